export const firmwareKeys = {
  all: ['firmware'] as const,
  statistics: (kind: string, filters: object) => [...firmwareKeys.all, 'statistics', kind, filters] as const,
  distribution: (filters: object) => [...firmwareKeys.all, 'distribution', filters] as const,
};
