import { fillMessage, messages } from '@console/contracts/messages';
import type { AudienceChannel, ChannelType, NotificationAudience } from '@console/contracts/notifications';
import { Flex, Typography } from 'antd';
import { formatDateTime } from '@/shared/format/dates';
import { browserTimeZone, type QuietMode } from '../notification-view';
import { AudienceNotes, AudienceTable, CHANNEL_LABELS, sendTimeText } from './audience-figures';

interface Props {
  question: string;
  audience: NotificationAudience;
  channel?: ChannelType;
  quietMode?: QuietMode;
}

/**
 * When the task's channel is done: at the provider's pace from its first run, or, when quiet hours
 * hold some, about when the last window ends and its held messages have gone at that pace.
 */
export function finishText(c: AudienceChannel, channel: ChannelType, runAt: number): string {
  const name = CHANNEL_LABELS[channel];
  if (c.sendNow + c.held === 0) return fillMessage(messages.confirmBroadcastNobody, { channel: name });
  if (c.heldUntil === null || c.held === 0)
    return fillMessage(messages.confirmBroadcastTime, { channel: name, time: sendTimeText(c) });
  const at = Math.max(
    runAt + Math.ceil(c.sendNow / c.ratePerSecond),
    c.heldUntil + Math.ceil(c.held / c.ratePerSecond),
  );
  return fillMessage(messages.confirmBroadcastFinish, {
    channel: name,
    time: formatDateTime(at),
    zone: browserTimeZone(),
    pace: sendTimeText(c),
  });
}

/**
 * The question before a broadcast (spec 002 section 8) and, as the Send tab's preview counts them
 * (issue 34), its audience per channel after opt-outs, quiet hours and the cap, and when the task's
 * channel is estimated to finish.
 */
export function BroadcastConfirmation({ question, audience, channel, quietMode }: Props) {
  const own = channel ? audience.channels[channel] : undefined;
  return (
    <Flex vertical gap="small" className="broadcast-confirmation">
      <Typography.Paragraph style={{ margin: 0 }}>{question}</Typography.Paragraph>
      <AudienceTable data={audience} channel={channel} />
      {channel && own ? (
        <Typography.Paragraph strong style={{ margin: 0 }}>
          {finishText(own, channel, audience.runAt)}
        </Typography.Paragraph>
      ) : null}
      <AudienceNotes data={audience} channel={channel} quietMode={quietMode} />
    </Flex>
  );
}

/** The confirmation as a dialog's content (the send hook asks it through antd's modal). */
export const broadcastConfirmation = (props: Props) => <BroadcastConfirmation {...props} />;
