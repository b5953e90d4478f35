export const insightsKeys = {
  all: ['insights'] as const,
  dacCount: (from: string, to: string) => [...insightsKeys.all, 'dac-count', from, to] as const,
  productMetrics: ['insights', 'product-metrics'] as const,
  metrics: (path: string, input: unknown) => [...insightsKeys.all, 'metrics', path, input] as const,
};
