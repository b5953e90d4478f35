import { z } from 'zod';
import { LIST_FETCH_SIZE, MAX_PAGE_NUMBER } from '../constants';
import { messages } from '../messages';
import { dateRangeProblem, serialRangeProblem } from './manufactured-devices.rules';

const base = '/simplifi/v1/deviceManagement/devices/manufacturedDevices';

/**
 * The device detail entity (spec 002 section 3), as the line test and the manufactured list show
 * it; every date in epoch seconds.
 */
export const DeviceDetail = z.object({
  deviceId: z.string(),
  modelNumber: z.string(),
  macAddress: z.string(),
  serialNumber: z.string(),
  productSerialNumber: z.string().nullable(),
  modelName: z.string().nullable(),
  manufacturedDate: z.number(),
  firmwareVersion: z.string(),
  brand: z.string(),
  createdAt: z.number(),
  createdBy: z.string().nullable(),
  category: z.string(),
  efuseMacAddress: z.string().nullable(),
  provisionedAt: z.number().nullable(),
  onboardedAt: z.number().nullable(),
});
export type DeviceDetail = z.infer<typeof DeviceDetail>;

/** The device detail fields in the order the screens list them. */
export const DEVICE_DETAIL_FIELDS = DeviceDetail.keyof().options;

const optionalText = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => v || undefined);
const epochMs = z.coerce.number().int().min(0);

/**
 * The list and its CSV (spec 002 section 7): a category and a start date are required; dates are
 * epoch milliseconds, the end date already one day past the last day chosen; an optional product
 * serial number range (inclusive). A range that cannot match (end before start) is refused with its
 * message rather than answered with an empty list.
 */
export const ManufacturedDevicesQuery = z
  .object({
    category: z.string(messages.categoryEmpty).trim().min(1, messages.categoryEmpty).max(50),
    startDate: z
      .string(messages.startDateEmpty)
      .trim()
      .min(1, messages.startDateEmpty)
      .transform(Number)
      .pipe(z.number().int().min(0)),
    endDate: epochMs.optional(),
    page: z.coerce.number().int().min(0).max(MAX_PAGE_NUMBER, messages.pageTooFar).default(0),
    size: z.coerce.number().int().min(1).max(LIST_FETCH_SIZE).default(LIST_FETCH_SIZE),
    startSerialNumber: optionalText,
    endSerialNumber: optionalText,
  })
  .superRefine((q, ctx) => {
    for (const problem of [dateRangeProblem(q), serialRangeProblem(q)])
      if (problem) ctx.addIssue({ code: 'custom', message: messages[problem] });
  });
export type ManufacturedDevicesQuery = z.input<typeof ManufacturedDevicesQuery>;

export const SerialNumberParams = z.object({ deviceId: z.string().trim().min(1).max(100) });
export const SerialNumberBody = z.object({
  productSerialNumber: z.string(messages.serialNumberEmpty).trim().min(1, messages.serialNumberEmpty).max(64),
});
export type SerialNumberBody = z.infer<typeof SerialNumberBody>;

export const SerialNumberUpdated = z.object({ message: z.string(), device: DeviceDetail });

/** A page of up to `size` units, newest first; fewer than `size` means the last page. */
export const getManufacturedDevices = {
  method: 'GET',
  path: base,
  query: ManufacturedDevicesQuery,
  response: z.array(DeviceDetail),
} as const;

/** The same filters as CSV, `Manufactured_Devices_{category}_{date}.csv`, streamed (page and size ignored). */
export const downloadManufacturedDevices = {
  method: 'GET',
  path: `${base}/download`,
  query: ManufacturedDevicesQuery,
} as const;

/**
 * One unit of the list by its device id, for the detail a link or a reload opens (ours: the spec
 * opens the detail from the list's row only). 404 outside the caller's tenant and scope.
 */
export const getManufacturedDevice = {
  method: 'GET',
  path: `${base}/:deviceId`,
  params: SerialNumberParams,
  response: DeviceDetail,
} as const;

/** The serial update of the list (path not shown in the spec: ours). */
export const updateManufacturedSerial = {
  method: 'PUT',
  path: `${base}/:deviceId/productSerialNumber`,
  params: SerialNumberParams,
  body: SerialNumberBody,
  response: SerialNumberUpdated,
} as const;

/** `Manufactured_Devices_{category}_{date}.csv` (spec 002 section 9), the date the day it is made (UTC). */
export function manufacturedCsvName(category: string, nowMs: number): string {
  const safe = category.replace(/[^\w.-]/g, '_');
  return `Manufactured_Devices_${safe}_${new Date(nowMs).toISOString().slice(0, 10)}.csv`;
}

/** What a line-test scan read: the scanner's text as typed or decoded (`MT;` is read as `MT:`). */
export const LineTestBody = z.object({ code: z.string().trim().min(1, messages.scanFailed).max(1000) });

/**
 * The line test's verdict (spec 002 sections 2 and 4): passed with the device detail, or failed with
 * the message. Beyond the spec, a Matter code's vendor id, product id, discriminator and passcode
 * are checked against the unit's record; `mismatches` names the fields that differ.
 */
export const LineTestResult = z.object({
  passed: z.boolean(),
  message: z.string().nullable(),
  serial: z.string().nullable(),
  device: DeviceDetail.nullable(),
  mismatches: z.array(z.string()),
});
export type LineTestResult = z.infer<typeof LineTestResult>;

/** The line test's device check (path not shown in the spec: ours). */
export const runLineTest = {
  method: 'POST',
  path: '/simplifi/v1/deviceManagement/devices/lineTest',
  body: LineTestBody,
  response: LineTestResult,
} as const;
