import { messages } from '@console/contracts/messages';
import { getNotificationTask, getTokenHealth, listNotificationTasks } from '@console/contracts/notifications';
import { PATHS } from '@console/contracts/paths';
import { answer, fakeApi } from '@test/fake-api';
import { notificationTask } from '@test/notification-task';
import { currentUrl, renderScreen, signedInAs } from '@test/render-screen';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import NotificationPage from './notification-page';

/** Push token health under the search (issue 34): none in the days shown. */
const noHealth = answer(getTokenHealth, () => ({ from: '2026-11-15', to: '2026-11-28', days: [] }));
const open = (query: string) =>
  renderScreen(<NotificationPage />, { path: PATHS.notification, url: `${PATHS.notification}?${query}` });

describe('Notification Management screen', () => {
  it('opens the tab named in the link, as a reload does', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    fakeApi(noHealth);
    open('tab=search');
    await screen.findByRole('tab', { name: messages.searchNotificationTab });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe(messages.searchNotificationTab);
    // Under the search: push token health (issue 34), for whoever may view tasks.
    expect(await screen.findByText(messages.tokenHealthEmpty)).toBeTruthy();
  });

  it('shows no push token health to whoever may only read users’ logs', async () => {
    signedInAs(['PUSHNOTIFICATION'], 2);
    fakeApi();
    open('tab=search');
    await screen.findByRole('tab', { name: messages.searchNotificationTab });
    expect(screen.queryByText(messages.tokenHealth)).toBeNull();
  });

  it('opens Send Notification without a tab in the link', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    // The send tab shows the last task sent: none yet.
    fakeApi(answer(listNotificationTasks, () => []));
    open('');
    await screen.findByRole('tab', { name: messages.sendNotificationTab });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe(messages.sendNotificationTab);
  });

  it('keeps the search in the link when Send is opened and Search again', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    fakeApi(
      answer(listNotificationTasks, () => []),
      answer(getNotificationTask, () => notificationTask('processed', { taskId: 'task-000001' })),
      noHealth,
    );
    const search = 'tab=search&by=taskId&q=task-000001';
    open(search);
    fireEvent.click(await screen.findByRole('tab', { name: messages.sendNotificationTab }));
    await waitFor(() => expect(currentUrl()).toBe(PATHS.notification));
    fireEvent.click(screen.getByRole('tab', { name: messages.searchNotificationTab }));
    await waitFor(() => expect(currentUrl()).toBe(`${PATHS.notification}?${search}`));
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe(messages.searchNotificationTab);
  });
});
