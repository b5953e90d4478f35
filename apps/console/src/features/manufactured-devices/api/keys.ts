import type { ManufacturedDevicesQuery } from '@console/contracts/manufactured-devices';

export type ManufacturedFilter = Omit<ManufacturedDevicesQuery, 'page' | 'size'>;

export const manufacturedKeys = {
  all: ['manufactured-devices'] as const,
  page: (filter: ManufacturedFilter, page: number) =>
    [...manufacturedKeys.all, 'page', filter, page] as const,
};
