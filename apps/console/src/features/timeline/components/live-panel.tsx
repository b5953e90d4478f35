import { messages } from '@console/contracts/messages';
import type { TimelineKind } from '@console/contracts/timeline';
import { Card, Flex, List, Switch, Typography } from 'antd';
import { useState } from 'react';
import type { TimelineSubject } from '../api/keys';
import { useLiveTail } from '../hooks/use-live-tail';
import { TimelineEntryItem } from './timeline-entry';

/**
 * The live tail: the subject's MQTT messages as the server receives them, newest first, while the
 * switch is on (on when the page opens), of the kinds the filter shows. Announced politely to
 * screen readers as they arrive.
 */
export function LivePanel({ subject, kinds }: { subject: TimelineSubject; kinds: readonly TimelineKind[] }) {
  const [on, setOn] = useState(true);
  const { messages: arrived, state } = useLiveTail(subject, on);
  // The kind filter holds here too: what the list below shows is what arrives above.
  const live = kinds.length ? arrived.filter((m) => kinds.includes(m.kind)) : arrived;
  const note =
    state === 'retrying' || state === 'refused'
      ? messages.timelineLiveUnavailable
      : live.length
        ? null
        : state === 'ready'
          ? messages.timelineLiveWaiting
          : messages.timelineLiveOn;
  return (
    <Card
      size="small"
      title={
        <Flex gap="small" align="center">
          <h2 className="card-title" id="timeline-live">
            {messages.timelineLive}
          </h2>
          <Switch size="small" checked={on} onChange={setOn} aria-labelledby="timeline-live" />
        </Flex>
      }
    >
      {on ? (
        <Flex vertical gap="small" aria-live="polite" aria-labelledby="timeline-live">
          {note ? <Typography.Text type="secondary">{note}</Typography.Text> : null}
          {live.length ? (
            <List
              size="small"
              style={{ maxHeight: 240, overflowY: 'auto' }}
              dataSource={live}
              renderItem={(message) => (
                <List.Item key={`${message.at}-${message.topic}-${message.event}`}>
                  <TimelineEntryItem entry={message} showDevice={subject.type === 'home'} />
                </List.Item>
              )}
            />
          ) : null}
        </Flex>
      ) : null}
    </Card>
  );
}
