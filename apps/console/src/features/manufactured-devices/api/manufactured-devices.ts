import { LIST_FETCH_SIZE } from '@console/contracts/constants';
import {
  downloadManufacturedDevices,
  getManufacturedDevice,
  getManufacturedDevices,
  runLineTest,
  updateManufacturedSerial,
} from '@console/contracts/manufactured-devices';
import { apiCall } from '@/shared/api/api-call';
import { apiDownload } from '@/shared/api/api-download';
import type { ManufacturedFilter } from './keys';

/** One server page of 100 units (spec 002 section 7); `page` counts hundreds from 0. */
export const fetchManufacturedPage = (filter: ManufacturedFilter, page: number, signal: AbortSignal) =>
  apiCall(getManufacturedDevices, { query: { ...filter, page, size: LIST_FETCH_SIZE }, signal });

export const downloadManufactured = (filter: ManufacturedFilter, onProgress: (bytes: number) => void) =>
  apiDownload(downloadManufacturedDevices, { query: filter, onProgress });

export const fetchManufacturedUnit = (deviceId: string, signal: AbortSignal) =>
  apiCall(getManufacturedDevice, { params: { deviceId }, signal });

export const updateSerial = (deviceId: string, productSerialNumber: string) =>
  apiCall(updateManufacturedSerial, { params: { deviceId }, body: { productSerialNumber } });

export const lineTest = (code: string) => apiCall(runLineTest, { body: { code } });
