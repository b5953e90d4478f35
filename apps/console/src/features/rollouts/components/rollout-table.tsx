import { fillMessage, messages } from '@console/contracts/messages';
import { rolloutOf } from '@console/contracts/paths';
import type { RolloutSummary } from '@console/contracts/rollouts';
import { Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format/dates';
import { EmptyState } from '@/shared/ui/empty-state';
import { ROLLOUT_PAGE_SIZES } from '../hooks/use-rollout-list-params';
import { RolloutStateTag } from './rollout-state-tag';

interface Props {
  rows: RolloutSummary[];
  total: number;
  page: number;
  size: number;
  loading: boolean;
  filtered: boolean;
  onPage: (page: number, size: number) => void;
}

const columns: TableColumnsType<RolloutSummary> = [
  {
    title: messages.rolloutName,
    key: 'name',
    render: (_, r) => <Link to={rolloutOf(r.rolloutId)}>{r.name}</Link>,
  },
  { title: messages.rolloutModel, dataIndex: 'modelNumber', key: 'model' },
  { title: messages.rolloutVersion, dataIndex: 'firmwareVersion', key: 'version' },
  { title: messages.rolloutState, key: 'state', render: (_, r) => <RolloutStateTag state={r.state} /> },
  {
    title: messages.rolloutPhase,
    key: 'phase',
    render: (_, r) =>
      fillMessage(messages.rolloutPhaseOf, { current: r.currentPhase + 1, count: r.phaseCount }),
  },
  {
    title: messages.rolloutProgress,
    key: 'progress',
    align: 'right',
    render: (_, r) => `${r.installed.toLocaleString()} / ${r.targetCount.toLocaleString()}`,
  },
  {
    title: messages.rolloutFailed,
    dataIndex: 'failed',
    key: 'failed',
    align: 'right',
    render: (n: number) => n.toLocaleString(),
  },
  { title: messages.rolloutCreatedBy, dataIndex: 'createdBy', key: 'createdBy' },
  {
    title: messages.rolloutCreatedAt,
    dataIndex: 'createdAt',
    key: 'createdAt',
    render: (at: number) => formatDateTime(at),
  },
];

/** A page of rollouts, paged on the server; each name opens its rollout. */
export function RolloutTable({ rows, total, page, size, loading, filtered, onPage }: Props) {
  return (
    <Table<RolloutSummary>
      rowKey="rolloutId"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <EmptyState text={filtered ? messages.noRolloutsMatch : messages.noRollouts} /> }}
      pagination={{
        current: page + 1,
        pageSize: size,
        total,
        showSizeChanger: true,
        pageSizeOptions: ROLLOUT_PAGE_SIZES.map(String),
        onChange: (next, nextSize) => onPage(next - 1, nextSize),
      }}
    />
  );
}
