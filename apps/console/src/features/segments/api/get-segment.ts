import { getSegment } from '@console/contracts/segments';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { segmentKeys } from './keys';

/** One saved segment (its filter, owner and last use), as the link's `?segment=` names it. */
export const segmentQuery = (segmentId: string) =>
  queryOptions({
    queryKey: segmentKeys.one(segmentId),
    queryFn: ({ signal }) => apiCall(getSegment, { params: { segmentId }, signal }),
    retry: false,
  });
