import type { DeviceUsage } from '@console/contracts/device-history';
import { messages } from '@console/contracts/messages';
import { parameterLabel, statusValue } from '@console/contracts/telemetry';
import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/shared/format/dates';
import { ConnectionTag } from '@/shared/ui/connection-tag';
import { deviceUsageQuery } from '../api/get-device-usage';
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
    row('connectedTime', messages.connectedTimeLabel, formatDateTime(usage.connectedTime)),
    row('ps', parameterLabel('ps'), shown(usage.ps)),
    row('acdl', parameterLabel('acdl'), usage.acdl === null ? '—' : `${usage.acdl}%`),
    row('cnt', parameterLabel('cnt'), shown(usage.cnt)),
    // Last Action holds the code of the field last changed: shown by that code's name.
    row('lcmd', parameterLabel('lcmd'), shown(usage.lcmd && statusValue('lcmd', usage.lcmd))),
    row('errors', parameterLabel('errors'), usage.errors.length ? usage.errors.join(', ') : '—'),
    row('ts', messages.lastReported, formatDateTime(usage.ts)),
    row('updatedTime', messages.updatedTime, formatDateTime(usage.updatedTime)),
    row('nextUpdate', messages.nextUpdate, formatDateTime(usage.nextUpdate)),
  ];
  return <Descriptions bordered size="small" column={1} items={items} />;
}

/** Device Usage Info Details: connection, connected time and the last reported status, codes by name. */
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
