import { z } from 'zod';
import { LOG_PAGE_SIZE, MAX_PAGE_NUMBER } from '../constants';
import { messages } from '../messages';

/*
 * Device log tabs (spec 001 sections 2, 3 and 7). Times are epoch seconds. The date rules of
 * section 5 depend on the clock, so the server checks them (fromTs and toTs are optional here
 * so that a missing date gets its own message, not a generic one).
 */

const Seconds = z.coerce.number().int().min(0);
const Index = z.coerce.number().int().min(0).max(MAX_PAGE_NUMBER, messages.pageTooFar).default(0);
/** Page size: 100 by default, capped at 100 (spec 001 section 9). */
const Size = z.coerce
  .number()
  .int()
  .min(1)
  .default(LOG_PAGE_SIZE)
  .transform((n) => Math.min(n, LOG_PAGE_SIZE));

export const DeviceLogParams = z.object({ id: z.string().trim().min(1).max(100) });

export const LogRangeQuery = z.object({ fromTs: Seconds.optional(), toTs: Seconds.optional() });
export type LogRangeQuery = z.infer<typeof LogRangeQuery>;

export const LogPageQuery = LogRangeQuery.extend({ index: Index, size: Size });
export type LogPageQuery = z.infer<typeof LogPageQuery>;

export const PageQuery = z.object({ index: Index, size: Size });

/** One reported field, labelled: header is the field's name, desc names it with its unit or group. */
export const LogField = z.object({
  key: z.string(),
  header: z.string(),
  desc: z.string(),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
});
export type LogField = z.infer<typeof LogField>;

/** A status or diagnostic report: report time, state, type and model, and its fields. */
export const ReportLogRow = z.object({
  ts: z.number(),
  st: z.string().nullable(),
  ty: z.string().nullable(),
  mo: z.string().nullable(),
  payload: z.array(LogField),
});
export type ReportLogRow = z.infer<typeof ReportLogRow>;

export const ConnectionLogRow = z.object({
  onlineStatus: z.union([z.literal(1), z.literal(0)]),
  timestamp: z.number(),
});
export type ConnectionLogRow = z.infer<typeof ConnectionLogRow>;

export const DeviceActivityRow = z.object({
  serialNumber: z.string(),
  activity: z.string(),
  timestamp: z.number(),
  productSerialNumber: z.string().nullable(),
  macAddress: z.string(),
  status: z.string(),
});
export type DeviceActivityRow = z.infer<typeof DeviceActivityRow>;

/** Six hex pairs separated by colons (spec 001 section 5). */
export const MAC_PATTERN = /^[0-9A-Fa-f]{2}(:[0-9A-Fa-f]{2}){5}$/;
export const DacLogParams = z.object({
  mac: z.string().regex(MAC_PATTERN, messages.invalidMacAddress),
});
export const DacLogPage = z.object({
  count: z.number(),
  logs: z.array(z.object({ timestamp: z.number(), event: z.string() })),
});
export type DacLogPage = z.infer<typeof DacLogPage>;

const base = '/simplifi/v1/deviceservices/device/:id';

export const getDeviceStatusLogs = {
  method: 'GET',
  path: `${base}/deviceStatusLogs`,
  params: DeviceLogParams,
  query: LogPageQuery,
  response: z.array(ReportLogRow),
} as const;

export const getDeviceDiagnosticsLogs = {
  ...getDeviceStatusLogs,
  path: `${base}/deviceDiagnosticsLogs`,
} as const;

/** CSV downloads: text/csv, saved under the Content-Disposition file name. */
export const getDeviceStatusFile = {
  method: 'GET',
  path: `${base}/deviceStatusFile`,
  params: DeviceLogParams,
  query: LogRangeQuery,
} as const;

export const getDeviceDiagnosticsFile = {
  ...getDeviceStatusFile,
  path: `${base}/deviceDiagnosticsFile`,
} as const;

export const getConnectionLogs = {
  method: 'GET',
  path: `${base}/connDisconnLogs`,
  params: DeviceLogParams,
  query: PageQuery,
  response: z.array(ConnectionLogRow),
} as const;

export const getDeviceActivityLogs = {
  method: 'GET',
  path: `${base}/logs`,
  params: DeviceLogParams,
  query: PageQuery,
  response: z.array(DeviceActivityRow),
} as const;

export const getDacLogs = {
  method: 'GET',
  path: '/simplifi/v1/certificateManager/dac/:mac/log',
  params: DacLogParams,
  query: LogPageQuery,
  response: DacLogPage,
} as const;
