import { messages } from '@console/contracts/messages';
import type { TimelineEntry } from '@console/contracts/timeline';
import { Button, Flex, List, Spin, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { EmptyState } from '@/shared/ui/empty-state';
import { TimelineEntryItem } from './timeline-entry';

interface Props {
  entries: TimelineEntry[];
  showDevice: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  /** The empty list's words (a jump to a date says so). */
  emptyText: string;
}

/**
 * The entries, newest first. Older ones load as the end of the list scrolls into view, or with
 * Load more (a button: reachable by keyboard, and what a screen reader finds).
 */
export function TimelineList({ entries, showDevice, hasMore, loadingMore, onMore, emptyText }: Props) {
  const end = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;
  useEffect(() => {
    const node = end.current;
    if (!node || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((seen) => {
      if (seen.some((s) => s.isIntersecting)) more.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore]);

  if (entries.length === 0) return <EmptyState text={emptyText} />;
  return (
    <Flex vertical gap="small">
      <List
        size="small"
        dataSource={entries}
        renderItem={(entry) => (
          <List.Item key={entry.key}>
            <TimelineEntryItem entry={entry} showDevice={showDevice} />
          </List.Item>
        )}
      />
      <div ref={end}>
        {hasMore ? (
          <Button onClick={onMore} loading={loadingMore} block>
            {messages.timelineLoadMore}
          </Button>
        ) : (
          <Typography.Text type="secondary">{messages.timelineEnd}</Typography.Text>
        )}
        {loadingMore ? <Spin size="small" /> : null}
      </div>
    </Flex>
  );
}
