import { getDeviceTimeline, getHomeTimeline, type TimelinePage } from '@console/contracts/timeline';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { type TimelineFilters, type TimelineSubject, timelineKeys } from './keys';

/** One page of a device's or a home's timeline, after `cursor` (none: the newest page). */
function fetchPage(
  subject: TimelineSubject,
  filters: TimelineFilters,
  cursor: string | null,
  signal: AbortSignal,
) {
  const query = {
    kinds: filters.kinds.length ? filters.kinds.join(',') : undefined,
    before: cursor ? undefined : filters.before,
    cursor: cursor ?? undefined,
  };
  return subject.type === 'device'
    ? apiCall(getDeviceTimeline, { params: { id: subject.id }, query, signal })
    : apiCall(getHomeTimeline, { params: { homeId: subject.id }, query, signal });
}

/** The timeline's pages, each continuing where the one before stopped (its `next`). */
export const timelineQuery = (subject: TimelineSubject, filters: TimelineFilters) =>
  infiniteQueryOptions({
    queryKey: timelineKeys.pages(subject, filters),
    queryFn: ({ pageParam, signal }) => fetchPage(subject, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: TimelinePage) => last.next,
    retry: false,
  });
