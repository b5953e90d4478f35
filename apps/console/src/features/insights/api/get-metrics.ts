import { queryOptions } from '@tanstack/react-query';
import { apiCall, type Descriptor } from '@/shared/api/api-call';
import { insightsKeys } from './keys';

/**
 * One metrics portal call (spec 002 section 7) with its query (and path params), cached by both;
 * the answer is parsed by the descriptor's schema and read by metrics-graphs.
 */
export function metricsQuery(
  descriptor: { path: string },
  input: { query: Record<string, string>; params?: Record<string, string> },
) {
  return queryOptions({
    queryKey: insightsKeys.metrics(descriptor.path, input),
    queryFn: ({ signal }): Promise<unknown> => apiCall(descriptor as Descriptor, { ...input, signal }),
    retry: false,
  });
}
