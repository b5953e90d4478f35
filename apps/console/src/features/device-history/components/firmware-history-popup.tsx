import type { FirmwareHistoryItem } from '@console/contracts/device-history';
import { messages } from '@console/contracts/messages';
import { type TableColumnsType, Tag } from 'antd';
import { formatDateTime } from '@/shared/format/dates';
import { firmwareHistoryQuery } from '../api/get-firmware-history';
import type { PopupProps } from './device-popup';
import { HistoryPopup } from './history-popup';

const columns: TableColumnsType<FirmwareHistoryItem> = [
  { key: 'firmwareVersion', title: messages.firmwareVersion, dataIndex: 'firmwareVersion' },
  { key: 'downloadDate', title: messages.downloadDate, render: (_, r) => formatDateTime(r.downloadDate) },
  {
    key: 'deviceStatus',
    title: messages.deviceStatus,
    render: (_, r) => <Tag color={r.deviceStatus === 'FAILED' ? 'red' : 'green'}>{r.deviceStatus}</Tag>,
  },
  { key: 'modelNumber', title: messages.modelNumber, dataIndex: 'modelNumber' },
];

/** Device Firmware Upgrade History: each download and its outcome, newest first. */
export default function FirmwareHistoryPopup({ deviceId, onClose }: PopupProps) {
  return (
    <HistoryPopup
      title={messages.firmwareHistoryTitle}
      query={firmwareHistoryQuery(deviceId)}
      failedText={messages.firmwareDetailsFailed}
      columns={columns}
      rowKey={(r) => `${r.downloadDate}-${r.firmwareVersion}-${r.deviceStatus}`}
      onClose={onClose}
    />
  );
}
