export type ModelSearchType = 'modelId' | 'modelNumber';

export const deviceModelKeys = {
  all: ['device-models'] as const,
  lookup: (type: ModelSearchType, value: string) => [...deviceModelKeys.all, 'lookup', type, value] as const,
  metadata: (category: string) => [...deviceModelKeys.all, 'metadata', category] as const,
};
