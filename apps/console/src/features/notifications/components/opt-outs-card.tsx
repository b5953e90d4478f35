import { can } from '@console/contracts/access';
import { fillMessage, messages } from '@console/contracts/messages';
import {
  CHANNEL_TYPES,
  type ChannelType,
  isOptedOut,
  type NotificationOptOuts,
  OPT_OUT_BY_APP,
  OPTIONAL_SEVERITIES,
  type OptOutScope,
} from '@console/contracts/notifications';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Checkbox, List, Space, Switch, Typography } from 'antd';
import { errorText } from '@/shared/api/api-error';
import { formatDateTime } from '@/shared/format/dates';
import { usePrincipal } from '@/shared/session/use-principal';
import { showAlert } from '@/shared/ui/alert-store';
import { optOutsQuery, useSetOptOut } from '../api/opt-outs';

const LABELS: Record<ChannelType, string> = { push: 'Push', sms: 'SMS', email: 'E-mail' };
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
type OptOut = NotificationOptOuts['optOuts'][number];

/** Who opted the user out and when: a staff user by name, or the user in the app. */
const byWhom = (o: OptOut) =>
  o.setBy === OPT_OUT_BY_APP
    ? fillMessage(messages.notificationOptedOutInApp, { date: formatDateTime(o.at) })
    : fillMessage(messages.notificationOptedOutBy, { name: o.setBy, date: formatDateTime(o.at) });

/**
 * A user's notification channels on User Info (issue 34): each one on unless the user opted out of
 * all of it, and under it the kinds of message an alert is not, each ticked unless opted out of
 * (the contracts' rule, isOptedOut, as the send path reads it). Support changes them at the user's
 * request (audited on the server); the user may also in the app. Shown to whoever may.
 */
export default function NotificationOptOutsCard({ userId }: { userId: string }) {
  const principal = usePrincipal();
  const allowed = principal ? can(principal, 'notificationOptOuts') : false;
  const query = useQuery({ ...optOutsQuery(userId), enabled: allowed });
  const set = useSetOptOut(userId);
  if (!allowed) return null;
  const optOuts = query.data?.optOuts ?? [];
  const change = (channel: ChannelType, severity: OptOutScope, optedOut: boolean) =>
    set.mutate(
      { channel, severity, optedOut },
      { onError: (e) => showAlert('danger', errorText(e, messages.notificationOptOutFailed)) },
    );
  const pending = (channel: ChannelType, severity: OptOutScope) =>
    set.isPending && set.variables?.channel === channel && set.variables.severity === severity;
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
              const mine = optOuts.filter((o) => o.channel === channel);
              const whole = mine.find((o) => o.severity === 'all');
              // An alert stops only for the whole channel: the switch is the alert's reading.
              const on = !isOptedOut(optOuts, channel, 'alert');
              return (
                <List.Item>
                  <Space direction="vertical" size={2}>
                    <Space wrap>
                      <Switch
                        aria-label={`${LABELS[channel]} notifications`}
                        checked={on}
                        loading={pending(channel, 'all')}
                        onChange={(checked) => change(channel, 'all', !checked)}
                      />
                      {LABELS[channel]}
                      {whole ? <Typography.Text type="secondary">{byWhom(whole)}</Typography.Text> : null}
                    </Space>
                    <Space
                      wrap
                      size={[12, 0]}
                      role="group"
                      aria-label={fillMessage(messages.notificationSeveritiesOf, {
                        channel: LABELS[channel],
                      })}
                    >
                      {OPTIONAL_SEVERITIES.map((severity) => (
                        <Checkbox
                          key={severity}
                          checked={!isOptedOut(optOuts, channel, severity)}
                          disabled={!on || set.isPending}
                          onChange={(e) => change(channel, severity, !e.target.checked)}
                        >
                          {capitalised(severity)}
                        </Checkbox>
                      ))}
                    </Space>
                    {mine
                      .filter((o) => o.severity !== 'all')
                      .map((o) => (
                        <Typography.Text key={o.severity} type="secondary">
                          {fillMessage(messages.notificationSeverityOptedOut, {
                            severity: capitalised(o.severity),
                            by: byWhom(o),
                          })}
                        </Typography.Text>
                      ))}
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
