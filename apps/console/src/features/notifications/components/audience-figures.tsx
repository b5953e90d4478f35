import { fillMessage, messages } from '@console/contracts/messages';
import {
  type AudienceChannel,
  CHANNEL_TYPES,
  type ChannelType,
  elapsedText,
  type NotificationAudience,
} from '@console/contracts/notifications';
import { Grid, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/shared/format/dates';
import { formatFigure } from '@/shared/format/figures';
import { browserTimeZone, type QuietMode } from '../notification-view';

/**
 * The audience of a task per channel, as the audience call counts it (issue 34): the table and its
 * notes, shown alike by the Send tab's preview and the broadcast's confirmation.
 */

export const CHANNEL_LABELS: Record<ChannelType, string> = { push: 'Push', sms: 'SMS', email: 'E-mail' };

/** How long the ones that go take at the provider's pace: under a second, seconds, minutes, then hours. */
export function sendTimeText(
  c: Pick<AudienceChannel, 'sendNow' | 'held' | 'ratePerSecond' | 'estimatedSeconds'>,
) {
  const seconds = c.estimatedSeconds;
  if (c.sendNow + c.held === 0) return '—';
  if ((c.sendNow + c.held) / c.ratePerSecond < 1) return 'under 1 s';
  if (seconds < 3600) return `≈ ${elapsedText(seconds * 1000)}`;
  return `≈ ${Math.floor(seconds / 3600)} h ${Math.round((seconds % 3600) / 60)} min`;
}

type Row = AudienceChannel & { channel: ChannelType };

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** The counted columns, in the order the engine decides them. */
type FigureKey = keyof AudienceChannel & ('recipients' | 'optedOut' | 'held' | 'capped' | 'sendNow');
const FIGURES: [FigureKey, string][] = [
  ['recipients', 'Recipients'],
  ['optedOut', 'Opted out'],
  ['held', 'Held by quiet hours'],
  ['capped', 'Over the promotion cap'],
  ['sendNow', 'Sent at once'],
];

/** A counted figure; a dash where the cap is not in play (not a promotion, or the tenant has none). */
const figureCell = (c: AudienceChannel, key: FigureKey) => {
  const n = c[key];
  return n === null ? <span title={messages.audiencePreviewNoCap}>—</span> : formatFigure(n);
};
const timeCell = (c: AudienceChannel, wrap = false) => (
  <span style={wrap ? undefined : NO_WRAP} title={`${formatFigure(c.ratePerSecond)} a second`}>
    {sendTimeText(c)}
  </span>
);

interface TableProps {
  data: NotificationAudience | undefined;
  /** The channel of the task: its row (on a phone, its column) is marked. */
  channel?: string;
  loading?: boolean;
}

/**
 * Per channel: the users it reaches, those who opted out of it, those quiet hours hold at the first
 * run, those over the promotion cap, those sent at once, and how long the sends take. On a phone a
 * figure a row and a channel a column, so every figure is in view without scrolling sideways.
 */
export function AudienceTable(props: TableProps) {
  return Grid.useBreakpoint().xs ? <ByFigure {...props} /> : <ByChannel {...props} />;
}

function ByChannel({ data, channel, loading }: TableProps) {
  return (
    <Table<Row>
      rowKey="channel"
      size="small"
      pagination={false}
      scroll={{ x: true }}
      loading={loading}
      dataSource={data ? CHANNEL_TYPES.map((c) => ({ channel: c, ...data.channels[c] })) : []}
      columns={[
        {
          title: 'Channel',
          key: 'channel',
          // On one line, the tag beside the name: a narrow table scrolls rather than stacking them.
          render: (_, r) => (
            <span style={NO_WRAP}>
              {CHANNEL_LABELS[r.channel]}
              {r.channel === channel ? <Tag style={{ marginInlineStart: 8 }}>This task</Tag> : null}
            </span>
          ),
        },
        ...FIGURES.map(([key, title]) => ({
          title,
          key,
          align: 'right' as const,
          render: (_: unknown, r: Row) => figureCell(r, key),
        })),
        { title: 'Time to send', key: 'time', align: 'right', render: (_, r) => timeCell(r) },
      ]}
    />
  );
}

interface FigureRow {
  key: string;
  title: string;
  cell: (c: AudienceChannel) => ReactNode;
}
const FIGURE_ROWS: FigureRow[] = [
  ...FIGURES.map(([key, title]) => ({ key, title, cell: (c: AudienceChannel) => figureCell(c, key) })),
  { key: 'time', title: 'Time to send', cell: (c) => timeCell(c, true) },
];

function ByFigure({ data, channel, loading }: TableProps) {
  return (
    <Table<FigureRow>
      rowKey="key"
      size="small"
      pagination={false}
      loading={loading}
      dataSource={data ? FIGURE_ROWS : []}
      columns={[
        { title: 'Figure', key: 'figure', render: (_, r) => r.title },
        ...CHANNEL_TYPES.map((c) => ({
          title: (
            <>
              {CHANNEL_LABELS[c]}
              {c === channel ? <Tag style={{ display: 'block', marginInlineEnd: 0 }}>This task</Tag> : null}
            </>
          ),
          key: c,
          align: 'right' as const,
          render: (_: unknown, r: FigureRow) => (data ? r.cell(data.channels[c]) : null),
        })),
      ]}
    />
  );
}

/**
 * When held messages go: each recipient's window ends on their own clock, so the last of them is
 * named in this browser's clock with the zone said (a reader elsewhere is not misled).
 */
export const heldUntilText = (end: string, lastSeconds: number) =>
  fillMessage(messages.audiencePreviewHeldUntil, {
    end,
    time: formatDateTime(lastSeconds),
    zone: browserTimeZone(),
  });

/** When it was counted, which quiet hours hold whom and until when, and what the time to send means. */
export function AudienceNotes({
  data,
  channel,
  quietMode,
  busy,
}: {
  data: NotificationAudience;
  channel?: string;
  quietMode?: QuietMode;
  busy?: boolean;
}) {
  const held = CHANNEL_TYPES.map((c) => data.channels[c]).filter((c) => c.heldUntil !== null);
  const chosen = channel ? data.channels[channel as ChannelType] : undefined;
  const last = (chosen ? [chosen] : held).reduce<number | null>(
    (at, c) => (c.heldUntil === null ? at : Math.max(at ?? 0, c.heldUntil)),
    null,
  );
  return (
    <Typography.Paragraph type="secondary" aria-live="polite">
      {fillMessage(messages.audiencePreviewAsOf, { time: formatDateTime(data.asOf) })}
      {busy ? ' Counting again…' : null}{' '}
      {data.quietHours
        ? fillMessage(messages.audiencePreviewQuiet, {
            ...data.quietHours,
            source: quietMode === 'window' ? 'this task’s' : 'the tenant’s default',
          })
        : fillMessage(messages.audiencePreviewNoQuiet, {
            source: quietMode === 'none' ? 'this task has none' : 'the tenant’s default has none',
          })}{' '}
      {last !== null && data.quietHours ? `${heldUntilText(data.quietHours.end, last)} ` : null}
      {messages.audiencePreviewPace}
    </Typography.Paragraph>
  );
}
