import type { NotificationTask } from '@console/contracts/notifications';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  browserTimeZone,
  channelLabel,
  isTaskSettled,
  parseUserIds,
  toTaskBody,
  userIdsFromCsv,
} from './notification-view';

const task = (taskStatus: string, counts: Partial<Record<string, number>> = {}) =>
  ({
    status: {
      taskStatus,
      taskProcessStatus: {
        status: 'expanded',
        userCount: counts.userCount ?? 4,
        userFailedCount: counts.userFailedCount ?? 0,
      },
      notificationProcessStatus: {
        userSentCount: counts.userSentCount ?? 0,
        failedUserSentCount: counts.failedUserSentCount ?? 0,
        tokenNotFoundUserCount: counts.tokenNotFoundUserCount ?? 0,
        userHeldCount: counts.userHeldCount ?? 0,
        userCappedCount: counts.userCappedCount ?? 0,
        userOptedOutCount: counts.userOptedOutCount ?? 0,
      },
    },
  }) as NotificationTask;

describe('notification view rules', () => {
  it('polls while a task is open, and a processed one until its counts account for every user', () => {
    expect(isTaskSettled(task('scheduled'))).toBe(false);
    expect(isTaskSettled(task('queued'))).toBe(false);
    expect(isTaskSettled(task('processing', { userSentCount: 4 }))).toBe(false);
    expect(isTaskSettled(task('processed', { userSentCount: 3 }))).toBe(false);
    expect(isTaskSettled(task('processed', { userSentCount: 3, tokenNotFoundUserCount: 1 }))).toBe(true);
    // Capped and opted-out users are final (issue 34): such a task is settled too.
    expect(
      isTaskSettled(task('processed', { userSentCount: 2, userCappedCount: 1, userOptedOutCount: 1 })),
    ).toBe(true);
    expect(isTaskSettled(task('cancelled'))).toBe(true);
    expect(isTaskSettled(task('expired'))).toBe(true);
    expect(isTaskSettled(task('failed'))).toBe(true);
  });

  it('reads user ids typed or from a CSV, with or without a userId header', () => {
    expect(parseUserIds(' a, b;c\n\nd a ')).toEqual(['a', 'b', 'c', 'd']);
    expect(userIdsFromCsv('userId,name\r\nu1,Asha\r\n"u2",Ravi\r\n')).toEqual(['u1', 'u2']);
    expect(userIdsFromCsv('u1\nu2,u3\n')).toEqual(['u1', 'u2', 'u3']);
  });

  it('refuses a CSV that does not parse, such as an unterminated quote (spec 002 section 5)', () => {
    expect(() => userIdsFromCsv('userId\n"u1\nu2\n')).toThrow();
    expect(userIdsFromCsv('u1\n')).toEqual(['u1']);
  });

  it('builds the task body of spec 002 section 3 from the form', () => {
    const expiry = dayjs('2026-12-01T10:00:00Z');
    expect(
      toTaskBody({
        channel: 'push',
        platform: ['an'],
        payload: '{"a":1}',
        severity: 'alert',
        userIds: 'u1\nu2',
        country: 'IND',
        expiry,
        scheduleType: 'weekly',
        scheduleTime: dayjs('2026-12-01T09:30:00'),
        scheduleDays: ['mon', 'fri'],
        notificationTag: 'tag',
      }),
    ).toEqual({
      channel: { type: 'push', platform: ['an'] },
      message: { payload: '{"a":1}' },
      severity: 'alert',
      users: { userIds: ['u1', 'u2'], country: 'IND' },
      schedule: { repeatType: 'weekly', time: '09:30', days: ['mon', 'fri'], timeZone: browserTimeZone() },
      expiry: expiry.unix(),
      isFeedbackRequired: false,
      notificationTag: 'tag',
    });
    expect(
      toTaskBody({ channel: 'email', subject: 'S', html: '<b>x</b>', scheduleType: 'now' }),
    ).toMatchObject({
      message: { subject: 'S', html: '<b>x</b>' },
      schedule: undefined,
    });
  });

  it('labels channels as the value plus Notification', () => {
    expect(channelLabel('push')).toBe('Push Notification');
    expect(channelLabel('sms')).toBe('SMS Notification');
  });
});
