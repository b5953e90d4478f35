import type { OnboardHistoryItem } from '@console/contracts/device-history';
import { messages } from '@console/contracts/messages';
import { type TableColumnsType, Tag } from 'antd';
import { formatDateTime } from '@/shared/format/dates';
import { onboardHistoryQuery } from '../api/get-onboard-history';
import type { PopupProps } from './device-popup';
import { HistoryPopup } from './history-popup';

const columns: TableColumnsType<OnboardHistoryItem> = [
  {
    key: 'activity',
    title: messages.logActivity,
    render: (_, r) => <Tag color={r.activity === 'onboard' ? 'blue' : 'orange'}>{r.activity}</Tag>,
  },
  { key: 'userId', title: messages.userId, render: (_, r) => r.userId ?? '—' },
  { key: 'ts', title: messages.logTime, render: (_, r) => formatDateTime(r.ts) },
];

/** Device Onboarding / Offboarding History: who onboarded or offboarded it, when. */
export default function OnboardHistoryPopup({ deviceId, onClose }: PopupProps) {
  return (
    <HistoryPopup
      title={messages.onboardHistoryTitle}
      query={onboardHistoryQuery(deviceId)}
      failedText={messages.deviceDetailsFailed}
      columns={columns}
      rowKey={(r) => `${r.ts}-${r.activity}`}
      onClose={onClose}
    />
  );
}
