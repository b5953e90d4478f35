import { DEVICE_LOG_TABLE_PAGE_SIZE } from '@console/contracts/constants';
import type { DeviceActivityRow } from '@console/contracts/device-logs';
import { messages } from '@console/contracts/messages';
import type { TableColumnsType } from 'antd';
import { formatDateTime } from '@/shared/format/dates';
import { deviceActivityLogsQuery } from '../api/get-device-activity-logs';
import { PagedLogTable } from './paged-log-table';
import { useLogPage } from './use-log-page';

const columns: TableColumnsType<DeviceActivityRow> = [
  { key: 'ts', title: messages.logTime, render: (_, row) => formatDateTime(row.timestamp), width: 240 },
  { key: 'activity', title: messages.logActivity, dataIndex: 'activity' },
  { key: 'status', title: messages.logStatus, dataIndex: 'status', width: 110 },
  { key: 'serialNumber', title: messages.serialNumber, dataIndex: 'serialNumber' },
  { key: 'productSerialNumber', title: messages.productSerialNumber, dataIndex: 'productSerialNumber' },
  { key: 'macAddress', title: messages.macAddress, dataIndex: 'macAddress' },
];

/**
 * Device Logs: the device's activity, 100 rows a call shown 20 a table page (spec 001 section 9);
 * Previous/Next for the next hundred.
 */
export default function DeviceActivityTab({ deviceId }: { deviceId: string }) {
  const table = useLogPage((page) => deviceActivityLogsQuery(deviceId, page), messages.deviceLogsFailed);

  return (
    <PagedLogTable
      columns={columns}
      {...table}
      rowKey={(row, i) => `${row.timestamp}-${i}`}
      scrollX={900}
      tablePageSize={DEVICE_LOG_TABLE_PAGE_SIZE}
    />
  );
}
