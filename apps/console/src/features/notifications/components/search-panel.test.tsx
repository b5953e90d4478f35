import { messages } from '@console/contracts/messages';
import { getNotificationLog, listNotificationTasks } from '@console/contracts/notifications';
import { PATHS } from '@console/contracts/paths';
import { searchUsers } from '@console/contracts/users';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, FakeStatus, fakeApi } from '../../../../test/fake-api';
import { renderScreen, signedInAs } from '../../../../test/render-screen';
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
    expect(await screen.findByText('Notifications of u-asha')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Severity filter' })).toBeTruthy();
    await searchBy('User Mobile no');
    await waitFor(() => expect(screen.queryByText('Notifications of u-asha')).toBeNull());
    expect(screen.queryByRole('combobox', { name: 'Severity filter' })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'User Mobile no' }) as HTMLInputElement).value).toBe('');
  });
});
