import { messages } from '@console/contracts/messages';
import { homeReportOf, PATHS } from '@console/contracts/paths';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Card, Flex, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { errorText } from '@/shared/api/api-error';
import { showAlert } from '@/shared/ui/alert-store';
import { EmptyState } from '@/shared/ui/empty-state';
import { homeNameQuery } from '../api/get-home-name';
import { timelineQuery } from '../api/get-timeline';
import type { TimelineSubject } from '../api/keys';
import { DateJump } from '../components/date-jump';
import { KindFilter } from '../components/kind-filter';
import { LinkButton } from '../components/link-button';
import { LivePanel } from '../components/live-panel';
import { TimelineList } from '../components/timeline-list';
import { useTimelineParams } from '../hooks/use-timeline-params';

/** Back to where the timeline was opened from: the device's own screen (by role, `/device`) or the home report. */
const backTo = (type: TimelineSubject['type'], id: string) =>
  type === 'device' ? `${PATHS.device}?${new URLSearchParams({ by: 'deviceId', q: id })}` : homeReportOf(id);

/**
 * A device's or a home's timeline (issue 32): every event the platform keeps, newest first, filter
 * chips by kind, a jump to a date (both in the link), the live tail above, older events as the
 * list scrolls or with Load more.
 */
export default function TimelinePage({ type }: { type: TimelineSubject['type'] }) {
  const params = useParams();
  const id = (type === 'device' ? params.deviceId : params.homeId) ?? '';
  const subject: TimelineSubject = { type, id };
  const { filters, setKinds, setBefore } = useTimelineParams();
  const result = useInfiniteQuery({ ...timelineQuery(subject, filters), enabled: id !== '' });
  // A home is named by its name; a device by its id, as Device Info names it.
  const homeName = useQuery({ ...homeNameQuery(id), enabled: type === 'home' && id !== '' });

  useEffect(() => {
    if (result.error) showAlert('danger', errorText(result.error, messages.timelineLoadFailed));
  }, [result.error]);

  const pages = result.data?.pages ?? [];
  const entries = pages.flatMap((p) => p.entries);
  const kinds = pages[0]?.kinds ?? [];
  const title = type === 'device' ? messages.timelineDeviceTitle : messages.timelineHomeTitle;
  const fetchMore = () => {
    if (result.hasNextPage && !result.isFetchingNextPage) void result.fetchNextPage();
  };

  return (
    <Flex vertical gap="middle">
      <Flex gap="middle" align="center" wrap>
        <Typography.Title level={1} className="page-title">
          {title}: {homeName.data ?? id}
        </Typography.Title>
        <LinkButton to={backTo(type, id)}>
          {type === 'device' ? messages.timelineBackToDevice : messages.timelineBackToHome}
        </LinkButton>
      </Flex>
      {result.isError ? null : <LivePanel subject={subject} kinds={filters.kinds} />}
      <Card>
        <Flex vertical gap="middle">
          <KindFilter kinds={kinds} chosen={filters.kinds} onChange={setKinds} />
          <DateJump before={filters.before} onJump={setBefore} />
          {result.isPending ? <Spin /> : null}
          {result.isError ? <EmptyState text={messages.dataNotFound} /> : null}
          {result.isSuccess ? (
            <TimelineList
              entries={entries}
              showDevice={type === 'home'}
              hasMore={result.hasNextPage}
              loadingMore={result.isFetchingNextPage}
              onMore={fetchMore}
              emptyText={filters.before === undefined ? messages.timelineEmpty : messages.timelineEmptyBefore}
            />
          ) : null}
        </Flex>
      </Card>
    </Flex>
  );
}
