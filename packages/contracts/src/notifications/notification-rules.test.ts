import { describe, expect, it } from 'vitest';
import { principalOf } from '../access';
import { can } from '../access/rules';
import { messages } from '../messages';
import {
  failureSum,
  idTail,
  isCancellable,
  NOTIFICATION_EXPIRY_MAX_DAYS,
  type NotificationDraft,
  nextWeeklyRun,
  notificationErrors,
  TASK_STATUSES,
} from './notification-rules';

const NOW = Date.UTC(2026, 10, 24, 9, 0); // a Tuesday
const hourLater = NOW / 1000 + 3600;
const ok: NotificationDraft = {
  channel: { type: 'push', platform: ['an'] },
  message: { payload: '{"title":"Hi"}' },
  severity: 'info',
  users: { userIds: ['u1'] },
  expiry: hourLater,
};
const first = (d: NotificationDraft) => Object.values(notificationErrors(d, NOW))[0];

describe('notification send rules (spec 002 section 5)', () => {
  it('accepts a complete task', () => {
    expect(notificationErrors(ok, NOW)).toEqual({});
  });

  it.each<[string, NotificationDraft, string]>([
    ['no channel', { ...ok, channel: undefined }, messages.invalidChannelType],
    ['an unknown channel', { ...ok, channel: { type: 'fax' } }, messages.invalidChannelType],
    [
      'push without platform',
      { ...ok, channel: { type: 'push', platform: [] } },
      messages.pushPlatformRequired,
    ],
    ['empty push', { ...ok, message: { payload: ' ' } }, messages.pushMessageEmpty],
    ['push not JSON', { ...ok, message: { payload: '{title:' } }, messages.pushMessageNotJson],
    [
      'push over 500',
      { ...ok, message: { payload: JSON.stringify({ b: 'x'.repeat(500) }) } },
      messages.pushMessageTooLong,
    ],
    ['empty sms', { ...ok, channel: { type: 'sms' }, message: {} }, messages.smsMessageEmpty],
    [
      'sms over 200',
      { ...ok, channel: { type: 'sms' }, message: { text: 'x'.repeat(201) } },
      messages.smsMessageTooLong,
    ],
    [
      'e-mail without subject',
      { ...ok, channel: { type: 'email' }, message: { text: 'x' } },
      messages.emailSubjectRequired,
    ],
    [
      'e-mail without content',
      { ...ok, channel: { type: 'email' }, message: { subject: 's' } },
      messages.emailNeedsContent,
    ],
    [
      'e-mail html over 200',
      { ...ok, channel: { type: 'email' }, message: { subject: 's', html: 'x'.repeat(201) } },
      messages.emailFieldTooLong,
    ],
    ['no severity', { ...ok, severity: undefined }, messages.invalidSeverityType],
    ['unknown severity', { ...ok, severity: 'urgent' }, messages.invalidSeverityType],
    ['no users', { ...ok, users: {} }, messages.selectAnyUsers],
    ['11 categories', { ...ok, users: { categories: Array(11).fill('AC') } }, messages.tooManyCategories],
    ['no expiry', { ...ok, expiry: undefined }, messages.invalidExpiryType],
    ['expiry in the past', { ...ok, expiry: NOW / 1000 - 1 }, messages.expiryInPast],
    ['expiry past a year', { ...ok, expiry: NOW / 1000 + 365 * 86_400 + 1 }, messages.expiryTooFar],
    ['expiry of 1e308', { ...ok, expiry: 1e308 }, messages.expiryTooFar],
    ['login after 1e308', { ...ok, users: { lastLogin: { gt: 1e308 } } }, messages.loginDateInvalid],
    ['login before -1', { ...ok, users: { lastLogin: { lt: -1 } } }, messages.loginDateInvalid],
    [
      'login after year 9999',
      { ...ok, users: { lastLogin: { gt: 253_402_300_800 } } },
      messages.loginDateInvalid,
    ],
    ['expiry of Infinity', { ...ok, expiry: Number.POSITIVE_INFINITY }, messages.invalidExpiryType],
    ['schedule without type', { ...ok, schedule: {} }, messages.selectScheduleType],
    ['one-time without date', { ...ok, schedule: { repeatType: 'once' } }, messages.selectScheduleDateTime],
    [
      'one-time in the past',
      { ...ok, schedule: { repeatType: 'once', time: NOW / 1000 - 60 } },
      messages.scheduleInPast,
    ],
    [
      'one-time after expiry',
      { ...ok, schedule: { repeatType: 'once', time: hourLater + 60 } },
      messages.scheduleAfterExpiry,
    ],
    [
      'weekly without time',
      { ...ok, schedule: { repeatType: 'weekly', days: ['mon'] } },
      messages.selectScheduleTime,
    ],
    [
      'weekly without days',
      { ...ok, schedule: { repeatType: 'weekly', time: '09:30' } },
      messages.selectScheduleDays,
    ],
  ])('%s', (_, draft, message) => {
    expect(first(draft)).toBe(message);
  });

  it('accepts an expiry a year from now, and names the bound in its message', () => {
    const yearLater = NOW / 1000 + NOTIFICATION_EXPIRY_MAX_DAYS * 86_400;
    expect(notificationErrors({ ...ok, expiry: yearLater }, NOW)).toEqual({});
    expect(messages.expiryTooFar).toContain(`${NOTIFICATION_EXPIRY_MAX_DAYS} days`);
  });

  it('keeps the spellings of the spec', () => {
    expect(messages.invalidChannelType).toBe('Inavlid Channel Type. Please select a valid channel type');
    expect(messages.invalidSeverityType).toBe('Inavlid Severity Type. Please Select Severity');
    expect(messages.invalidExpiryType).toBe('Inavlid Expiry Type. Please select expiry time');
    expect(messages.notificationTaskCreated).toBe('Sucessfully Created Notification Task {taskId}');
  });

  it('a task’s own quiet hours: none or a window of two different HH:MM times, named on their own field', () => {
    const quiet = (quietHours: NotificationDraft['quietHours']) =>
      notificationErrors({ ...ok, quietHours }, NOW).quietHours;
    expect(quiet(null)).toBeUndefined();
    expect(quiet(undefined)).toBeUndefined();
    expect(quiet({ start: '22:00', end: '08:00' })).toBeUndefined();
    expect(quiet({ start: '09:00', end: '17:30' })).toBeUndefined();
    expect(quiet({ start: '22:00' })).toBe(messages.quietHoursIncomplete);
    expect(quiet({ start: '', end: '' })).toBe(messages.quietHoursIncomplete);
    expect(messages.quietHoursIncomplete).not.toMatch(/HH|MM/);
    expect(quiet({ start: '24:00', end: '08:00' })).toBe(messages.invalidQuietHours);
    expect(quiet({ start: '7:00', end: '08:00' })).toBe(messages.invalidQuietHours);
    expect(quiet({ start: '08:00', end: '08:00' })).toBe(messages.quietHoursEmpty);
    // A bad schedule is still named first (the server answers with the first message).
    const both = {
      ...ok,
      schedule: { repeatType: 'weekly', time: '09:30' },
      quietHours: { start: 'x', end: 'y' },
    };
    expect(first(both)).toBe(messages.selectScheduleDays);
  });

  it('a broad audience alone (country, categories, login window, broadcast) is an audience', () => {
    for (const users of [
      { country: 'IND' },
      { categories: ['AC'] },
      { lastLogin: { gt: 1 } },
      { broadcast: true },
    ])
      expect(notificationErrors({ ...ok, users }, NOW).users).toBeUndefined();
  });
});

