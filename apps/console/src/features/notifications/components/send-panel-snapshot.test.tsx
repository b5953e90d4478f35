import { fillMessage, messages } from '@console/contracts/messages';
import {
  getNotificationTask,
  listNotificationTasks,
  notificationAudience,
  sendNotification,
} from '@console/contracts/notifications';
import { PATHS } from '@console/contracts/paths';
import { answer, fakeApi } from '@test/fake-api';
import { notificationAudience as audienceOf } from '@test/notification-audience';
import { notificationTask } from '@test/notification-task';
import { pickExpiryTomorrow } from '@test/pick-expiry';
import { currentUrl, renderScreen, signedInAs } from '@test/render-screen';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SendPanel } from './send-panel';

/** Opened from Fleet Search's Notify owners: the send panel with a snapshot in its URL. */
function openFromFleet() {
  signedInAs(['CUSTOMERSUPPORTL4'], 5);
  const sent: Record<string, unknown>[] = [];
  const audiences: unknown[] = [];
  fakeApi(
    answer(notificationAudience, ({ body }) => {
      // The broadcast confirmation's count (the whole task), not the preview's (no message: issue 34).
      if ((body as { message?: unknown }).message) audiences.push(body);
      return audienceOf({ users: 321, push: 300, sms: 120, email: 90 });
    }),
    answer(listNotificationTasks, () => []),
    answer(getNotificationTask, ({ params }) =>
      notificationTask('cancelled', { taskId: params.taskId ?? '' }),
    ),
    answer(sendNotification, ({ body }) => {
      sent.push(body as Record<string, unknown>);
      return {
        taskId: 'task-000009',
        message: fillMessage(messages.notificationTaskCreated, { taskId: 'task-000009' }),
      };
    }),
  );
  renderScreen(<SendPanel onView={() => {}} />, {
    path: PATHS.notification,
    url: `${PATHS.notification}?segmentSnapshot=snap-7&count=12001&at=1767225600`,
  });
  return { sent, audiences };
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  const list = await screen.findAllByTitle(option);
  fireEvent.click(list[list.length - 1] as HTMLElement);
}

describe('Send tab opened from Fleet Search', { timeout: 60_000 }, () => {
  it("sends to the snapshot's owners, confirmed with their count per channel", async () => {
    const { sent, audiences } = openFromFleet();
    expect(await screen.findByText(/the owners of the 12,001 devices taken from Fleet Search/)).toBeTruthy();
    await choose('Channel', 'SMS');
    await choose('Severity', 'Info');
    fireEvent.change(await screen.findByRole('textbox', { name: 'SMS Text' }), {
      target: { value: 'Your AC needs a filter change' },
    });
    await pickExpiryTomorrow();
    fireEvent.click(screen.getByText(messages.createNotificationTask).closest('button') as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(messages.notifySnapshotOwners);
    expect(dialog.textContent).toContain('321 users');
    fireEvent.click(within(dialog).getByRole('button', { name: messages.createNotificationTask }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.users).toEqual({ segmentSnapshotId: 'snap-7' });
    expect(audiences).toEqual([expect.objectContaining({ users: { segmentSnapshotId: 'snap-7' } })]);
    // Once the task is created the snapshot leaves the form and the address: a reload offers no second send.
    await waitFor(() => expect(currentUrl()).toBe(PATHS.notification));
    await waitFor(() => expect(screen.queryByText(/^Users: the owners of the 12,001 devices/)).toBeNull());
  });

  it('drops the snapshot when the sender chooses users instead', async () => {
    openFromFleet();
    fireEvent.click(await screen.findByRole('button', { name: messages.notifySnapshotRemove }));
    await waitFor(() => expect(screen.queryByText(/taken from Fleet Search/)).toBeNull());
    expect(currentUrl()).toBe(PATHS.notification);
  });

  it('drops the snapshot from the address on Reset, so a reload does not bring it back', async () => {
    openFromFleet();
    expect(await screen.findByText(/taken from Fleet Search/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(currentUrl()).toBe(PATHS.notification));
  });
});
