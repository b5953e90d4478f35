import { can } from '@console/contracts/access';
import { fillMessage, messages } from '@console/contracts/messages';
import {
  isCancellable,
  NOTIFICATION_LOG_PAGE_SIZE,
  type NotificationLogEntry,
  type NotificationTask,
  SEVERITIES,
} from '@console/contracts/notifications';
import { EMAIL_PATTERN, MOBILE_PATTERN, type UserSearchBody } from '@console/contracts/users';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Input, Modal, Select, Space, Table, Typography } from 'antd';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, errorText } from '@/shared/api/api-error';
import { ConsoleForm } from '@/shared/forms/console-form';
import { countryOptions, dialOf } from '@/shared/forms/country-options';
import { FilterButtons } from '@/shared/forms/filter-buttons';
import { usePrincipal } from '@/shared/session/use-principal';
import { useSession } from '@/shared/session/use-session';
import { showAlert } from '@/shared/ui/alert-store';
import { useCancelNotificationTask } from '../api/cancel-notification-task';
import { userIdQuery } from '../api/find-user';
import { notificationLogQuery } from '../api/get-notification-log';
import { notificationTaskQuery } from '../api/get-notification-task';
import { notificationTasksQuery } from '../api/list-notification-tasks';
import {
  type NotificationSearch,
  SEARCH_TYPES,
  type SearchType,
  searchOf,
  useNotificationSearchParams,
} from '../hooks/use-notification-search-params';
import { formatNotificationTime } from '../notification-view';
import { IdTail } from './id-tail';
import { type DetailsSubject, taskSubject } from './notification-details';
import { TaskIdField } from './task-id-field';
import { TaskTable } from './task-table';

/** A key that would type a character other than a digit (shortcuts such as Ctrl+V pass). */
const typedNonDigit = (e: KeyboardEvent<HTMLInputElement>) =>
  e.key.length === 1 && !/\d/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey;

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

/** What the users search is asked for a search; null for a task search or a value that is not valid. */
function lookupOf(s: NotificationSearch | null, dial: (country?: string) => string): UserSearchBody | null {
  if (!s || s.type === 'taskId') return null;
  if (s.type === 'email') return EMAIL_PATTERN.test(s.value) ? { email: s.value } : null;
  if (s.type === 'mobile') {
    const mobile = `+${dial(s.country)}${s.value}`;
    return MOBILE_PATTERN.test(mobile) ? { mobile } : null;
  }
  return { userId: s.value };
}

/**
 * The log call's failure (spec 002 section 8): the server's message, or 'Failed to fetch Notification
 * Data'. The server's 'Unable to find user details' for a user id it does not know is the e-mail and
 * mobile look-up's text, so a user id search says the log call's own.
 */
const logFailure = (error: unknown) =>
  error instanceof ApiError && error.code === 'unableToFindUser'
    ? messages.fetchNotificationDataFailed
    : errorText(error, messages.fetchNotificationDataFailed);

/** What the form shows, compared with the URL's search. */
const keyOf = (t: SearchType | undefined, s: NotificationSearch | null) => JSON.stringify([t, s]);

/**
 * The Search Notification tab (spec 002 sections 2, 4, 5 and 8). The search, its severity filter
 * and page are kept in the URL (ours), so a reload, Back or a shared link shows the same results.
 */
