import { fillMessage, messages } from '@console/contracts/messages';
import {
  type DeliveryFunnel,
  getNotificationFunnel,
  getTokenHealth,
  type NotificationTask,
} from '@console/contracts/notifications';
import { PATHS } from '@console/contracts/paths';
import { answer, fakeApi } from '@test/fake-api';
import { notificationTask } from '@test/notification-task';
import { renderScreen, signedInAs } from '@test/render-screen';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatNotificationTime } from '../notification-view';
import { NotificationDetails, taskSubject } from './notification-details';
import { TokenHealthPanel } from './token-health';

const FUNNEL: DeliveryFunnel = {
  taskId: 'task-000042',
  total: { queued: 40, sent: 28, delivered: 28, opened: 11, failed: 12 },
  providers: [
    { provider: 'push-outbox', queued: 35, sent: 28, delivered: 28, opened: 11, failed: 7 },
    { provider: null, queued: 5, sent: 0, delivered: 0, opened: 0, failed: 5 },
  ],
  asOf: 1_790_000_100,
};
const NOTHING_YET: DeliveryFunnel = {
  taskId: 'task-000042',
  total: { queued: 4, sent: 0, delivered: 0, opened: 0, failed: 0 },
  providers: [{ provider: null, queued: 4, sent: 0, delivered: 0, opened: 0, failed: 0 }],
  asOf: 1_790_000_100,
};

/** The task's details dialog, its funnel answered by `funnel`. */
function details(funnel: DeliveryFunnel, task = notificationTask('processed')) {
  signedInAs(['CUSTOMERSUPPORTL4'], 5);
  fakeApi(answer(getNotificationFunnel, () => funnel));
  renderScreen(<NotificationDetails subject={taskSubject(task)} onClose={() => undefined} />, {
    path: PATHS.notification,
    url: PATHS.notification,
  });
}

/** A task's counts: `over` replaces those of four users, one sent. */
const counted = (
  taskStatus: string,
  over: Partial<NotificationTask['status']['notificationProcessStatus']>,
  rest: Partial<NotificationTask> = {},
) => {
  const task = notificationTask(taskStatus, rest);
  return {
    ...task,
    status: {
      ...task.status,
      taskProcessStatus: { ...task.status.taskProcessStatus, userCount: 3 },
      notificationProcessStatus: { ...task.status.notificationProcessStatus, userSentCount: 0, ...over },
    },
  };
};
/** The details' rows, label to value. */
const detailRows = () =>
  Object.fromEntries(
    [...document.querySelectorAll('.ant-descriptions-row')].map((r) => [
      r.querySelector('th')?.textContent,
      r.querySelector('td')?.textContent,
    ]),
  );

