import { messages } from '@console/contracts/messages';
import { refusedShare } from '@console/contracts/notifications';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Select, Skeleton, Table, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { EmptyState } from '@/shared/ui/empty-state';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import { tokenHealthQuery } from '../api/get-token-health';
import { PLATFORM_LABELS } from '../token-health-view';

const TokenHealthChart = lazy(() => import('./token-health-chart'));
const RANGES = [7, 14, 30, 90];

/**
 * Push token health (issue 34): per UTC day and platform, the share of push messages whose token
 * the provider refused as unregistered or invalid — a chart over the days and, under it, the
 * figures of each day (newest first).
 */
export function TokenHealthPanel() {
  const [days, setDays] = useState(14);
  const health = useQuery(tokenHealthQuery(days));
  const rows = [...(health.data?.days ?? [])].reverse();
  return (
    <Card
      title={messages.tokenHealth}
      size="small"
      extra={
        <Select
          aria-label="Days shown"
          value={days}
          onChange={setDays}
          style={{ minWidth: 130 }}
          options={RANGES.map((n) => ({ value: n, label: `Last ${n} days` }))}
        />
      }
    >
      <Flex vertical gap="middle">
        <Typography.Text type="secondary">{messages.tokenHealthHelp}</Typography.Text>
        {health.error ? (
          <Typography.Text type="danger">{messages.tokenHealthFailed}</Typography.Text>
        ) : !health.data ? (
          <Skeleton active />
        ) : health.data.days.length === 0 ? (
          <EmptyState text={messages.tokenHealthEmpty} />
        ) : (
          <>
            <Suspense fallback={<Skeleton active />}>
              <TokenHealthChart health={health.data} />
            </Suspense>
            <ScrollRegion label="Push token health by day">
              <Table
                rowKey={(d) => `${d.day}-${d.platform}`}
                size="small"
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                dataSource={rows}
                columns={[
                  { title: 'Day (UTC)', dataIndex: 'day' },
                  { title: 'Platform', key: 'platform', render: (_, d) => PLATFORM_LABELS[d.platform] },
                  { title: 'Sends', dataIndex: 'sends' },
                  { title: 'Refused', dataIndex: 'refused' },
                  {
                    title: 'Share',
                    key: 'share',
                    render: (_, d) => `${Math.round(refusedShare(d) * 1000) / 10} %`,
                  },
                ]}
              />
            </ScrollRegion>
          </>
        )}
      </Flex>
    </Card>
  );
}
