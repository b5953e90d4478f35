import { z } from 'zod';
import { MAX_PAGE_NUMBER } from '../constants';
import { FIRMWARE_VERSION } from '../firmware/firmware-rules';
import { messages } from '../messages';
import { ROLLOUT_STATES } from './phased-rollouts.schemas';
import { DEFAULT_PRIORITY, Percentage } from './rollout-rules';

const required = (message: string) => z.string(message).trim().min(1, message).max(100);
const Message = z.object({ message: z.string() });

export const UpgradeCountQuery = z.object({ modelNumber: required(messages.modelNumberEmpty) });
/** Devices of the model running a version older than its latest FOTA firmware, and that version. */
export const UpgradeCount = z.object({ deviceCount: z.number(), firmwareVersion: z.string().nullable() });

/** The trigger of the Notify Device form (spec 001 sections 3 and 5). */
export const UpgradeBody = z.object({
  percentage: Percentage,
  priority: z
    .string(messages.invalidPriority)
    .trim()
    .min(1, messages.invalidPriority)
    .max(16)
    .default(DEFAULT_PRIORITY),
  modelNumber: required(messages.modelNumberEmpty),
  firmwareVersion: z
    .string()
    .trim()
    .regex(FIRMWARE_VERSION, messages.invalidFirmwareVersion)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type UpgradeBody = z.input<typeof UpgradeBody>;
export const UpgradeResult = z.object({
  message: z.string(),
  batchId: z.string().nullable(),
  deviceCount: z.number(),
  firmwareVersion: z.string(),
});

export const BatchListQuery = z.object({
  categoryName: z.string().trim().max(100).optional(),
  brandName: z.string().trim().max(100).optional(),
  modelNumber: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(0).max(MAX_PAGE_NUMBER, messages.pageTooFar).default(0),
  size: z.coerce.number().int().min(1).max(200).default(100),
});
/** One batch with true counts from its commands; `successfyllyUpgraded` is spelled as the spec. */
export const FotaBatch = z.object({
  batchId: z.string(),
  firmwareVersion: z.string(),
  modelNumber: z.string(),
  category: z.string(),
  brand: z.string(),
  percentage: z.number(),
  priority: z.string(),
  createdAt: z.number(),
  totalDevices: z.number(),
  successfyllyUpgraded: z.number(),
  mqttCommandFailed: z.number(),
  mqttCommandSent: z.number(),
  /** Commands still waiting for a device's final answer. */
  inProgress: z.number(),
  /** Our own: the rollout this batch is a phase of (null for a one-step trigger); a batch of a
   * rollout that has not ended cannot be deleted (ENDED_ROLLOUT_STATES). `name` is the rollout's,
   * for the batch's link to it; `phase` the phase's number (1 = first), null for a batch the
   * rollout sent as a rollback (the previous image to a stopped phase's devices). */
  rollout: z
    .object({
      rolloutId: z.string(),
      name: z.string(),
      state: z.enum(ROLLOUT_STATES),
      phase: z.number().int().min(1).nullable(),
    })
    .nullable(),
});
export type FotaBatch = z.infer<typeof FotaBatch>;

export const BatchIdQuery = z.object({
  batchId: z.string(messages.invalidBatchId).trim().min(1, messages.invalidBatchId).max(64),
});

export const UpgradeDeviceBody = z.object({
  deviceId: z.string().trim().min(1, messages.invalidRequest).max(100),
  currentFirmwareVersion: z.string().trim().max(20),
  latestFirmwareVersion: z.string().trim().regex(FIRMWARE_VERSION, messages.invalidFirmwareVersion),
});

const base = '/simplifi/v1/firmwareupgrade';

export const upgradeDeviceCount = {
  method: 'GET',
  path: `${base}/fota/upgrade/deviceCount`,
  query: UpgradeCountQuery,
  response: UpgradeCount,
} as const;
export const upgradeDevices = {
  method: 'POST',
  path: `${base}/devices/upgrade`,
  body: UpgradeBody,
  response: UpgradeResult,
} as const;
export const listBatches = {
  method: 'GET',
  path: `${base}/batch/list`,
  query: BatchListQuery,
  response: z.array(FotaBatch),
} as const;
export const deleteBatch = {
  method: 'DELETE',
  path: `${base}/batch/deleteById`,
  query: BatchIdQuery,
  response: Message,
} as const;
/** An .xlsx file, one row per device of the batch. */
export const downloadBatchReport = {
  method: 'GET',
  path: `${base}/batch/downloadReport`,
  query: BatchIdQuery,
} as const;
export const upgradeDevice = {
  method: 'POST',
  path: `${base}/upgradeBydeviceId`,
  body: UpgradeDeviceBody,
  /** With the command's id, to follow the device's answer. */
  response: Message.extend({ commandId: z.string() }),
} as const;
