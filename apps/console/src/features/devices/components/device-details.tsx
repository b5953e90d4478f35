import { can } from '@console/contracts/access';
import type { Device } from '@console/contracts/devices';
import { messages } from '@console/contracts/messages';
import { Card, Descriptions, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/shared/format/dates';
import { usePrincipal } from '@/shared/session/use-principal';
import { ConnectionTag } from '@/shared/ui/connection-tag';

const TEXT_FIELDS = [
  'deviceId',
  'modelNumber',
  'modelName',
  'macAddress',
  'serialNumber',
  'productSerialNumber',
  'efuseMacAddress',
  'brand',
  'category',
  'firmwareVersion',
] as const;
const DATE_FIELDS = ['manufacturedDate', 'createdAt', 'provisionedAt', 'onboardedAt'] as const;
const CONNECT_FIELDS = ['alexaConnectDate', 'googleHomeConnectDate'] as const;
const shown = (value: string | null | undefined) => value || '—';
/** The fields shown with an edit to those who may edit. */
export type EditableField = 'modelNumber' | 'productSerialNumber';

interface Props {
  device: Device;
  /** The resolved owner name and latest firmware; null for a level-0 factory admin's reduced view. */
  extras: { ownerName: string | null; latestFirmware: string | null } | null;
  /** The editable fields with their edits (the device-actions area's), asked only of those who may edit. */
  edits: () => Record<EditableField, ReactNode>;
  /** Beside the title (Send FOTA Trigger). */
  extra: ReactNode;
}

/** Every device field of spec 001 section 3, plus its connection state and latest firmware. */
export function DeviceDetails({ device, extras, edits, extra }: Props) {
  const principal = usePrincipal();
  const mayEdit = principal ? can(principal, 'editDevice') : false;
  const row = (key: string, label: string, children: ReactNode) => ({ key, label, children });
  // Level above 1 and a level-0 factory admin may edit these two (spec 001 sections 4 and 6).
  const edited: Partial<Record<(typeof TEXT_FIELDS)[number], ReactNode>> = mayEdit ? edits() : {};

  const items: DescriptionsProps['items'] = [
    row(
      'connection',
      messages.connectionStatus,
      <ConnectionTag onlineStatus={device.onlineStatus} connectedTime={device.connectedTime} />,
    ),
    ...TEXT_FIELDS.map((k) => row(k, messages[k], edited[k] ?? shown(device[k]))),
    // The cloud record's date, named so beside the line test's factory record.
    ...DATE_FIELDS.map((k) =>
      row(k, k === 'createdAt' ? messages.cloudCreatedAt : messages[k], formatDateTime(device[k])),
    ),
    row('createdBy', messages.createdBy, shown(device.createdBy)),
    // A level-0 factory admin sees no onboarded-by and no latest firmware (spec 001 section 6).
    ...(extras
      ? [
          row('onboardedBy', messages.onboardedBy, shown(extras.ownerName)),
          row('onboardedById', messages.onboardedById, shown(device.onboardedById)),
          row('latestFirmware', messages.latestFirmwareVersion, shown(extras.latestFirmware)),
        ]
      : []),
    ...CONNECT_FIELDS.map((k) => row(k, messages[k], formatDateTime(device[k]))),
  ];

  return (
    <Card title={<h2 className="card-title">{messages.deviceDetails}</h2>} extra={extra}>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} items={items} />
    </Card>
  );
}
