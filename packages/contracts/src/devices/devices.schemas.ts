import { z } from 'zod';
import { DEVICE_SEARCH_TYPES } from '../constants';

/** A date held as an object, as spec 001 section 3 describes (`{ $date }`, ISO text). */
const DateObject = z.object({ $date: z.string() }).nullable();

/** A device with every field of spec 001 section 3, plus its live connection state. */
export const Device = z.object({
  deviceId: z.string(),
  modelNumber: z.string(),
  modelName: z.string().nullable(),
  macAddress: z.string(),
  serialNumber: z.string(),
  productSerialNumber: z.string().nullable(),
  efuseMacAddress: z.string().nullable(),
  brand: z.string(),
  category: z.string(),
  chipType: z.string().nullable(),
  firmwareVersion: z.string(),
  manufacturedDate: z.number().nullable(),
  createdAt: z.number(),
  createdBy: z.string().nullable(),
  provisionedAt: z.number().nullable(),
  onboardedAt: z.number().nullable(),
  onboardedBy: z.string().nullable(),
  onboardedById: z.string().nullable(),
  alexaConnectDate: DateObject,
  googleHomeConnectDate: DateObject,
  homeId: z.string().nullable(),
  spaceId: z.string().nullable(),
  deviceName: z.string().nullable(),
  parentDeviceId: z.string().nullable(),
  onlineStatus: z.enum(['true', 'false']),
  connectedTime: z.number().nullable(),
});
export type Device = z.infer<typeof Device>;

export const DeviceLookupParams = z.object({
  searchType: z.enum(DEVICE_SEARCH_TYPES),
  value: z.string().trim().min(1).max(100),
});

export const getDevice = {
  method: 'GET',
  path: '/simplifi/v1/deviceManagement/devices/:searchType/:value',
  params: DeviceLookupParams,
  response: Device,
} as const;
