import { can } from '@console/contracts/access';
import { fillMessage, messages } from '@console/contracts/messages';
import {
  NOTIFICATION_LOG_PAGE_SIZE,
  type NotificationLogEntry,
  type NotificationTask,
  SEVERITIES,
} from '@console/contracts/notifications';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '@console/contracts/users';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Button, Card, Flex, Form, Input, Modal, Select, Space, Table, Typography } from 'antd';
import { type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import { errorText } from '../../../shared/api/api-error';
import { ConsoleForm } from '../../../shared/forms/console-form';
import { countryOptions, dialOf } from '../../../shared/forms/country-options';
import { usePrincipal } from '../../../shared/session/use-principal';
import { useSession } from '../../../shared/session/use-session';
import { showAlert } from '../../../shared/ui/alert-store';
import { useCancelNotificationTask } from '../api/cancel-notification-task';
import { findUserId } from '../api/find-user';
import { notificationLogQuery } from '../api/get-notification-log';
import { notificationTaskQuery } from '../api/get-notification-task';
import { notificationTasksQuery } from '../api/list-notification-tasks';
import { formatNotificationTime } from '../notification-view';
import { IdTail } from './id-tail';
import type { DetailsSubject } from './notification-details';
import { TaskTable } from './task-table';

/** A key that would type a character other than a digit (shortcuts such as Ctrl+V pass). */
const typedNonDigit = (e: KeyboardEvent<HTMLInputElement>) =>
  e.key.length === 1 && !/\d/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey;

type SearchType = 'userId' | 'email' | 'mobile' | 'taskId';
const LABELS: Record<SearchType, string> = {
  userId: 'User ID',
  email: 'User E-mail ID',
  mobile: 'User Mobile no',
  taskId: 'Task ID',
};
interface Values {
  type: SearchType;
  value: string;
  country?: string;
}

/** The Search Notification tab (spec 002 sections 2, 4, 5 and 8). */
export function SearchPanel({ onView }: { onView: (subject: DetailsSubject) => void }) {
  const principal = usePrincipal();
  const session = useSession();
  const [form] = Form.useForm<Values>();
  const types = (['userId', 'email', 'mobile', 'taskId'] as const).filter((t) =>
    principal ? can(principal, t === 'taskId' ? 'getNotificationTask' : 'getNotificationList') : false,
  );
  const type = Form.useWatch('type', form) ?? types[0];
  const countries = useMemo(() => countryOptions(session?.user.allowedCountries ?? []), [session]);
  const [userId, setUserId] = useState('');
  const [taskId, setTaskId] = useState('');
  const [page, setPage] = useState(1);
  const [severity, setSeverity] = useState('');
  const [typed, setTyped] = useState('');
  const [confirming, setConfirming] = useState(false);
  const log = useQuery(notificationLogQuery(userId, page, severity));
  const task = useQuery(notificationTaskQuery(taskId));
  const known = useQuery({ ...notificationTasksQuery(typed, 10), enabled: type === 'taskId' });
  const cancel = useCancelNotificationTask();

  useEffect(() => {
    if (log.error)
      showAlert(
        'danger',
        `${errorText(log.error, messages.fetchNotificationDataFailed)} - User ID: ${userId}`,
      );
  }, [log.error, userId]);
  useEffect(() => {
    if (task.error)
      showAlert('danger', `${errorText(task.error, messages.fetchTaskFailed)} - Task ID: ${taskId}`);
  }, [task.error, taskId]);

  /** The results and what goes with them (page, severity, the task id typed ahead, a pending cancel). */
  function hideResults() {
    setUserId('');
    setTaskId('');
    setPage(1);
    setSeverity('');
    setTyped('');
    setConfirming(false);
  }

  async function search(v: Values) {
    const value = v.value.trim();
    setPage(1);
    if (v.type === 'taskId') {
      setUserId('');
      setTaskId(value);
      return;
    }
    setTaskId('');
    const mobile = `+${dialOf(countries, v.country)}${value}`;
    if (v.type === 'email' && !EMAIL_PATTERN.test(value))
      return form.setFields([{ name: 'value', errors: [messages.invalidRequest] }]);
    if (v.type === 'mobile' && !MOBILE_PATTERN.test(mobile))
      return form.setFields([{ name: 'value', errors: [messages.invalidRequest] }]);
    try {
      const id = await findUserId(
        v.type === 'email' ? { email: value } : v.type === 'mobile' ? { mobile } : { userId: value },
      );
      setUserId(id ?? '');
      if (!id) showAlert('danger', messages.unableToFindUser);
    } catch (error) {
      setUserId('');
      showAlert('danger', errorText(error, messages.unableToFindUser));
    }
  }

  async function confirmCancel() {
    setConfirming(false);
    try {
      showAlert('success', (await cancel.mutateAsync(taskId)).message);
    } catch (error) {
      showAlert('danger', `${errorText(error, messages.cancelTaskFailed)} - Task ID: ${taskId}`);
    }
  }

  const rows = log.data ?? [];
  const viewTask = (t: NotificationTask) =>
    onView({
      ids: { 'Task ID': t.taskId },
      severity: t.severity,
      ts: t.creationDate,
      message: t.message,
      raw: t,
    });
  const viewEntry = (e: NotificationLogEntry) =>
    onView({
      ids: { 'Unique Id': e.uniqueId, 'Task ID': e.taskId, 'User ID': userId },
      severity: e.severity,
      ts: e.ts,
      message: e.message,
      raw: e,
    });

  return (
    <Flex vertical gap="middle">
      <Card>
        <ConsoleForm
          form={form}
          layout="inline"
          initialValues={{ type: types[0], value: '', country: countries[0]?.value }}
          onFinish={search}
          onValuesChange={(changed) => {
            // Spec 002 section 9: a new search type clears the typed value and hides the results.
            if (!changed.type) return;
            form.setFields([{ name: 'value', value: '', errors: [] }]);
            hideResults();
          }}
        >
          <Form.Item name="type" label={messages.searchBy}>
            <Select style={{ minWidth: 170 }} options={types.map((t) => ({ value: t, label: LABELS[t] }))} />
          </Form.Item>
          {type === 'mobile' ? (
            <Form.Item name="country" label="Country code">
              <Select
                style={{ minWidth: 200 }}
                options={countries.map((c) => ({ value: c.value, label: c.label }))}
              />
            </Form.Item>
          ) : null}
          <Form.Item
            name="value"
            rules={[
              { required: true, whitespace: true, message: `Please enter ${LABELS[type ?? 'userId']}` },
            ]}
          >
            {type === 'taskId' ? (
              <AutoComplete
                style={{ minWidth: 320 }}
                aria-label={LABELS.taskId}
                placeholder="Task ID"
                onSearch={setTyped}
                options={(known.data ?? []).map((t) => ({ value: t.taskId }))}
              />
            ) : (
              <Input
                aria-label={LABELS[type ?? 'userId']}
                inputMode={type === 'mobile' ? 'numeric' : undefined}
                onKeyDown={(e) => type === 'mobile' && typedNonDigit(e) && e.preventDefault()}
                style={{ minWidth: 260 }}
              />
            )}
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit">
              {messages.search}
            </Button>
          </Form.Item>
        </ConsoleForm>
      </Card>
      {taskId ? (
        <Card
          title="Notification Task"
          size="small"
          extra={
            principal && can(principal, 'cancelNotification') ? (
              <Button
                danger
                disabled={!task.data || task.data.status.taskStatus === 'cancelled'}
                onClick={() => setConfirming(true)}
              >
                {messages.cancelNotification}
              </Button>
            ) : null
          }
        >
          <TaskTable tasks={task.data ? [task.data] : []} loading={task.isLoading} onView={viewTask} />
        </Card>
      ) : null}
      {userId ? (
        <Card
          size="small"
          title={`Notifications of ${userId}`}
          extra={
            <Select
              aria-label="Severity filter"
              style={{ minWidth: 170 }}
              value={severity}
              onChange={(v) => {
                setSeverity(v);
                setPage(1);
              }}
              options={[{ value: '', label: 'None' }, ...SEVERITIES.map((s) => ({ value: s, label: s }))]}
            />
          }
        >
          <Table<NotificationLogEntry>
            rowKey="uniqueId"
            size="small"
            loading={log.isFetching}
            dataSource={rows}
            pagination={false}
            columns={[
              { title: 'Unique Id', key: 'id', render: (_, e) => <IdTail id={e.uniqueId} /> },
              { title: 'Created At', key: 'ts', render: (_, e) => formatNotificationTime(e.ts) },
              { title: 'Severity', dataIndex: 'severity' },
              {
                title: 'Actions',
                key: 'actions',
                render: (_, e) => (
                  <Button size="small" onClick={() => viewEntry(e)}>
                    View
                  </Button>
                ),
              },
            ]}
          />
          <Space style={{ marginTop: 12 }}>
            <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <Typography.Text>Page : {page}</Typography.Text>
            <Button disabled={rows.length < NOTIFICATION_LOG_PAGE_SIZE} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </Space>
        </Card>
      ) : null}
      <Modal
        open={confirming}
        title={messages.cancelNotification}
        okText="Confirm"
        cancelText="Cancel"
        onOk={confirmCancel}
        onCancel={() => setConfirming(false)}
      >
        {fillMessage(messages.confirmCancelNotification, { taskId })}
      </Modal>
    </Flex>
  );
}