describe('a task’s delivery funnel (issue 34)', { timeout: 30_000 }, () => {
  it('shows each stage with its share of the queued, the failed, and the same per provider', async () => {
    details(FUNNEL);
    const section = await screen.findByRole('region', { name: messages.deliveryFunnel });
    const stages = within(section)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(stages).toEqual([
      'Queued40',
      'Sent28 (70 %)',
      'Delivered28 (70 %)',
      'Opened11 (28 %)',
      'Failed12 (30 %)',
    ]);
    const rows = within(section)
      .getAllByRole('row')
      .map((r) =>
        within(r)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows.filter((r) => r.length > 0)).toEqual([
      ['push-outbox', '35', '28', '28', '11', '7'],
      [messages.deliveryFunnelNoProvider, '5', '0', '0', '0', '5'],
    ]);
    expect(within(section).getByText(messages.deliveryFunnelHelp)).toBeTruthy();
  });

  it('says nothing is reported yet while no provider has answered an open task', async () => {
    details(NOTHING_YET, counted('processing', {}));
    const section = await screen.findByRole('region', { name: messages.deliveryFunnel });
    expect(within(section).getByText(messages.deliveryFunnelEmpty)).toBeTruthy();
    expect(within(section).queryByRole('list')).toBeNull();
  });

  it('says what stopped a finished task none of whose messages went, not that they may still go', async () => {
    details(NOTHING_YET, counted('processed', { userCappedCount: 3 }));
    const section = await screen.findByRole('region', { name: messages.deliveryFunnel });
    expect(
      within(section).getByText(
        fillMessage(messages.deliveryFunnelFinal, { outcome: '3 over the promotion cap' }),
      ),
    ).toBeTruthy();
    expect(within(section).queryByText(messages.deliveryFunnelEmpty)).toBeNull();
  });

  it('names those held while an open task waits for their quiet hours to end', async () => {
    details(NOTHING_YET, counted('processing', { userHeldCount: 2, userOptedOutCount: 1 }));
    const section = await screen.findByRole('region', { name: messages.deliveryFunnel });
    expect(
      within(section).getByText(
        fillMessage(messages.deliveryFunnelWaiting, { outcome: '2 held by quiet hours, 1 opted out' }),
      ),
    ).toBeTruthy();
  });

  it('shows the task’s channel, schedule and counts, held and capped included', async () => {
    const at = 1_790_050_000;
    details(
      NOTHING_YET,
      counted(
        'scheduled',
        { userHeldCount: 1, userCappedCount: 2 },
        {
          channel: { type: 'push', platform: ['ios', 'an'] },
          schedule: { repeatType: 'once', time: at },
          nextRunAt: at,
        },
      ),
    );
    await screen.findByRole('region', { name: messages.deliveryFunnel });
    expect(detailRows()).toMatchObject({
      Channel: 'Push Notification (iOS, Android)',
      Status: 'scheduled',
      Schedule: `One time, ${formatNotificationTime(at)}`,
      'Next Run': formatNotificationTime(at),
      Users: '3',
      Sent: '0',
      'Held by quiet hours': '1',
      'Over the promotion cap': '2',
      'Opted out': '0',
      Failures: '0',
    });
    expect(
      screen.getByText(fillMessage(messages.deliveryFunnelScheduled, { time: formatNotificationTime(at) })),
    ).toBeTruthy();
  });

  it('reads a weekly schedule on the 12-hour clock, with its days and zone', async () => {
    details(
      NOTHING_YET,
      counted(
        'scheduled',
        {},
        {
          channel: { type: 'sms', platform: [] },
          schedule: { repeatType: 'weekly', time: '21:30', days: ['mon', 'thu'], timeZone: 'Asia/Kolkata' },
        },
      ),
    );
    await screen.findByRole('region', { name: messages.deliveryFunnel });
    expect(detailRows()).toMatchObject({
      Channel: 'SMS Notification',
      Schedule: 'Weekly on Mon, Thu at 09:30 PM (Asia/Kolkata)',
    });
  });

  it('is reached with Tab, and the task’s JSON carries it', async () => {
    details(FUNNEL);
    const section = await screen.findByRole('region', { name: messages.deliveryFunnel });
    const user = userEvent.setup();
    for (let i = 0; i < 20 && document.activeElement !== section; i++) await user.tab();
    expect(document.activeElement).toBe(section);
    fireEvent.click(screen.getByRole('tab', { name: 'JSON' }));
    const area = (await screen.findByLabelText('Notification JSON')) as HTMLTextAreaElement;
    const json = JSON.parse(area.value);
    expect(json.taskId).toBe('task-000042');
    expect(json.deliveryFunnel).toEqual(FUNNEL);
  });
});

describe('push token health (issue 34)', { timeout: 30_000 }, () => {
  const panel = (days: { day: string; platform: 'an' | 'ios'; sends: number; refused: number }[]) => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    const asked: unknown[] = [];
    fakeApi(
      answer(getTokenHealth, ({ query }) => {
        asked.push(query);
        return { from: '2026-11-15', to: '2026-11-28', days };
      }),
    );
    renderScreen(<TokenHealthPanel />, { path: PATHS.notification, url: PATHS.notification });
    return asked;
  };

  it('lists each day and platform, newest first, with the share refused', async () => {
    panel([
      { day: '2026-11-27', platform: 'ios', sends: 8, refused: 2 },
      { day: '2026-11-28', platform: 'ios', sends: 40, refused: 1 },
      { day: '2026-11-28', platform: 'an', sends: 200, refused: 0 },
    ]);
    await screen.findByText('2026-11-27');
    const rows = screen
      .getAllByRole('row')
      .map((r) =>
        within(r)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      )
      .filter((r) => r.length > 0);
    expect(rows).toEqual([
      ['2026-11-28', 'Android', '200', '0', '0 %'],
      ['2026-11-28', 'iOS', '40', '1', '2.5 %'],
      ['2026-11-27', 'iOS', '8', '2', '25 %'],
    ]);
  });

  it('says so when no push message was answered in the days shown', async () => {
    panel([]);
    expect(await screen.findByText(messages.tokenHealthEmpty)).toBeTruthy();
  });
});
