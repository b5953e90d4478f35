import { deviceModelLookupKey, type ModelSearchType } from '@/shared/api/device-model';

export type { ModelSearchType };

export const deviceModelKeys = {
  all: ['device-models'] as const,
  lookup: deviceModelLookupKey,
  metadata: (category: string) => [...deviceModelKeys.all, 'metadata', category] as const,
};
