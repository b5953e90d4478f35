import type { DeviceUsage } from '@console/contracts/device-history';
import { messages } from '@console/contracts/messages';
import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { formatTimestamp } from '../../../../shared/format/format-timestamp';
import { deviceUsageQuery } from '../../api/get-device-usage';
import { ConnectionTag } from '../connection-tag';
import { DevicePopup, type PopupProps } from './device-popup';

const shown = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

function UsageDetails({ usage }: { usage: DeviceUsage }) {
  const row = (key: string, label: string, children: ReactNode) => ({ key, label, children });
  const items = [
    row(
      'state',
      messages.connectionStatus,
      <ConnectionTag onlineStatus={usage.onlineStatus} connectedTime={usage.connectedTime} />,
    ),
    row('ps', messages.powerStatus, shown(usage.ps)),
    row('acdl', messages.filterDustLevel, usage.acdl === null ? '—' : `${usage.acdl}%`),
    row('cnt', messages.lastControlledBy, shown(usage.cnt)),
    row('lcmd', messages.lastAction, shown(usage.lcmd)),
    row('errors', messages.deviceErrors, usage.errors.length ? usage.errors.join(', ') : '—'),
    row('ts', messages.lastReported, shown(formatTimestamp(usage.ts))),
    row('updatedTime', messages.updatedTime, shown(formatTimestamp(usage.updatedTime))),
    row('nextUpdate', messages.nextUpdate, shown(formatTimestamp(usage.nextUpdate))),
  ];
  return <Descriptions bordered size="small" column={1} items={items} />;
}

/** Device Usage Info Details: connection and the last reported status. */
export default function UsagePopup({ deviceId, onClose }: PopupProps) {
  return (
    <DevicePopup
      title={messages.usagePopupTitle}
      query={deviceUsageQuery(deviceId)}
      failedText={messages.deviceDetailsFailed}
      isEmpty={(u) => u.ts === null && u.connectedTime === null}
      emptyText={messages.noDataAvailable}
      onClose={onClose}
    >
      {(usage) => <UsageDetails usage={usage} />}
    </DevicePopup>
  );
}
