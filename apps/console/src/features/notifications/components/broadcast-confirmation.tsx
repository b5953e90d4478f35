import { fillMessage, messages } from '@console/contracts/messages';
import type { ChannelType, NotificationAudience } from '@console/contracts/notifications';
import { Flex, Typography } from 'antd';
import type { QuietMode } from '../notification-view';
import { AudienceNotes, AudienceTable, CHANNEL_LABELS, sendTimeText } from './audience-figures';

/**
 * The question before a broadcast (spec 002 section 8) and, as the Send tab's preview counts them
 * (issue 34), its audience per channel after opt-outs, quiet hours and the cap, and how long the
 * task's channel takes to finish at the provider's pace.
 */
interface Props {
  question: string;
  audience: NotificationAudience;
  channel?: ChannelType;
  quietMode?: QuietMode;
}

export function BroadcastConfirmation({ question, audience, channel, quietMode }: Props) {
  const own = channel ? audience.channels[channel] : undefined;
  return (
    <Flex vertical gap="small" className="broadcast-confirmation">
      <Typography.Paragraph style={{ margin: 0 }}>{question}</Typography.Paragraph>
      <AudienceTable data={audience} channel={channel} />
      {channel && own ? (
        <Typography.Paragraph strong style={{ margin: 0 }}>
          {own.sendNow + own.held === 0
            ? fillMessage(messages.confirmBroadcastNobody, { channel: CHANNEL_LABELS[channel] })
            : fillMessage(messages.confirmBroadcastTime, {
                channel: CHANNEL_LABELS[channel],
                time: sendTimeText(own),
              })}
        </Typography.Paragraph>
      ) : null}
      <AudienceNotes data={audience} channel={channel} quietMode={quietMode} />
    </Flex>
  );
}

/** The confirmation as a dialog's content (the send hook asks it through antd's modal). */
export const broadcastConfirmation = (props: Props) => <BroadcastConfirmation {...props} />;
