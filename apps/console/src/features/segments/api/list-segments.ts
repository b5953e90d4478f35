import { listSegments } from '@console/contracts/segments';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { segmentKeys } from './keys';

/** The segments the caller may open (their own and those shared with the tenant), by name; `text` narrows them. */
export const segmentListQuery = (text: string) =>
  queryOptions({
    queryKey: segmentKeys.list(text),
    queryFn: ({ signal }) =>
      apiCall(listSegments, { query: { size: 100, ...(text ? { q: text } : {}) }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
