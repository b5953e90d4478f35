import type { ManufacturedDevicesQuery } from '@console/contracts/manufactured-devices';

export type ManufacturedFilter = Omit<ManufacturedDevicesQuery, 'page' | 'size'>;

export const manufacturedKeys = {
  all: ['manufactured-devices'] as const,
  /** The list of a filter; the table caches each server page under it with its number. */
  list: (filter: ManufacturedFilter) => [...manufacturedKeys.all, 'page', filter] as const,
  /** One unit, the detail a link opens. */
  unit: (deviceId: string) => [...manufacturedKeys.all, 'unit', deviceId] as const,
};
