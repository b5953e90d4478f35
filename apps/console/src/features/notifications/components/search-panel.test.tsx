import { messages } from '@console/contracts/messages';
import {
  getNotificationLog,
  getNotificationTask,
  listNotificationTasks,
  NOTIFICATION_POLL_MS,
} from '@console/contracts/notifications';
import { PATHS } from '@console/contracts/paths';
import { searchUsers } from '@console/contracts/users';
import { answer, FakeStatus, fakeApi } from '@test/fake-api';
import { renderScreen, signedInAs } from '@test/render-screen';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchPanel } from './search-panel';

const open = () =>
  renderScreen(<SearchPanel onView={() => {}} />, {
    path: PATHS.notification,
    url: `${PATHS.notification}?tab=search`,
  });

const entry = {
  uniqueId: 'n-000001',
  ts: 1_790_000_000,
  severity: 'info',
  message: {},
  taskId: 't-1',
  channel: 'push',
};
/** The users search as the server answers it: 404 'User not found' when nobody matches. */
const userSearch = answer(searchUsers, ({ body }) => {
  if ((body as { email?: string }).email === 'asha@mail.example')
    return {
      users: [
        {
          userId: 'u-asha',
          userName: 'asha',
          firstName: 'Asha',
          lastName: 'R',
          email: 'asha@mail.example',
          mobile: null,
        },
      ],
    };
  throw new FakeStatus(404, { statusCode: 404, code: 'userNotFound', message: messages.userNotFound });
});

/** Picks an option of the "Search By" select, as a person does. */
async function searchBy(label: string) {
  fireEvent.mouseDown(screen.getAllByRole('combobox')[0] as HTMLElement);
  fireEvent.click(await screen.findByTitle(label));
}

async function search(label: string, value: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: label }), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: messages.search }));
}

describe('Search Notification tab', () => {
  it('hides the results, and their severity filter, when the search type changes (spec 002 section 9)', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    fakeApi(
      userSearch,
      answer(getNotificationLog, () => [entry]),
      answer(listNotificationTasks, () => []),
    );
    open();
    await searchBy('User E-mail ID');
    await search('User E-mail ID', 'asha@mail.example');
    expect(await screen.findByText('Notifications of asha@mail.example')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Severity filter' })).toBeTruthy();
    await searchBy('User Mobile no');
    await waitFor(() => expect(screen.queryByText('Notifications of asha@mail.example')).toBeNull());
    expect(screen.queryByRole('combobox', { name: 'Severity filter' })).toBeNull();
    const mobile = screen.getByRole('textbox', { name: 'User Mobile no' }) as HTMLInputElement;
    expect(mobile.value).toBe('');
    // The mobile input takes digits only (spec 002 section 5): a letter or sign is not typed, a
    // digit and a paste shortcut are.
    for (const key of ['a', 'e', '+', '-', '.', ' ']) expect(fireEvent.keyDown(mobile, { key })).toBe(false);
    expect(fireEvent.keyDown(mobile, { key: '7' })).toBe(true);
    expect(fireEvent.keyDown(mobile, { key: 'v', ctrlKey: true })).toBe(true);
  });

  it("says 'Unable to find user details' for an e-mail or mobile nobody has, not the users search's own text", async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    const calls = fakeApi(
      userSearch,
      answer(getNotificationLog, () => [entry]),
    );
    open();
    await searchBy('User E-mail ID');
    await search('User E-mail ID', 'asha@mail.example');
    expect(await screen.findByText('Notifications of asha@mail.example')).toBeTruthy();
    await search('User E-mail ID', 'nobody@mail.example');
    expect(await screen.findByText(messages.unableToFindUser)).toBeTruthy();
    // The previous user's results do not stay as if they were the answer.
    expect(screen.queryByText('Notifications of asha@mail.example')).toBeNull();
    await searchBy('User Mobile no');
    await search('User Mobile no', '9800000000');
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/users/search'))).toHaveLength(3));
    expect(screen.queryByText(messages.userNotFound)).toBeNull();
    expect(screen.queryByText(/^Notifications of/)).toBeNull();
  });

  it("says the log call's 'Failed to fetch Notification Data' for a user id it does not know, with no empty results (spec 002 section 8)", async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    fakeApi(
      answer(getNotificationLog, () => {
        throw new FakeStatus(404, {
          statusCode: 404,
          code: 'unableToFindUser',
          message: messages.unableToFindUser,
        });
      }),
    );
    open();
    await search('User ID', 'u-nobody');
    expect(
      await screen.findByText(`${messages.fetchNotificationDataFailed} - User ID: u-nobody`),
    ).toBeTruthy();
    expect(screen.queryByText(`${messages.unableToFindUser} - User ID: u-nobody`)).toBeNull();
    // No results under the error: no table, no paging.
    expect(screen.queryByText(/^Notifications of/)).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/Page :/)).toBeNull();
  });

  it('reads a task id it cannot find once, with its message, and does not poll it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      signedInAs(['CUSTOMERSUPPORTL4'], 5);
      let reads = 0;
      fakeApi(
        answer(listNotificationTasks, () => []),
        answer(getNotificationTask, () => {
          reads += 1;
          throw new FakeStatus(404, { statusCode: 404, code: 'notFound', message: 'Task not found' });
        }),
      );
      open();
      await searchBy('Task ID');
      fireEvent.change(await screen.findByRole('combobox', { name: 'Task ID' }), {
        target: { value: 'no-such-task' },
      });
      fireEvent.click(screen.getByRole('button', { name: messages.search }));
      expect(await screen.findByText('Task not found - Task ID: no-such-task')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(3 * NOTIFICATION_POLL_MS));
      expect(reads).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
