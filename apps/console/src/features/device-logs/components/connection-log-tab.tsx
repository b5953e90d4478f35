import type { ConnectionLogRow } from '@console/contracts/device-logs';
import { fillMessage, messages } from '@console/contracts/messages';
import { type TableColumnsType, Tag } from 'antd';
import { formatDateTime } from '@/shared/format/dates';
import { connectionLogsQuery } from '../api/get-connection-logs';
import { PagedLogTable } from './paged-log-table';
import { useLogPage } from './use-log-page';

const columns: TableColumnsType<ConnectionLogRow> = [
  {
    key: 'status',
    title: messages.logStatus,
    width: 140,
    render: (_, row) =>
      row.onlineStatus === 1 ? <Tag color="green">{messages.online}</Tag> : <Tag>{messages.offline}</Tag>,
  },
  { key: 'ts', title: messages.logTime, render: (_, row) => formatDateTime(row.timestamp) },
];

/** Connection Status Logs: connects and disconnects, newest first (spec 001 section 2). */
export default function ConnectionLogTab({ deviceId }: { deviceId: string }) {
  const table = useLogPage(
    (page) => connectionLogsQuery(deviceId, page),
    fillMessage(messages.connectionLogsFailed, { id: deviceId }),
  );

  return <PagedLogTable columns={columns} {...table} rowKey={(row, i) => `${row.timestamp}-${i}`} />;
}