export function SearchPanel({ onView }: { onView: (subject: DetailsSubject) => void }) {
  const principal = usePrincipal();
  const session = useSession();
  const [form] = Form.useForm<Values>();
  const types = SEARCH_TYPES.filter((t) =>
    principal ? can(principal, t === 'taskId' ? 'getNotificationTask' : 'getNotificationList') : false,
  );
  const url = useNotificationSearchParams(types);
  const { search, page, severity } = url;
  const type = Form.useWatch('type', form) ?? url.type;
  const countries = useMemo(() => countryOptions(session?.user.allowedCountries ?? []), [session]);
  const firstCountry = countries[0]?.value;
  const asked = lookupOf(search, (c) => dialOf(countries, c ?? firstCountry));
  const lookup = useQuery(userIdQuery(asked));
  const userId = lookup.data ?? '';
  const taskId = search?.type === 'taskId' ? search.value : '';
  const [typed, setTyped] = useState('');
  const [confirming, setConfirming] = useState(false);
  const log = useQuery(notificationLogQuery(userId, page, severity));
  const task = useQuery(notificationTaskQuery(taskId));
  const known = useQuery({ ...notificationTasksQuery(typed, 10), enabled: type === 'taskId' });
  const cancel = useCancelNotificationTask();

  /** The form shows a search (none: the type's empty field), nothing typed ahead or asked. */
  const show = useCallback(
    (shownType: SearchType | undefined, shown: NotificationSearch | null) => {
      form.setFields([
        { name: 'type', value: shownType, errors: [] },
        { name: 'value', value: shown?.value ?? '', errors: [] },
        { name: 'country', value: shown?.country ?? firstCountry },
      ]);
      setTyped('');
      setConfirming(false);
    },
    [form, firstCountry],
  );
  // The form follows the URL's search after a reload, Back or Forward; not when the URL only catches
  // up with the form (what is typed meanwhile is kept).
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const key = keyOf(url.type, search);
    if (shown.current === key) return;
    shown.current = key;
    show(url.type, search);
  }, [show, url.type, search]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same answer read again (the same search once more) says so again.
  useEffect(() => {
    if (lookup.error) showAlert('danger', errorText(lookup.error, messages.unableToFindUser));
    else if (lookup.data === null) showAlert('danger', messages.unableToFindUser);
  }, [lookup.data, lookup.error, lookup.dataUpdatedAt, lookup.errorUpdatedAt]);
  useEffect(() => {
    if (log.error) showAlert('danger', `${logFailure(log.error)} - User ID: ${userId}`);
  }, [log.error, userId]);
  useEffect(() => {
    if (task.error)
      showAlert('danger', `${errorText(task.error, messages.fetchTaskFailed)} - Task ID: ${taskId}`);
  }, [task.error, taskId]);

  function submit(v: Values) {
    const next: NotificationSearch = { type: v.type, value: v.value.trim(), country: v.country };
    if (!lookupOf(next, (c) => dialOf(countries, c)) && next.type !== 'taskId')
      return form.setFields([{ name: 'value', errors: [messages.invalidRequest] }]);
    const same =
      search?.type === next.type &&
      search.value === next.value &&
      (next.type !== 'mobile' || (search.country ?? firstCountry) === next.country);
    // The same search again reads it again (a new search is a new URL, read under its own keys).
    if (!same || page !== 1 || severity) {
      shown.current = keyOf(next.type, searchOf(next.type, next.value, next.country));
      return url.setSearch(next);
    }
    if (next.type === 'taskId') void task.refetch();
    else void lookup.refetch().then(() => log.refetch());
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
  const viewTask = (t: NotificationTask) => onView(taskSubject(t));
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
          initialValues={{
            type: url.type,
            value: search?.value ?? '',
            country: search?.country ?? firstCountry,
          }}
          onFinish={submit}
          onValuesChange={(changed) => {
            // Spec 002 section 9: a new search type clears the typed value and hides the results.
            if (!changed.type) return;
            form.setFields([{ name: 'value', value: '', errors: [] }]);
            shown.current = keyOf(changed.type, null);
            url.setType(changed.type);
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
              <TaskIdField
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
          <FilterButtons
            form={form}
            filterLabel={messages.search}
            onReset={() => {
              url.reset();
              shown.current = keyOf(types[0], null);
              show(types[0], null);
            }}
          />
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
                // Spec 002 section 4 disables it once cancelled; a processed or expired task cannot be
                // cancelled either (the server answers 409), so it is offered only while the task is open.
                disabled={!task.data || !isCancellable(task.data.status.taskStatus)}
                onClick={() => setConfirming(true)}
              >
                {messages.cancelNotification}
              </Button>
            ) : null
          }
        >
          <TaskTable
            label="Task found"
            tasks={task.data ? [task.data] : []}
            loading={task.isLoading}
            onView={viewTask}
          />
        </Card>
      ) : null}
      {userId && !log.error ? (
        <Card
          size="small"
          // What was searched (the e-mail, the mobile with its country code, or the user id).
          title={`Notifications of ${asked ? Object.values(asked)[0] : userId}`}
          extra={
            <Select
              aria-label="Severity filter"
              style={{ minWidth: 170 }}
              value={severity}
              onChange={url.setSeverity}
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
            <Button disabled={page <= 1} onClick={() => url.setPage(page - 1)}>
              Previous
            </Button>
            <Typography.Text>Page : {page}</Typography.Text>
            <Button disabled={rows.length < NOTIFICATION_LOG_PAGE_SIZE} onClick={() => url.setPage(page + 1)}>
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
