import type { DiagnosticsData } from '@console/contracts/device-history';
import { messages } from '@console/contracts/messages';
import { Descriptions, Flex, Typography } from 'antd';
import { formatDateTime } from '@/shared/format/dates';
import { diagnosticsDataQuery } from '../api/get-diagnostics-data';
import { DevicePopup, type PopupProps } from './device-popup';

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

function DiagnosticsGroups({ data }: { data: DiagnosticsData }) {
  return (
    <Flex vertical gap="middle">
      <Typography.Text>
        {messages.reportedAt}: {formatDateTime(data.ts)}
      </Typography.Text>
      {data.groups.map(({ group, fields }) => (
        <Descriptions
          key={group}
          title={<h3 className="card-title">{group}</h3>}
          bordered
          size="small"
          column={1}
          // The group is the heading: each label is the field's name and unit alone.
          items={fields.map((f) => ({
            key: f.key,
            label: f.desc.replace(`${group}: `, ''),
            children: shown(f.value),
          }))}
        />
      ))}
    </Flex>
  );
}

/** Diagnostics Data: the latest diagnostic report in its four groups (spec 000 section 2). */
export default function DiagnosticsPopup({ deviceId, onClose }: PopupProps) {
  return (
    <DevicePopup
      title={messages.diagnosticsTitle}
      query={diagnosticsDataQuery(deviceId)}
      failedText={messages.deviceDetailsFailed}
      isEmpty={(d) => d.groups.length === 0}
      emptyText={messages.noDataAvailable}
      onClose={onClose}
    >
      {(data) => <DiagnosticsGroups data={data} />}
    </DevicePopup>
  );
}
