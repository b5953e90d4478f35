import { HistoryOutlined } from '@ant-design/icons';
import { messages } from '@console/contracts/messages';
import { deviceTimelineOf, homeTimelineOf } from '@console/contracts/paths';
import { LinkButton } from './link-button';

/** Opens a device's or a home's timeline. */
export default function TimelineLink({ deviceId, homeId }: { deviceId?: string; homeId?: string }) {
  const to = deviceId ? deviceTimelineOf(deviceId) : homeTimelineOf(homeId ?? '');
  return (
    <LinkButton to={to} icon={<HistoryOutlined aria-hidden />}>
      {messages.timelineTitle}
    </LinkButton>
  );
}
