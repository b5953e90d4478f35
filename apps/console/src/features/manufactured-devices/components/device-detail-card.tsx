import { DEVICE_DETAIL_FIELDS, type DeviceDetail } from '@console/contracts/manufactured-devices';
import { messages } from '@console/contracts/messages';
import { Descriptions } from 'antd';
import { formatDateTime } from '@/shared/format/dates';

const DATES = new Set<keyof DeviceDetail>(['manufacturedDate', 'createdAt', 'provisionedAt', 'onboardedAt']);

/** A field as people read it: a date (epoch seconds on the wire) in the console's display format, never the raw number. */
function shown(field: keyof DeviceDetail, value: DeviceDetail[keyof DeviceDetail]) {
  if (DATES.has(field) && typeof value !== 'string') return formatDateTime(value);
  if (value === null || value === '') return '—';
  return String(value);
}

/** Every field of the device detail entity (spec 002 section 3), in the entity's order. */
export function DeviceDetailCard({ device, title }: { device: DeviceDetail; title?: string }) {
  return (
    <Descriptions
      title={title}
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      items={DEVICE_DETAIL_FIELDS.map((field) => ({
        key: field,
        // The factory record's date, named so beside Device Info's cloud record.
        label: field === 'createdAt' ? messages.factoryCreatedAt : messages[field],
        children: <span data-field={field}>{shown(field, device[field])}</span>,
      }))}
    />
  );
}
