import { fillMessage, messages } from '@console/contracts/messages';
import type { Segment } from '@console/contracts/segments';
import { useQuery } from '@tanstack/react-query';
import { Flex, Select, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { formatDateTime } from '@/shared/format/dates';
import { segmentListQuery } from '../api/list-segments';
import { countText } from '../fleet-labels';

/** A segment's last use ('Last used: 12 devices, November 17th 2026, 3:50:03 pm') or that it has none. */
export const lastUseText = (s: Segment) =>
  s.lastCount === null || s.lastUsedAt === null
    ? messages.segmentNeverUsed
    : fillMessage(messages[s.lastCount === 1 ? 'segmentLastUseOne' : 'segmentLastUse'], {
        count: countText(s.lastCount),
        time: formatDateTime(s.lastUsedAt),
      });

interface Props {
  /** The open segment, offered even when the narrowed list lacks it. */
  current: Segment | undefined;
  onOpen: (segmentId: string | null) => void;
}

/** The saved segments the person may open, theirs first, then those shared with them; typing narrows the list on the server. */
export function SegmentPicker({ current, onOpen }: Props) {
  const [text, setText] = useState('');
  const id = useId();
  const list = useQuery(segmentListQuery(text));
  const listed = list.data?.segments ?? [];
  const segments =
    current && !listed.some((s) => s.segmentId === current.segmentId) ? [current, ...listed] : listed;
  const option = (s: Segment) => ({ value: s.segmentId, label: s.name, segment: s });
  const groups = [
    { label: messages.segmentsMine, options: segments.filter((s) => s.mine).map(option) },
    { label: messages.segmentsSharedWithMe, options: segments.filter((s) => !s.mine).map(option) },
  ].filter((g) => g.options.length > 0);

  return (
    <Flex vertical gap={4} style={{ flex: '1 1 420px', maxWidth: 560 }}>
      <Flex gap="small" align="center">
        <label htmlFor={id} style={{ whiteSpace: 'nowrap' }}>
          {messages.segmentPicker}
        </label>
        <Select
          id={id}
          style={{ flex: 1, minWidth: 0 }}
          placeholder={messages.segmentPickerPlaceholder}
          value={current?.segmentId ?? null}
          options={groups}
          loading={list.isFetching}
          showSearch
          filterOption={false}
          onSearch={setText}
          allowClear
          onChange={(chosen: string | undefined) => onOpen(chosen ?? null)}
          notFoundContent={list.isFetching ? messages.loading : messages.noDataFound}
          optionRender={(o) => {
            const s = (o.data as { segment?: Segment }).segment;
            if (!s) return o.label;
            return (
              <Flex vertical>
                <Flex gap={6} align="center">
                  <Typography.Text strong>{s.name}</Typography.Text>
                  {s.visibility === 'tenant' ? <Tag>{messages.segmentSharedTag}</Tag> : null}
                </Flex>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {s.mine ? '' : `${fillMessage(messages.segmentBy, { name: s.ownerName })} · `}
                  {lastUseText(s)}
                </Typography.Text>
              </Flex>
            );
          }}
        />
      </Flex>
      {list.error ? (
        <Typography.Text type="danger" role="alert">
          {errorText(list.error, messages.segmentsLoadFailed)}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
