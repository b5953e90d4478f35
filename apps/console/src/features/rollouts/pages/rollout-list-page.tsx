import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { rolloutListQuery } from '../api/list-rollouts';
import { CallError } from '../components/call-error';
import { RolloutListFilters } from '../components/rollout-list-filters';
import { RolloutTable } from '../components/rollout-table';
import { useRolloutListParams } from '../hooks/use-rollout-list-params';

/** Firmware Rollouts: the tenant's phased rollouts, filtered by state and model; filters and page in the URL. */
export default function RolloutListPage() {
  const { query, page, size, setState, setModel, setPage } = useRolloutListParams();
  const list = useQuery(rolloutListQuery(query));
  const navigate = useNavigate();
  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" wrap>
        <Typography.Title level={1} className="page-title">
          {messages.rolloutsTitle}
        </Typography.Title>
        <Button type="primary" onClick={() => navigate(PATHS.newRollout)}>
          {messages.newRollout}
        </Button>
      </Flex>
      <Card>
        <Flex vertical gap="middle">
          <RolloutListFilters
            state={query.state}
            model={query.modelNumber}
            onState={setState}
            onModel={setModel}
          />
          <CallError error={list.error} fallback={messages.rolloutsLoadFailed} />
          <RolloutTable
            rows={list.data?.rollouts ?? []}
            total={list.data?.total ?? 0}
            page={page}
            size={size}
            // A new page or filter shows the spinner; the reads every 2 s behind a live list do not.
            loading={list.isPending || list.isPlaceholderData}
            filtered={Boolean(query.state || query.modelNumber)}
            onPage={setPage}
          />
        </Flex>
      </Card>
    </Flex>
  );
}
