import { z } from 'zod';
import { FirmwareVersion } from './telemetry.schemas';

/*
 * Server → device commands on `devices/<id>/commands`, and the device's answers on
 * `devices/<id>/command-results`. Every command carries a commandId the results refer to.
 */
const Envelope = {
  commandId: z.string().min(1).max(64),
  ts: z.number().int().positive(),
  /** When the command expires (seconds): a device that gets it later refuses it with `expired`. */
  expiresAt: z.number().int().positive().optional(),
};
const Sha256 = z.string().regex(/^[0-9a-f]{64}$/i);

export const FotaCommand = z.object({
  ...Envelope,
  type: z.literal('fota'),
  /** Where to download the image (a pre-signed URL at scale). */
  url: z.url(),
  sha256: Sha256,
  /** Where to download the image's signature file; a device verifies it before installing. */
  signatureUrl: z.url().optional(),
  firmwareVersion: FirmwareVersion,
  size: z.number().int().positive().optional(),
  /** The rollout's priority ('high' by default, spec 001 section 9); devices may defer low ones. */
  priority: z.string().min(1).max(16).optional(),
});

export const IduConfigCommand = z.object({
  ...Envelope,
  type: z.literal('iduConfig'),
  url: z.url(),
  sha256: Sha256,
  configVersion: FirmwareVersion,
  configId: z.string().max(64).optional(),
});

export const DeviceCommand = z.discriminatedUnion('type', [FotaCommand, IduConfigCommand]);
export type DeviceCommand = z.infer<typeof DeviceCommand>;
export type DeviceCommandType = DeviceCommand['type'];

type WithoutEnvelope<T> = T extends unknown ? Omit<T, 'commandId' | 'ts' | 'expiresAt'> : never;
/** A command as the caller gives it: the envelope (commandId, ts, expiresAt) is filled in when absent. */
export type DeviceCommandInput = WithoutEnvelope<DeviceCommand> & {
  commandId?: string;
  ts?: number;
  expiresAt?: number;
};

/**
 * accepted: the device took the command and is working on it; progress: where it is (a FOTA's
 * stage); then success or failure.
 */
export const CommandResultStatus = z.enum(['accepted', 'progress', 'success', 'failure']);

/** A FOTA's stages between accepted and its end, in the order a device goes through them. */
export const FOTA_STAGES = ['downloading', 'verifying', 'installing'] as const;
export const FotaStage = z.enum(FOTA_STAGES);
export type FotaStage = z.infer<typeof FotaStage>;

/** Why a command failed. */
export const CommandFailureReason = z.enum([
  'unsupported',
  'invalidCommand',
  'busy',
  'downloadFailed',
  'checksumMismatch',
  /** The image's signature is missing or no key the device trusts verifies it. */
  'signatureInvalid',
  'installFailed',
  'expired',
]);
export type CommandFailureReason = z.infer<typeof CommandFailureReason>;

export const CommandResult = z
  .object({
    commandId: z.string().min(1).max(64),
    type: z.string().min(1).max(32),
    status: CommandResultStatus,
    ts: z.number().int().positive(),
    reason: CommandFailureReason.optional(),
    detail: z.string().max(500).optional(),
    /** On FOTA success: the version now running. */
    firmwareVersion: FirmwareVersion.optional(),
    /** On IDU config success: the config version now applied. */
    configVersion: FirmwareVersion.optional(),
    /** On progress: the stage the device is in. */
    stage: FotaStage.optional(),
    /** On progress while downloading: how much of the image is down, 0–100. */
    percent: z.number().int().min(0).max(100).optional(),
  })
  .refine((r) => r.status !== 'progress' || r.stage !== undefined, {
    message: 'a progress result names its stage',
    path: ['stage'],
  });
export type CommandResult = z.infer<typeof CommandResult>;
