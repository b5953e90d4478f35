import { messages } from '@console/contracts/messages';
import { Space, Tag, Typography } from 'antd';
import { type DateValue, formatDateTime, millisOf } from '../format/dates';

interface Props {
  onlineStatus: string | boolean | null | undefined;
  connectedTime: DateValue;
}

/** Online only when onlineStatus is 'true'; otherwise Offline with the last-active time (spec 001 section 4). */
export function ConnectionTag({ onlineStatus, connectedTime }: Props) {
  const online = String(onlineStatus) === 'true';
  const lastActive =
    online || millisOf(connectedTime) === undefined ? undefined : formatDateTime(connectedTime);
  return (
    <Space size="small" wrap>
      <Tag color={online ? 'green' : 'default'} className="connection-tag">
        {online ? messages.online : messages.offline}
      </Tag>
      {lastActive ? (
        <Typography.Text>
          {messages.connectedTime}: {lastActive}
        </Typography.Text>
      ) : null}
    </Space>
  );
}
