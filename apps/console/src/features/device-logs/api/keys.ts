import { deviceKeys } from '@/shared/api/device-keys';

export const logKeys = {
  /** A log of one device: under the device's keys, so a write to the device refreshes its logs. */
  of: (deviceId: string, tab: string, ...rest: (string | number | undefined)[]) =>
    [...deviceKeys.of(deviceId), 'logs', tab, ...rest] as const,
};
