import { z } from 'zod';
import { DeviceLogParams, LogField, PageQuery } from '../device-logs/device-logs.schemas';

/*
 * The popups of a device (spec 000 "Popups reachable from a device", calls of spec 000 section 7):
 * usage, firmware upgrade history, onboarding/offboarding history and diagnostics data.
 * Times are epoch seconds.
 */

/** Usage info: connection and the last reported status (spec 000 and 001 section 3). */
export const DeviceUsage = z.object({
  deviceId: z.string(),
  onlineStatus: z.enum(['true', 'false']),
  connectedTime: z.number().nullable(),
  ps: z.string().nullable(),
  acdl: z.number().nullable(),
  cnt: z.string().nullable(),
  lcmd: z.string().nullable(),
  errors: z.array(z.string()),
  /** When the last status was reported. */
  ts: z.number().nullable(),
  /** The last time the platform heard from the device (status or connect). */
  updatedTime: z.number().nullable(),
  /** When the next report is due, at the device's recent pace; null while offline. */
  nextUpdate: z.number().nullable(),
});
export type DeviceUsage = z.infer<typeof DeviceUsage>;

export const FirmwareHistoryItem = z.object({
  firmwareVersion: z.string(),
  downloadDate: z.number(),
  deviceStatus: z.string(),
  modelNumber: z.string(),
});
export type FirmwareHistoryItem = z.infer<typeof FirmwareHistoryItem>;

export const OnboardHistoryItem = z.object({
  userId: z.string().nullable(),
  ts: z.number(),
  activity: z.enum(['onboard', 'offboard']),
});
export type OnboardHistoryItem = z.infer<typeof OnboardHistoryItem>;

/** The diagnostics popup's groups, in the order it shows them (spec 000 section 2). */
export const DIAGNOSTICS_GROUPS = [
  'Indoor Unit Side',
  'Outdoor Unit Side',
  'Compressor RPM',
  'Abnormal Operation',
] as const;

/** The latest diagnostic report, its fields grouped; ts null when the device never sent one. */
export const DiagnosticsData = z.object({
  deviceId: z.string(),
  ts: z.number().nullable(),
  groups: z.array(z.object({ group: z.enum(DIAGNOSTICS_GROUPS), fields: z.array(LogField) })),
});
export type DiagnosticsData = z.infer<typeof DiagnosticsData>;

export const getDeviceUsage = {
  method: 'GET',
  path: '/simplifi/v1/deviceManagement/devices/:id/web/status',
  params: DeviceLogParams,
  response: DeviceUsage,
} as const;

export const getOnboardHistory = {
  method: 'GET',
  path: '/simplifi/v1/deviceManagement/devices/:id/history',
  params: DeviceLogParams,
  query: PageQuery,
  response: z.array(OnboardHistoryItem),
} as const;

export const FirmwareHistoryQuery = PageQuery.extend({ deviceId: z.string().trim().min(1).max(100) });

export const getFirmwareHistory = {
  method: 'GET',
  path: '/simplifi/v1/fota/firmware/history',
  query: FirmwareHistoryQuery,
  response: z.array(FirmwareHistoryItem),
} as const;

export const getDiagnosticsData = {
  method: 'GET',
  path: '/simplifi/v1/diagnostics/devices/:id',
  params: DeviceLogParams,
  response: DiagnosticsData,
} as const;

/**
 * Where a command sent to a device stands: ours first (queued, sent, publishFailed), then the
 * device's answer (accepted, success, failure), or timedOut when it gave none before the command
 * expired; rolledBack when a FOTA's device reported success, then its old version again
 * (docs/mqtt.md, Commands).
 */
export const DEVICE_COMMAND_STATUSES = [
  'queued',
  'sent',
  'publishFailed',
  'accepted',
  'timedOut',
  'success',
  'failure',
  'rolledBack',
] as const;
export type DeviceCommandStatus = (typeof DEVICE_COMMAND_STATUSES)[number];
/** No further change will come (a device's own late success or failure may still replace timedOut). */
export const FINAL_COMMAND_STATUSES: readonly DeviceCommandStatus[] = [
  'publishFailed',
  'timedOut',
  'success',
  'failure',
  'rolledBack',
];

export const DeviceCommand = z.object({
  commandId: z.string(),
  deviceId: z.string(),
  /** fota or iduConfig. */
  type: z.string(),
  status: z.enum(DEVICE_COMMAND_STATUSES),
  /** The device's reason for a failure. */
  reason: z.string().nullable(),
  targetVersion: z.string().nullable(),
  /** Epoch seconds. */
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type DeviceCommand = z.infer<typeof DeviceCommand>;

/** One command sent to a device (IDU config push, FOTA trigger), to follow its result. */
export const getDeviceCommand = {
  method: 'GET',
  path: '/simplifi/v1/deviceservices/device/:id/commands/:commandId',
  params: DeviceLogParams.extend({ commandId: z.string().trim().min(1).max(100) }),
  response: DeviceCommand,
} as const;
