import type { DeviceSearchType } from '@console/contracts/constants';

export const deviceKeys = {
  all: ['devices'] as const,
  lookup: (type: DeviceSearchType, value: string) => [...deviceKeys.all, 'lookup', type, value] as const,
  /** Every log and history of one device, so one invalidation refreshes them all. */
  of: (deviceId: string) => [...deviceKeys.all, 'device', deviceId] as const,
  logs: (deviceId: string, tab: string, ...rest: (string | number | undefined)[]) =>
    [...deviceKeys.of(deviceId), 'logs', tab, ...rest] as const,
};
