import { can } from '@console/contracts/access';
import { fillMessage, messages } from '@console/contracts/messages';
import { CHANNEL_TYPES, type ChannelType } from '@console/contracts/notifications';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, List, Space, Switch, Typography } from 'antd';
import { errorText } from '@/shared/api/api-error';
import { formatDateTime } from '@/shared/format/dates';
import { usePrincipal } from '@/shared/session/use-principal';
import { showAlert } from '@/shared/ui/alert-store';
import { optOutsQuery, useSetOptOut } from '../api/opt-outs';

const LABELS: Record<ChannelType, string> = { push: 'Push', sms: 'SMS', email: 'E-mail' };

/**
 * A user's notification channels on User Info (issue 34): each one on unless the user opted out of
 * it, switched by support at the user's request (audited on the server). Shown to whoever may.
 */
export default function NotificationOptOutsCard({ userId }: { userId: string }) {
  const principal = usePrincipal();
  const allowed = principal ? can(principal, 'notificationOptOuts') : false;
  const query = useQuery({ ...optOutsQuery(userId), enabled: allowed });
  const set = useSetOptOut(userId);
  if (!allowed) return null;
  const out = new Map((query.data?.optOuts ?? []).map((o) => [o.channel, o]));
  return (
    <Card title={<h2 className="card-title">{messages.notificationOptOuts}</h2>} loading={query.isLoading}>
      {query.error ? (
        <Alert
          type="warning"
          showIcon
          message={errorText(query.error, messages.notificationOptOutsLoadFailed)}
        />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{messages.notificationOptOutsHelp}</Typography.Paragraph>
          <List
            size="small"
            dataSource={[...CHANNEL_TYPES]}
            renderItem={(channel) => {
              const optOut = out.get(channel);
              return (
                <List.Item>
                  <Space wrap>
                    <Switch
                      aria-label={`${LABELS[channel]} notifications`}
                      checked={!optOut}
                      loading={set.isPending && set.variables?.channel === channel}
                      onChange={(on) =>
                        set.mutate(
                          { channel, optedOut: !on },
                          {
                            onError: (e) =>
                              showAlert('danger', errorText(e, messages.notificationOptOutFailed)),
                          },
                        )
                      }
                    />
                    {LABELS[channel]}
                    {optOut ? (
                      <Typography.Text type="secondary">
                        {fillMessage(messages.notificationOptedOutBy, {
                          name: optOut.setBy,
                          date: formatDateTime(optOut.at),
                        })}
                      </Typography.Text>
                    ) : null}
                  </Space>
                </List.Item>
              );
            }}
          />
        </>
      )}
    </Card>
  );
}