describe('weekly schedules to next run times (UTC)', () => {
  it('later the same day when the time is still ahead', () => {
    expect(nextWeeklyRun({ time: '09:30', days: ['tue'] }, NOW)).toBe(Date.UTC(2026, 10, 24, 9, 30));
  });
  it('a week later when today’s time has passed and only today is chosen', () => {
    expect(nextWeeklyRun({ time: '08:00', days: ['tue'] }, NOW)).toBe(Date.UTC(2026, 11, 1, 8, 0));
  });
  it('the nearest of several days, across a month end', () => {
    expect(nextWeeklyRun({ time: '07:15', days: ['mon', 'sat'] }, NOW)).toBe(Date.UTC(2026, 10, 28, 7, 15));
    expect(nextWeeklyRun({ time: '07:15', days: ['mon'] }, Date.UTC(2026, 10, 28, 8))).toBe(
      Date.UTC(2026, 10, 30, 7, 15),
    );
  });
  it('strictly after: a run at the exact time moves to the next one', () => {
    const at = Date.UTC(2026, 10, 24, 9, 30);
    expect(nextWeeklyRun({ time: '09:30', days: ['tue', 'wed'] }, at)).toBe(Date.UTC(2026, 10, 25, 9, 30));
  });
  it('none without days', () => {
    expect(nextWeeklyRun({ time: '09:30', days: [] }, NOW)).toBeUndefined();
  });
});

