import type { DeviceSearchType } from '@console/contracts/constants';

/**
 * The query keys of one device, shared by the device areas (devices, device-logs, device-history,
 * device-actions): a write in one (offboard, a field edit, a FOTA trigger) invalidates what the
 * others read of the same device through these keys.
 */
export const deviceKeys = {
  all: ['devices'] as const,
  lookup: (type: DeviceSearchType, value: string) => [...deviceKeys.all, 'lookup', type, value] as const,
  /** Every log and history of one device, so one invalidation refreshes them all. */
  of: (deviceId: string) => [...deviceKeys.all, 'device', deviceId] as const,
};
