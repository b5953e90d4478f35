import { fillMessage, messages } from '@console/contracts/messages';
import type { TimelineEntry } from '@console/contracts/timeline';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '@/shared/format/dates';
import { eventText, fieldText, KIND_LABELS } from '../timeline-text';

/** Details shown at first; the rest behind 'Show n more' (a report has dozens). */
const FIRST_FIELDS = 6;

/** Entries of a live message carry what the server said about it. */
type Shown = Omit<TimelineEntry, 'key'> & { rejected?: string | null };

const KIND_COLORS: Partial<Record<TimelineEntry['kind'], string>> = {
  connection: 'blue',
  diagnostic: 'purple',
  command: 'geekblue',
  firmware: 'cyan',
  audit: 'gold',
  feedback: 'magenta',
  warranty: 'green',
};

/**
 * One event: when, its kind and what happened, the device (on a home's timeline) and its details
 * as 'label: value' (times in the console's date words), the first few until asked for all. A
 * redacted entry says so instead.
 */
export function TimelineEntryItem({ entry, showDevice }: { entry: Shown; showDevice: boolean }) {
  const [all, setAll] = useState(false);
  const hidden = entry.fields.length - FIRST_FIELDS;
  const fields = all || hidden <= 0 ? entry.fields : entry.fields.slice(0, FIRST_FIELDS);
  const fault = entry.event === 'faults' || entry.event === 'errors' || entry.rejected;
  return (
    <Flex vertical gap={2}>
      <Flex gap="small" wrap align="baseline">
        <Typography.Text type="secondary">
          <time dateTime={new Date(entry.at).toISOString()}>{formatDateTime(entry.at)}</time>
        </Typography.Text>
        <Tag color={KIND_COLORS[entry.kind]}>{KIND_LABELS[entry.kind]}</Tag>
        <Typography.Text strong type={fault ? 'danger' : undefined}>
          {eventText(entry)}
        </Typography.Text>
        {showDevice && entry.deviceId ? (
          <Typography.Text>
            {fillMessage(messages.timelineDevice, { deviceId: entry.deviceId })}
          </Typography.Text>
        ) : null}
        {showDevice && !entry.deviceId && entry.userId ? (
          <Typography.Text>{fillMessage(messages.timelineMember, { userId: entry.userId })}</Typography.Text>
        ) : null}
      </Flex>
      {entry.rejected ? <Typography.Text type="danger">{entry.rejected}</Typography.Text> : null}
      {entry.redacted ? (
        <Typography.Text type="secondary" italic>
          {messages.timelineRedacted}
        </Typography.Text>
      ) : entry.fields.length ? (
        <Typography.Paragraph style={{ margin: 0 }}>
          {fields.map((field, i) => (
            <span key={field.key}>
              {i ? ' · ' : ''}
              <Typography.Text type="secondary" title={field.desc}>
                {field.header}:
              </Typography.Text>{' '}
              <span>{fieldText(field)}</span>
            </span>
          ))}
          {hidden > 0 ? (
            <Button type="link" size="small" aria-expanded={all} onClick={() => setAll(!all)}>
              {all
                ? messages.timelineFewerFields
                : fillMessage(messages.timelineMoreFields, { count: hidden })}
            </Button>
          ) : null}
        </Typography.Paragraph>
      ) : null}
    </Flex>
  );
}
