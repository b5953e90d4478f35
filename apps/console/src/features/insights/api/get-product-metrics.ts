import { getProductMetricsImages } from '@console/contracts/insights';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { insightsKeys } from './keys';

/** While the caller's first set is being drawn the answer is empty: ask again this often. */
const WHILE_DRAWING_MS = 5_000;

/** The latest Product Metrics images of the caller's scope (spec 002 section 7). */
export const productMetricsQuery = () =>
  queryOptions({
    queryKey: insightsKeys.productMetrics,
    queryFn: ({ signal }) => apiCall(getProductMetricsImages, { signal }),
    retry: false,
    refetchInterval: (query) => (query.state.data?.length === 0 ? WHILE_DRAWING_MS : false),
  });
