import type { RolloutDevicesQuery, RolloutListQuery } from '@console/contracts/rollouts';
import type { z } from 'zod';

export type RolloutListFilter = z.input<typeof RolloutListQuery>;
export type RolloutDeviceFilter = z.input<typeof RolloutDevicesQuery>;

/** The rollouts' query keys; a control or a new rollout invalidates through `all`. */
export const rolloutKeys = {
  all: ['rollouts'] as const,
  list: (filter: RolloutListFilter) => [...rolloutKeys.all, 'list', filter] as const,
  one: (rolloutId: string) => [...rolloutKeys.all, 'one', rolloutId] as const,
  devices: (rolloutId: string, filter: RolloutDeviceFilter) =>
    [...rolloutKeys.one(rolloutId), 'devices', filter] as const,
  versions: (categoryName: string, brandName: string, modelNumber: string) =>
    [...rolloutKeys.all, 'versions', categoryName, brandName, modelNumber] as const,
};

/** The FOTA batch list's filter (spec 001 section 2): any of category, brand and model number. */
export interface BatchFilter {
  categoryName?: string;
  brandName?: string;
  modelNumber?: string;
}

/** Query keys of the FOTA batch list; Notify Device and Delete Batch invalidate through `all`. */
export const batchKeys = {
  all: ['fota-batches'] as const,
  list: (filter: BatchFilter) => [...batchKeys.all, 'list', filter] as const,
};
