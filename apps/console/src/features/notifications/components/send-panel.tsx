import { can } from '@console/contracts/access';
import { fillMessage, messages } from '@console/contracts/messages';
import {
  BROADCAST_COUNTRIES,
  type DraftField,
  type NotificationTask,
  notificationErrors,
  SEVERITIES,
  usesBroadAudience,
} from '@console/contracts/notifications';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Checkbox,
  DatePicker,
  Flex,
  Form,
  Input,
  Select,
  Space,
  Switch,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { errorText } from '../../../shared/api/api-error';
import { ConsoleForm } from '../../../shared/forms/console-form';
import { usePrincipal } from '../../../shared/session/use-principal';
import { useSession } from '../../../shared/session/use-session';
import { showAlert } from '../../../shared/ui/alert-store';
import { notificationTaskQuery } from '../api/get-notification-task';
import { notificationTasksQuery } from '../api/list-notification-tasks';
import { countAudience, useSendNotification } from '../api/send-notification';
import { type SendFormValues, toTaskBody } from '../notification-view';
import { MessageBlock } from './message-block';
import { ScheduleBlock } from './schedule-block';
import { TaskTable } from './task-table';
import { UsersBlock } from './users-block';

/** Which form field shows each rule's message. */
const FIELD_OF: Record<DraftField, keyof SendFormValues> = {
  channel: 'channel',
  message: 'payload',
  severity: 'severity',
  users: 'userIds',
  schedule: 'scheduleType',
  expiry: 'expiry',
};
/** The message rule's field is the channel's first message control. */
const fieldOf = (field: DraftField, channel?: string): keyof SendFormValues =>
  field !== 'message'
    ? FIELD_OF[field]
    : channel === 'sms'
      ? 'text'
      : channel === 'email'
        ? 'subject'
        : 'payload';
const INITIAL: SendFormValues = { platform: ['ios', 'an'], scheduleType: 'now', isFeedbackRequired: false };

/** The Send Notification tab (spec 002 sections 2, 4, 5 and 8). */
export function SendPanel({ onView }: { onView: (task: NotificationTask) => void }) {
  const [form] = Form.useForm<SendFormValues>();
  const principal = usePrincipal();
  const session = useSession();
  const send = useSendNotification();
  const [lastTaskId, setLastTaskId] = useState('');
  const recent = useQuery(notificationTasksQuery('', 1));
  const shownId = lastTaskId || recent.data?.[0]?.taskId || '';
  const last = useQuery(notificationTaskQuery(shownId));
  const channel = Form.useWatch('channel', form);
  const scheduleType = Form.useWatch('scheduleType', form);
  const broad = principal ? can(principal, 'broadNotificationAudience') : false;

  useEffect(() => {
    if (recent.error) showAlert('danger', errorText(recent.error, messages.fetchNotificationDataFailed));
  }, [recent.error]);

  async function submit(values: SendFormValues) {
    const body = toTaskBody(values);
    const errors = notificationErrors(body, Date.now());
    const fields = Object.entries(errors).map(([field, message]) => ({
      name: fieldOf(field as DraftField, values.channel),
      errors: [message as string],
    }));
    // The previous attempt's messages go; this attempt's come.
    form.setFields(
      Object.values(FIELD_OF)
        .concat(['text', 'subject'])
        .map((name) => ({ name, errors: [] })),
    );
    if (fields.length > 0) {
      form.setFields(fields);
      showAlert('danger', fields[0]?.errors[0] ?? messages.createNotificationFailed);
      return;
    }
    try {
      if (usesBroadAudience(body.users)) {
        const audience = await countAudience(body);
        const country = body.users?.country ? BROADCAST_COUNTRIES[body.users.country] : undefined;
        const text = fillMessage(messages.confirmBroadcast, {
          audience: country ? fillMessage(messages.allUsersIn, { country }) : messages.allUsers,
          ...audience,
        });
        if (!window.confirm(text)) return;
      }
      const created = await send.mutateAsync(body);
      showAlert('success', fillMessage(messages.notificationTaskCreated, { taskId: created.taskId }));
      setLastTaskId(created.taskId);
    } catch (error) {
      showAlert('danger', errorText(error, messages.createNotificationFailed));
    }
  }

  return (
    <Flex vertical gap="middle">
      <Card title={messages.lastSentNotification} size="small">
        <TaskTable
          tasks={last.data ? [last.data] : []}
          loading={last.isLoading && shownId !== ''}
          onView={onView}
        />
      </Card>
      <Card>
        <ConsoleForm
          form={form}
          layout="vertical"
          initialValues={INITIAL}
          onFinish={submit}
          onValuesChange={(changed) =>
            form.setFields(
              Object.keys(changed).map((name) => ({ name: name as keyof SendFormValues, errors: [] })),
            )
          }
          className="notification-form"
        >
          <Space wrap align="start" size="large">
            <Form.Item label="Channel" name="channel">
              <Select
                style={{ minWidth: 180 }}
                placeholder="Select channel"
                options={[
                  { value: 'push', label: 'Push' },
                  { value: 'sms', label: 'SMS' },
                  { value: 'email', label: 'E-mail' },
                ]}
              />
            </Form.Item>
            {channel === 'push' ? (
              <Form.Item label="Platform" name="platform">
                <Checkbox.Group
                  options={[
                    { value: 'ios', label: 'iOS' },
                    { value: 'an', label: 'Android' },
                  ]}
                />
              </Form.Item>
            ) : null}
            <Form.Item label="Expiry" name="expiry">
              <DatePicker showTime={{ format: 'hh:mm a' }} format="DD MMM YYYY hh:mm a" />
            </Form.Item>
            <Form.Item label="Severity" name="severity">
              <Select
                style={{ minWidth: 180 }}
                placeholder="Select severity"
                options={SEVERITIES.map((s) => ({ value: s, label: s.charAt(0).toUpperCase() + s.slice(1) }))}
              />
            </Form.Item>
          </Space>
          <MessageBlock channel={channel} />
          <UsersBlock form={form} broad={broad} categories={session?.user.allowedDeviceCategories ?? []} />
          <ScheduleBlock type={scheduleType} />
          <fieldset className="notification-block">
            <legend>Additional Information</legend>
            <Space wrap align="start" size="large">
              <Form.Item label="Feedback Required" name="isFeedbackRequired" valuePropName="checked">
                <Switch />
              </Form.Item>
              <Form.Item label="Notification Tag" name="notificationTag">
                <Input maxLength={100} />
              </Form.Item>
            </Space>
          </fieldset>
          <Space>
            <Button type="primary" htmlType="submit" loading={send.isPending}>
              {messages.createNotificationTask}
            </Button>
            <Button onClick={() => form.resetFields()}>Reset</Button>
          </Space>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            Counts of the last task refresh every 10 s until it is processed.
          </Typography.Paragraph>
        </ConsoleForm>
      </Card>
    </Flex>
  );
}
