export const iduConfigKeys = {
  all: ['idu-config'] as const,
  search: (by: 'modelId' | 'configId', value: string) => [...iduConfigKeys.all, 'search', by, value] as const,
  modelIdsOfConfig: (configId: string) => [...iduConfigKeys.all, 'config-models', configId] as const,
};
