import { messages } from '@console/contracts/messages';
import {
  getNotificationLog,
  getNotificationTask,
  listNotificationTasks,
} from '@console/contracts/notifications';
import { PATHS } from '@console/contracts/paths';
import { searchUsers } from '@console/contracts/users';
import { answer, fakeApi } from '@test/fake-api';
import { notificationTask } from '@test/notification-task';
import { currentUrl, renderScreen, signedInAs } from '@test/render-screen';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchPanel } from './search-panel';

const open = (query = '') =>
  renderScreen(<SearchPanel onView={() => {}} />, {
    path: PATHS.notification,
    url: `${PATHS.notification}?tab=search${query}`,
  });
const paramsNow = () => new URL(currentUrl() ?? '', 'http://console.test').searchParams;

/** A user found by e-mail with a full first page of notifications; the log calls asked. */
function emailUser() {
  signedInAs(['CUSTOMERSUPPORTL4'], 5);
  const logs: URLSearchParams[] = [];
  fakeApi(
    answer(searchUsers, () => ({
      users: [
        {
          userId: 'u-asha',
          userName: 'asha',
          firstName: 'A',
          lastName: 'R',
          email: 'asha@mail.example',
          mobile: null,
        },
      ],
    })),
    answer(getNotificationLog, ({ query }) => {
      logs.push(query);
      return Array.from({ length: 20 }, (_, i) => ({
        uniqueId: `n-${query.get('pgIndex')}-${String(i).padStart(4, '0')}`,
        ts: 1_790_000_000 - i,
        severity: query.get('severity') ?? 'info',
        message: {},
        taskId: 't-1',
        channel: 'push',
      }));
    }),
    answer(listNotificationTasks, () => []),
  );
  return logs;
}

async function chooseSeverity(severity: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Severity filter' }));
  fireEvent.click(await screen.findByTitle(severity));
}

describe('Search Notification tab: the search in the link', { timeout: 60_000 }, () => {
  it('keeps the search, its severity and page in the link; the link opened again (a reload) shows the same search and results', async () => {
    const logs = emailUser();
    open();
    fireEvent.mouseDown(screen.getAllByRole('combobox')[0] as HTMLElement);
    fireEvent.click(await screen.findByTitle('User E-mail ID'));
    fireEvent.change(await screen.findByRole('textbox', { name: 'User E-mail ID' }), {
      target: { value: ' asha@mail.example ' },
    });
    fireEvent.click(screen.getByRole('button', { name: messages.search }));
    await screen.findByText('Notifications of asha@mail.example');
    await chooseSeverity('alert');
    await waitFor(() => expect(paramsNow().get('severity')).toBe('alert'));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByText('Page : 2');
    await waitFor(() => expect(paramsNow().get('page')).toBe('2'));
    const link = currentUrl() ?? '';
    expect(Object.fromEntries(paramsNow())).toEqual({
      tab: 'search',
      by: 'email',
      q: 'asha@mail.example',
      severity: 'alert',
      page: '2',
    });

    cleanup();
    logs.length = 0;
    renderScreen(<SearchPanel onView={() => {}} />, { path: PATHS.notification, url: link });
    await screen.findByText('Notifications of asha@mail.example');
    await screen.findByText('Page : 2');
    const input = screen.getByRole('textbox', { name: 'User E-mail ID' }) as HTMLInputElement;
    expect(input.value).toBe('asha@mail.example');
    await waitFor(() => expect(logs.length).toBeGreaterThan(0));
    expect(logs.map((q) => [q.get('userId'), q.get('pgIndex'), q.get('severity')])).toEqual([
      ['u-asha', '2', 'alert'],
    ]);
  });

  it('Reset clears the search from the link, the form and the results', async () => {
    emailUser();
    open('&by=email&q=asha%40mail.example&severity=alert');
    await screen.findByText('Notifications of asha@mail.example');
    fireEvent.click(screen.getByRole('button', { name: messages.reset }));
    await waitFor(() => expect(screen.queryByText('Notifications of asha@mail.example')).toBeNull());
    expect(currentUrl()).toBe(`${PATHS.notification}?tab=search`);
    expect((screen.getByRole('textbox', { name: 'User ID' }) as HTMLInputElement).value).toBe('');
  });

  it('a new search type drops the typed value from the link, keeping the type', async () => {
    emailUser();
    open('&by=email&q=asha%40mail.example');
    await screen.findByText('Notifications of asha@mail.example');
    fireEvent.mouseDown(screen.getAllByRole('combobox')[0] as HTMLElement);
    fireEvent.click(await screen.findByTitle('Task ID'));
    await waitFor(() => expect(Object.fromEntries(paramsNow())).toEqual({ tab: 'search', by: 'taskId' }));
    expect(screen.queryByText('Notifications of asha@mail.example')).toBeNull();
  });

  it('shows the task a link names', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    fakeApi(
      answer(getNotificationTask, ({ params }) =>
        notificationTask('processed', { taskId: params.taskId ?? '' }),
      ),
      answer(listNotificationTasks, () => []),
    );
    open('&by=taskId&q=task-000042');
    expect(await screen.findByText('processed')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Task ID' }) as HTMLInputElement).value).toBe('task-000042');
  });

  it('offers Cancel Notification only while the task is open, as the server cancels only those', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    const statuses: Record<string, string> = {
      'task-queued': 'queued',
      'task-processing': 'processing',
      'task-scheduled': 'scheduled',
      'task-processed': 'processed',
      'task-expired': 'expired',
      'task-cancelled': 'cancelled',
    };
    const offered = ['queued', 'processing', 'scheduled'];
    fakeApi(
      answer(getNotificationTask, ({ params }) =>
        notificationTask(statuses[params.taskId ?? ''] ?? 'processed', { taskId: params.taskId ?? '' }),
      ),
      answer(listNotificationTasks, () => []),
    );
    for (const [taskId, status] of Object.entries(statuses)) {
      open(`&by=taskId&q=${taskId}`);
      await screen.findByText(status);
      const button = screen.getByRole('button', { name: messages.cancelNotification }) as HTMLButtonElement;
      expect([status, button.disabled]).toEqual([status, !offered.includes(status)]);
      cleanup();
    }
  });

  // axe aria-allowed-attr (critical) in Chromium: antd's Form.Item gave aria-required to the
  // AutoComplete, which put it on its wrapper too, a div with no role that may carry it.
  it('announces the Task ID as required on the combobox only', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    fakeApi(answer(listNotificationTasks, () => []));
    open('&by=taskId');
    const field = await screen.findByRole('combobox', { name: 'Task ID' });
    expect(field.getAttribute('aria-required')).toBe('true');
    const carriers = [...document.querySelectorAll('[aria-required]')].filter(
      (e) =>
        !['combobox', 'textbox'].includes(e.getAttribute('role') ?? (e.tagName === 'INPUT' ? 'textbox' : '')),
    );
    expect(carriers.map((e) => e.className)).toEqual([]);
  });
});
