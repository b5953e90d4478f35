import { messages } from '@console/contracts/messages';
import {
  getNotificationTask,
  listNotificationTasks,
  NOTIFICATION_POLL_MS,
  type NotificationTask,
} from '@console/contracts/notifications';
import { PATHS } from '@console/contracts/paths';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi } from '../../../../test/fake-api';
import { renderScreen, signedInAs } from '../../../../test/render-screen';
import { SendPanel } from './send-panel';

const task = (taskStatus: string): NotificationTask => ({
  taskId: 'task-000042',
  status: {
    taskStatus,
    taskProcessStatus: { status: 'expanded', userCount: 4, userFailedCount: 0 },
    notificationProcessStatus: { userSentCount: 1, failedUserSentCount: 0, tokenNotFoundUserCount: 0 },
  },
  channel: { type: 'push', platform: ['an'] },
  severity: 'info',
  creationDate: 1_790_000_000,
  expiry: 1_790_086_400,
  message: { payload: '{}' },
  users: { userIds: ['u1', 'u2', 'u3', 'u4'] },
  schedule: null,
  nextRunAt: null,
  run: 1,
  isFeedbackRequired: false,
  notificationTag: null,
  createdBy: 'test.user',
});

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
