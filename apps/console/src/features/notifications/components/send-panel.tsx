import { can } from '@console/contracts/access';
import { messages } from '@console/contracts/messages';
import { type NotificationTask, quietHoursError, SEVERITIES } from '@console/contracts/notifications';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Checkbox, Flex, Form, Input, Row, Select, Space, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { ConsoleForm } from '@/shared/forms/console-form';
import { usePrincipal } from '@/shared/session/use-principal';
import { useSession } from '@/shared/session/use-session';
import { showAlert } from '@/shared/ui/alert-store';
import { notificationTaskQuery } from '../api/get-notification-task';
import { notificationTasksQuery } from '../api/list-notification-tasks';
import { useAudiencePreview } from '../hooks/use-audience-preview';
import { useSendTask } from '../hooks/use-send-task';
import { type SendFormValues, toTaskBody } from '../notification-view';
import { AudiencePreview } from './audience-preview';
import { DateTimeField, FORM_GUTTER, GridField } from './form-grid';
import { MessageBlock } from './message-block';
import { QuietHoursBlock } from './quiet-hours-block';
import { ScheduleBlock } from './schedule-block';
import { SnapshotAudience, useDropSnapshotLink } from './snapshot-audience';
import { TaskTable } from './task-table';
import { UsersBlock } from './users-block';

/** What a new form holds, and what Reset (and a successful send) put back. */
const INITIAL: SendFormValues = {
  platform: ['ios', 'an'],
  scheduleType: 'now',
  isFeedbackRequired: false,
  quietMode: 'tenant',
};

/** The Send Notification tab (spec 002 sections 2, 4, 5 and 8). */
export function SendPanel({ onView }: { onView: (task: NotificationTask) => void }) {
  const [form] = Form.useForm<SendFormValues>();
  const principal = usePrincipal();
  const session = useSession();
  const [lastTaskId, setLastTaskId] = useState('');
  const recent = useQuery(notificationTasksQuery('', 1));
  const shownId = lastTaskId || recent.data?.[0]?.taskId || '';
  const last = useQuery(notificationTaskQuery(shownId));
  const channel = Form.useWatch('channel', form);
  const scheduleType = Form.useWatch('scheduleType', form);
  const quietMode = Form.useWatch('quietMode', form);
  const preview = useAudiencePreview(form);
  const broad = principal ? can(principal, 'broadNotificationAudience') : false;

  useEffect(() => {
    if (recent.error) showAlert('danger', errorText(recent.error, messages.fetchNotificationDataFailed));
  }, [recent.error]);

  const dropSnapshotLink = useDropSnapshotLink();
  const { submit, submitting, dialogs } = useSendTask(form, (taskId) => {
    setLastTaskId(taskId);
    // Sent to a Fleet Search snapshot's owners: a reload must not offer to send to them again.
    dropSnapshotLink();
  });

  return (
    <Flex vertical gap="middle">
      {dialogs}
      <Card title={messages.lastSentNotification} size="small">
        <TaskTable
          label={messages.lastSentNotification}
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
          onValuesChange={(changed, values) => {
            form.setFields(
              Object.keys(changed).map((name) => ({ name: name as keyof SendFormValues, errors: [] })),
            );
            // A window's rule speaks as soon as both ends are chosen (issue 34).
            if ('quietWindow' in changed && values.quietWindow?.every(Boolean)) {
              const error = quietHoursError(toTaskBody(values));
              if (error) form.setFields([{ name: 'quietWindow', errors: [error] }]);
            }
          }}
          className="notification-form"
        >
          {/* A grid: each field keeps its column's width and its message wraps under it. */}
          <Row gutter={FORM_GUTTER}>
            <GridField label="Channel" name="channel">
              <Select
                className="full-width"
                placeholder="Select channel"
                options={[
                  { value: 'push', label: 'Push' },
                  { value: 'sms', label: 'SMS' },
                  { value: 'email', label: 'E-mail' },
                ]}
              />
            </GridField>
            {channel === 'push' ? (
              <GridField label="Platform" name="platform">
                <Checkbox.Group
                  options={[
                    { value: 'ios', label: 'iOS' },
                    { value: 'an', label: 'Android' },
                  ]}
                />
              </GridField>
            ) : null}
            <DateTimeField label="Expiry" name="expiry" />
            <GridField label="Severity" name="severity">
              <Select
                className="full-width"
                placeholder="Select severity"
                options={SEVERITIES.map((s) => ({
                  value: s,
                  label: s.charAt(0).toUpperCase() + s.slice(1),
                }))}
              />
            </GridField>
          </Row>
          <MessageBlock channel={channel} />
          <SnapshotAudience form={form} />
          <UsersBlock form={form} broad={broad} categories={session?.user.allowedDeviceCategories ?? []} />
          <ScheduleBlock type={scheduleType} />
          <QuietHoursBlock mode={quietMode} />
          <fieldset className="notification-block">
            <legend>Additional Information</legend>
            <Row gutter={FORM_GUTTER}>
              <GridField label="Feedback Required" name="isFeedbackRequired" valuePropName="checked">
                <Switch />
              </GridField>
              <GridField label="Notification Tag" name="notificationTag">
                <Input maxLength={100} />
              </GridField>
            </Row>
          </fieldset>
          <AudiencePreview channel={channel} quietMode={quietMode} preview={preview} />
          <Space>
            <Button type="primary" htmlType="submit" loading={submitting}>
              {messages.createNotificationTask}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                // Reset leaves a Fleet Search snapshot too: a reload must not bring it back.
                dropSnapshotLink();
              }}
            >
              Reset
            </Button>
          </Space>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            Counts of the last task refresh every 10 s until it is processed.
          </Typography.Paragraph>
        </ConsoleForm>
      </Card>
    </Flex>
  );
}
