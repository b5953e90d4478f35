import { dataCountryName } from '@console/contracts/access';
import { messages } from '@console/contracts/messages';
import { deviceInfoOf } from '@console/contracts/paths';
import type { FleetDevice } from '@console/contracts/segments';
import { Table, type TableColumnsType, Tag } from 'antd';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '@/shared/format/dates';

const COLUMNS: TableColumnsType<FleetDevice> = [
  { title: messages.serialNumber, dataIndex: 'serialNumber', key: 'serialNumber' },
  {
    title: messages.deviceId,
    dataIndex: 'deviceId',
    key: 'deviceId',
    render: (id: string) => <Link to={deviceInfoOf(id)}>{id}</Link>,
  },
  { title: messages.fleetModelColumn, dataIndex: 'modelNumber', key: 'modelNumber' },
  { title: messages.category, dataIndex: 'category', key: 'category' },
  { title: messages.brand, dataIndex: 'brand', key: 'brand' },
  { title: messages.fleetCountry, dataIndex: 'country', key: 'country', render: dataCountryName },
  { title: messages.fleetFirmwareColumn, dataIndex: 'firmwareVersion', key: 'firmwareVersion' },
  {
    title: messages.fleetConnection,
    dataIndex: 'online',
    key: 'online',
    render: (online: boolean) => (
      <Tag color={online ? 'green' : 'default'} className="connection-tag">
        {online ? messages.online : messages.offline}
      </Tag>
    ),
  },
  {
    title: messages.fleetLastSeen,
    dataIndex: 'lastSeen',
    key: 'lastSeen',
    // Online now is seen now; otherwise when it went offline.
    render: (at: number | null, d) => (d.online ? messages.fleetSeenNow : formatDateTime(at)),
  },
  {
    title: messages.fleetOnboarded,
    dataIndex: 'onboardedAt',
    key: 'onboardedAt',
    render: (at: number | null) => formatDate(at),
  },
];

/** A page of the matching devices; the device id opens Device Info. */
export function FleetTable({ devices, loading }: { devices: FleetDevice[]; loading: boolean }) {
  return (
    <Table<FleetDevice>
      rowKey="deviceId"
      size="small"
      columns={COLUMNS}
      dataSource={devices}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
