import { downloadFactoryFirmware, downloadFotaFirmware } from '@console/contracts/firmware';
import { apiCall } from '@/shared/api/api-call';

export interface DownloadTarget {
  kind: 'factory' | 'fota';
  category: string;
  brand: string;
  version: string;
  chipType?: string;
  modelNumber?: string;
}

/** GET fota/firmware/download/factory|fota: signed links to the image and its signature. */
export const downloadFirmwareLinks = (t: DownloadTarget) =>
  t.kind === 'factory'
    ? apiCall(downloadFactoryFirmware, {
        query: { category: t.category, brand: t.brand, version: t.version, chipType: t.chipType },
      })
    : apiCall(downloadFotaFirmware, {
        query: { category: t.category, brand: t.brand, version: t.version, modelNumber: t.modelNumber ?? '' },
      });
