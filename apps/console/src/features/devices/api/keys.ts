import type { DeviceSearchType } from '@console/contracts/constants';

export const deviceKeys = {
  all: ['devices'] as const,
  lookup: (type: DeviceSearchType, value: string) => [...deviceKeys.all, 'lookup', type, value] as const,
};
