import { getProductMetricsImages } from '@console/contracts/insights';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { insightsKeys } from './keys';

/** While the caller's first set is being drawn the answer is empty (decision 0022): ask again this often, */
const WHILE_DRAWING_MS = 5_000;
/** for this many answers (2 minutes; a set takes seconds): a set still empty then is not coming soon. */
export const DRAWING_ASKS = 24;

/** Whether the images answered so far say the set is still being drawn, so the screen asks again. */
export const isBeingDrawn = (state: { data?: unknown; dataUpdateCount: number }) =>
  Array.isArray(state.data) && state.data.length === 0 && state.dataUpdateCount < DRAWING_ASKS;

/** The latest Product Metrics images of the caller's scope (spec 002 section 7). */
export const productMetricsQuery = () =>
  queryOptions({
    queryKey: insightsKeys.productMetrics,
    queryFn: ({ signal }) => apiCall(getProductMetricsImages, { signal }),
    retry: false,
    refetchInterval: (query) => (isBeingDrawn(query.state) ? WHILE_DRAWING_MS : false),
  });

/** The images, and whether the empty answer means "being drawn" (not "not available"). */
export function useProductMetrics() {
  const result = useQuery(productMetricsQuery());
  const state = useQueryClient().getQueryState(insightsKeys.productMetrics);
  return { result, beingDrawn: !result.error && state !== undefined && isBeingDrawn(state) };
}
