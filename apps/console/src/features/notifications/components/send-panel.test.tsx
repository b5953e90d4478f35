import { messages } from '@console/contracts/messages';
import {
  getNotificationTask,
  listNotificationTasks,
  NOTIFICATION_POLL_MS,
} from '@console/contracts/notifications';
import { PATHS } from '@console/contracts/paths';
import { answer, fakeApi } from '@test/fake-api';
import { notificationTask } from '@test/notification-task';
import { renderScreen, signedInAs } from '@test/render-screen';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SendPanel } from './send-panel';

const task = (taskStatus: string) => notificationTask(taskStatus);

/**
 * The Send tab with the tenant's last task in `status` (one of four users sent, so a processed task's
 * counts do not add up); returns how often that task was read in the 30 s after it was shown.
 */
async function lastSent(status: string) {
  signedInAs(['CUSTOMERSUPPORTL4'], 5);
  let reads = 0;
  fakeApi(
    answer(listNotificationTasks, () => [task(status)]),
    answer(getNotificationTask, () => {
      reads += 1;
      return task(status);
    }),
  );
  renderScreen(<SendPanel onView={() => {}} />, { path: PATHS.notification, url: PATHS.notification });
  expect(await screen.findByText(status)).toBeTruthy();
  await act(() => vi.advanceTimersByTimeAsync(3 * NOTIFICATION_POLL_MS));
  return reads;
}

describe('Send tab: Last Sent Notification', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(['scheduled', 'queued', 'processing', 'processed'])(
    'polls a %s task every 10 s while its counts do not account for every user (spec 002 sections 4, 9)',
    async (status) => {
      expect(await lastSent(status)).toBeGreaterThanOrEqual(4);
    },
  );

  it.each(['cancelled', 'expired', 'failed'])(
    'reads a %s task once: it can no longer change, so it is not polled',
    async (status) => {
      expect(await lastSent(status)).toBe(1);
      expect(screen.getByText(messages.lastSentNotification)).toBeTruthy();
    },
  );
});