describe('weekly schedules in the sender’s time zone', () => {
  it('reads the time and the weekday on the zone’s clock', () => {
    // 09:30 in India is 04:00 UTC; at 09:00 UTC on Tuesday it is already 14:30 there.
    expect(nextWeeklyRun({ time: '09:30', days: ['tue'], timeZone: 'Asia/Kolkata' }, NOW)).toBe(
      Date.UTC(2026, 11, 1, 4, 0),
    );
    // Monday 23:30 in New York is Tuesday 04:30 UTC: the zone's Monday counts, not UTC's.
    expect(nextWeeklyRun({ time: '23:30', days: ['mon'], timeZone: 'America/New_York' }, NOW)).toBe(
      Date.UTC(2026, 11, 1, 4, 30),
    );
  });

  it('keeps the wall-clock time across a change to and from summer time', () => {
    const berlin = (afterMs: number) =>
      nextWeeklyRun({ time: '09:00', days: ['sun'], timeZone: 'Europe/Berlin' }, afterMs);
    // Sunday 29 March 2026 is the change to summer time (UTC+2), the Sunday before is winter (UTC+1).
    expect(berlin(Date.UTC(2026, 2, 20))).toBe(Date.UTC(2026, 2, 22, 8, 0));
    expect(berlin(Date.UTC(2026, 2, 23))).toBe(Date.UTC(2026, 2, 29, 7, 0));
    // Sunday 25 October 2026 is back to winter time.
    expect(berlin(Date.UTC(2026, 9, 24))).toBe(Date.UTC(2026, 9, 25, 8, 0));
  });

  it('moves a time the clocks skip an hour on, as they show it', () => {
    expect(
      nextWeeklyRun({ time: '02:30', days: ['sun'], timeZone: 'Europe/Berlin' }, Date.UTC(2026, 2, 28)),
    ).toBe(Date.UTC(2026, 2, 29, 1, 30));
  });

  it('refuses a zone nobody knows', () => {
    const weekly = { repeatType: 'weekly', time: '09:30', days: ['mon'] };
    expect(
      notificationErrors({ ...ok, schedule: { ...weekly, timeZone: 'Mars/Olympus' } }, NOW).schedule,
    ).toBe(messages.unknownTimeZone);
    expect(notificationErrors({ ...ok, schedule: { ...weekly, timeZone: 'Asia/Kolkata' } }, NOW)).toEqual({});
  });
});

describe('notification permissions (spec 002 section 6)', () => {
  const p = (role: Parameters<typeof principalOf>[0][number]) => principalOf([role], true);
  it.each([
    ['CUSTOMERSUPPORTL2', { send: false, list: false, task: true, cancel: true, broad: false }],
    ['CUSTOMERSUPPORTL3', { send: true, list: false, task: true, cancel: true, broad: false }],
    ['CUSTOMERSUPPORTL3SPECIAL', { send: true, list: false, task: true, cancel: true, broad: true }],
    ['CUSTOMERSUPPORTL4', { send: true, list: true, task: true, cancel: true, broad: true }],
    ['CLOUDADMIN', { send: true, list: true, task: true, cancel: true, broad: false }],
    ['PUSHNOTIFICATION', { send: false, list: true, task: false, cancel: false, broad: false }],
    ['CUSTOMERSUPPORTL1', { send: false, list: false, task: false, cancel: false, broad: false }],
  ] as const)('%s', (role, want) => {
    expect({
      send: can(p(role), 'sendNotification'),
      list: can(p(role), 'getNotificationList'),
      task: can(p(role), 'getNotificationTask'),
      cancel: can(p(role), 'cancelNotification'),
      broad: can(p(role), 'broadNotificationAudience'),
    }).toEqual(want);
  });
});

describe('cancelling a task', () => {
  it('is possible only while the task is open', () => {
    const cancellable = TASK_STATUSES.filter(isCancellable);
    expect(cancellable).toEqual(['scheduled', 'queued', 'processing']);
    expect(isCancellable('failed')).toBe(false);
  });
});

describe('display helpers', () => {
  it('the failure sum and the last six characters', () => {
    expect(failureSum({ failedUserSentCount: 1, tokenNotFoundUserCount: 2, userFailedCount: 3 })).toBe(6);
    expect(idTail('5f0c9a1e-1234-4bcd-9e0f-a1b2c3d4e5f6')).toBe('…d4e5f6');
  });
});
