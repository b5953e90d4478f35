import { z } from 'zod';
import { messages } from '../messages';
import { FIRMWARE_VERSION } from './firmware-rules';

const required = (message: string) => z.string(message).trim().min(1, message).max(100);
const Version = z.string().regex(FIRMWARE_VERSION, messages.invalidFirmwareVersion);

/** Factory view filters: category, brand and chip type must all be chosen (spec 001 section 5). */
export const FactoryStatisticsQuery = z.object({
  category: required(messages.categoryEmpty),
  brand: required(messages.brandEmpty),
  chipType: required(messages.chipTypeEmpty),
});
/** FOTA view filters: category and brand, model number optional. */
export const FotaStatisticsQuery = z.object({
  categoryName: required(messages.categoryEmpty),
  brandName: required(messages.brandEmpty),
  modelNumber: z.string().trim().max(100).optional(),
});

/** One uploaded firmware version, with the devices of its scope that run it. */
export const FirmwareStatisticsRow = z.object({
  firmwareVersion: z.string(),
  deviceCount: z.number(),
  firmwareImage: z.string().nullable(),
  firmwareSign: z.string().nullable(),
  modelNumber: z.string().nullable(),
  chipType: z.string(),
  isMandatoryVersion: z.boolean(),
  uploadedAt: z.number(),
});
export type FirmwareStatisticsRow = z.infer<typeof FirmwareStatisticsRow>;

/** POST /fota/firmware answers a list whose first item says CREATED on success (spec 001 section 4). */
export const FirmwareUploadResult = z.array(z.object({ status: z.string(), message: z.string() }));

export const FactoryDownloadQuery = z.object({
  category: required(messages.categoryEmpty),
  brand: required(messages.brandEmpty),
  version: Version,
  chipType: z.string().trim().max(100).optional(),
});
export const FotaDownloadQuery = z.object({
  category: required(messages.categoryEmpty),
  brand: required(messages.brandEmpty),
  modelNumber: required(messages.modelNumberEmpty),
  version: Version,
});
/** Signed, expiring links to the image and its signature. */
export const FirmwareDownload = z.object({ url: z.string(), signatureUrl: z.string().nullable() });

export const LatestFirmwareQuery = z.object({ modelNumber: required(messages.modelNumberEmpty) });
export const LatestFirmware = z.object({ firmwareVersion: z.string().nullable(), modelNumber: z.string() });

export const DistributionQuery = z.object({
  category: required(messages.categoryEmpty),
  brand: required(messages.brandEmpty),
  chipType: z.string().trim().max(100).optional(),
});
export const FirmwareDistribution = z.object({
  totalDevices: z.number(),
  totalOnboardedDevices: z.number(),
  totalFirmwareVersions: z.number(),
  firmwareDistribution: z.array(
    z.object({
      firmwareVersion: z.string(),
      count: z.number(),
      onboardedCount: z.number(),
      percentage: z.number(),
    }),
  ),
});
export type FirmwareDistribution = z.infer<typeof FirmwareDistribution>;

export const factoryStatistics = {
  method: 'GET',
  path: '/simplifi/v1/fota/device/statistics/factory',
  query: FactoryStatisticsQuery,
  response: z.array(FirmwareStatisticsRow),
} as const;
export const fotaStatistics = {
  method: 'GET',
  path: '/simplifi/v1/fota/device/statistics/fota',
  query: FotaStatisticsQuery,
  response: z.array(FirmwareStatisticsRow),
} as const;
/** Multipart: fields of spec 001 section 3 (Firmware upload) and the files `image` and `signature`. */
export const uploadFirmware = {
  method: 'POST',
  path: '/simplifi/v1/fota/firmware',
  response: FirmwareUploadResult,
} as const;
export const downloadFactoryFirmware = {
  method: 'GET',
  path: '/simplifi/v1/fota/firmware/download/factory',
  query: FactoryDownloadQuery,
  response: FirmwareDownload,
} as const;
export const downloadFotaFirmware = {
  method: 'GET',
  path: '/simplifi/v1/fota/firmware/download/fota',
  query: FotaDownloadQuery,
  response: FirmwareDownload,
} as const;
export const latestFirmware = {
  method: 'GET',
  path: '/simplifi/v1/fota/firmware',
  query: LatestFirmwareQuery,
  response: LatestFirmware,
} as const;
export const firmwareDistribution = {
  method: 'GET',
  path: '/simplifi/v1/deviceManagement/devices/firmwareVersion/percentage',
  query: DistributionQuery,
  response: FirmwareDistribution,
} as const;

/** One row of the firmware info report: a version's share within its category. */
export const FirmwareInfoRow = z.object({
  category: z.string(),
  firmwareVersion: z.string(),
  count: z.number(),
  percentage: z.number(),
});
export type FirmwareInfoRow = z.infer<typeof FirmwareInfoRow>;

/**
 * The firmware info report (spec 001, /firmwareInfo): every allowed category's versions. The spec
 * does not name its call; this path is ours, beside the distribution's.
 */
export const firmwareInfoReport = {
  method: 'GET',
  path: '/simplifi/v1/deviceManagement/devices/firmwareVersion/report',
  response: z.array(FirmwareInfoRow),
} as const;
