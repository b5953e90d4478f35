import { can } from '@console/contracts/access';
import type { Device } from '@console/contracts/devices';
import { messages } from '@console/contracts/messages';
import { Card, Descriptions, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { formatTimestamp } from '../../../shared/format/format-timestamp';
import { usePrincipal } from '../../../shared/session/use-principal';
import { ModelNumberEdit, ProductSerialEdit } from './actions/device-field-edits';
import { ConnectionTag } from './connection-tag';
import { FotaTriggerButton } from './fota-trigger-button';

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
/** A level-0 factory admin sees no onboarded-by (spec 001 section 6). */
const OWNER_FIELDS = ['onboardedBy', 'onboardedById'] as const;

const shown = (value: string | null | undefined) => value || '—';

interface Props {
  device: Device;
  /** After a serial edit: a search by the old serial would no longer find the device. */
  onSerialChanged?: (serial: string) => void;
}

/** Every device field of spec 001 section 3, plus its connection state. */
export function DeviceDetails({ device, onSerialChanged }: Props) {
  const principal = usePrincipal();
  const full = principal ? can(principal, 'deviceDetailFull') : false;
  const mayEdit = principal ? can(principal, 'editDevice') : false;
  const row = (key: string, label: string, children: ReactNode) => ({ key, label, children });
  // Level above 1 and a level-0 factory admin may edit these two (spec 001 sections 4 and 6).
  const edits: Partial<Record<(typeof TEXT_FIELDS)[number], ReactNode>> = mayEdit
    ? {
        modelNumber: <ModelNumberEdit device={device} />,
        productSerialNumber: <ProductSerialEdit device={device} onSaved={onSerialChanged} />,
      }
    : {};

  const items: DescriptionsProps['items'] = [
    row(
      'connection',
      messages.connectionStatus,
      <ConnectionTag onlineStatus={device.onlineStatus} connectedTime={device.connectedTime} />,
    ),
    ...TEXT_FIELDS.map((k) => row(k, messages[k], edits[k] ?? shown(device[k]))),
    ...DATE_FIELDS.map((k) => row(k, messages[k], shown(formatTimestamp(device[k])))),
    row('createdBy', messages.createdBy, shown(device.createdBy)),
    ...(full ? OWNER_FIELDS.map((k) => row(k, messages[k], shown(device[k]))) : []),
    ...CONNECT_FIELDS.map((k) => row(k, messages[k], shown(formatTimestamp(device[k])))),
  ];

  return (
    <Card
      title={<h2 className="card-title">{messages.deviceDetails}</h2>}
      extra={<FotaTriggerButton device={device} />}
    >
      <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} items={items} />
    </Card>
  );
}
