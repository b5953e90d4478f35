import type { NotificationTask } from '@console/contracts/notifications';

/** A task as the server reads it back: a push to four users, one sent, in `taskStatus`. */
export const notificationTask = (
  taskStatus: string,
  over: Partial<NotificationTask> = {},
): NotificationTask => ({
  taskId: 'task-000042',
  status: {
    taskStatus,
    taskProcessStatus: { status: 'expanded', userCount: 4, userFailedCount: 0 },
    notificationProcessStatus: {
      userSentCount: 1,
      failedUserSentCount: 0,
      tokenNotFoundUserCount: 0,
      userHeldCount: 0,
      userCappedCount: 0,
      userOptedOutCount: 0,
    },
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
  ...over,
});
