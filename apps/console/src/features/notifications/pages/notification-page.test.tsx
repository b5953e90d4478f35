import { messages } from '@console/contracts/messages';
import { listNotificationTasks } from '@console/contracts/notifications';
import { PATHS } from '@console/contracts/paths';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../../../../test/fake-api';
import { renderScreen, signedInAs } from '../../../../test/render-screen';
import NotificationPage from './notification-page';

const open = (query: string) =>
  renderScreen(<NotificationPage />, { path: PATHS.notification, url: `${PATHS.notification}?${query}` });

describe('Notification Management screen', () => {
  it('opens the tab named in the link, as a reload does', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    fakeApi();
    open('tab=search');
    await screen.findByRole('tab', { name: messages.searchNotificationTab });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe(messages.searchNotificationTab);
  });

  it('opens Send Notification without a tab in the link', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    // The send tab shows the last task sent: none yet.
    fakeApi(answer(listNotificationTasks, () => []));
    open('');
    await screen.findByRole('tab', { name: messages.sendNotificationTab });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe(messages.sendNotificationTab);
  });
});
