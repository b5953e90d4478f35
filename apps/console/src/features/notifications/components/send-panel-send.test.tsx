import { fillMessage, messages } from '@console/contracts/messages';
import {
  getNotificationTask,
  listNotificationTasks,
  notificationAudience,
  sendNotification,
} from '@console/contracts/notifications';
import { PATHS } from '@console/contracts/paths';
import { answer, FakeStatus, fakeApi } from '@test/fake-api';
import { notificationAudience as audienceOf } from '@test/notification-audience';
import { notificationTask } from '@test/notification-task';
import { pickExpiryTomorrow } from '@test/pick-expiry';
import { renderScreen, signedInAs } from '@test/render-screen';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/shared/format/dates';
import { SendPanel } from './send-panel';

const sentTask = (taskId: string) =>
  notificationTask('cancelled', {
    taskId,
    channel: { type: 'sms', platform: [] },
    message: { text: 'Service visit tomorrow' },
  });
const DUPLICATE = fillMessage(messages.notificationDuplicate, { ago: '12 s', taskId: 'task-000001' });

/**
 * The Send tab, its sends answered by `answerSend` (the n-th send, its body); returns the bodies
 * sent. Other calls: no task sent yet, then each task as sent.
 */
function sendTab(
  answerSend: (n: number, body: Record<string, unknown>) => string,
  audiences: unknown[] = [],
  audience = audienceOf({ users: 200_000, push: 180_000, sms: 150_000, email: 190_000 }),
) {
  signedInAs(['CUSTOMERSUPPORTL4'], 5);
  const sent: Record<string, unknown>[] = [];
  fakeApi(
    answer(notificationAudience, ({ body }) => {
      // The broadcast confirmation's count (the whole task), not the preview's (no message: issue 34).
      if ((body as { message?: unknown }).message) audiences.push(body);
      return audience;
    }),
    answer(listNotificationTasks, () => []),
    answer(getNotificationTask, ({ params }) => sentTask(params.taskId ?? '')),
    answer(sendNotification, ({ body }) => {
      sent.push(body as Record<string, unknown>);
      const taskId = answerSend(sent.length, body as Record<string, unknown>);
      return { taskId, message: fillMessage(messages.notificationTaskCreated, { taskId }) };
    }),
  );
  renderScreen(<SendPanel onView={() => {}} />, { path: PATHS.notification, url: PATHS.notification });
  return sent;
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  const list = await screen.findAllByTitle(option);
  fireEvent.click(list[list.length - 1] as HTMLElement);
}

/** An SMS to two users, expiring tomorrow, typed as a person does. */
async function fillSms() {
  await choose('Channel', 'SMS');
  await choose('Severity', 'Info');
  fireEvent.change(await screen.findByRole('textbox', { name: 'SMS Text' }), {
    target: { value: 'Service visit tomorrow' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: 'User Ids' }), { target: { value: 'u1, u2' } });
  await pickExpiryTomorrow();
}
const createButton = () => screen.getByText(messages.createNotificationTask).closest('button') as HTMLElement;
const create = () => fireEvent.click(createButton());
const smsText = () => screen.queryByRole('textbox', { name: 'SMS Text' });

describe('Send tab: Create Notification Task', { timeout: 60_000 }, () => {
  it('resets the form after a send, as Reset does, and shows the task sent', async () => {
    const sent = sendTab(() => 'task-000001');
    await fillSms();
    create();
    await screen.findByText(fillMessage(messages.notificationTaskCreated, { taskId: 'task-000001' }));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: { type: 'sms' }, message: { text: 'Service visit tomorrow' } });
    // Emptied: no channel (so no message box), no users, no expiry; the defaults Reset keeps stay.
    await waitFor(() => expect(smsText()).toBeNull());
    expect((screen.getByRole('textbox', { name: 'User Ids' }) as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByRole('textbox', { name: 'Expiry' }) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('radio', { name: 'Send now' }).closest('label')?.className).toContain('checked');
    // The Last Sent table shows the task just sent.
    expect(await screen.findByTitle('task-000001')).toBeTruthy();
    // A second click sends nothing: the emptied form is refused by its own rules.
    create();
    await screen.findByText(messages.invalidChannelType);
    expect(sent).toHaveLength(1);
  });

  it('a second click while a broadcast is being counted and confirmed sends nothing more', async () => {
    const audiences: unknown[] = [];
    const sent = sendTab(() => 'task-000001', audiences);
    // The audience count answers only when released: the first click is then still on its way.
    const answered = globalThis.fetch;
    let release = () => {};
    const counted = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
      if (String(input).includes('/audience')) await counted;
      return answered(input, init);
    });
    await fillSms();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Broadcast' }));
    create();
    await waitFor(() => expect(createButton().className).toContain('ant-btn-loading'));
    create();
    release();
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('200000 users');
    // Nobody held: the time to finish is the provider's pace alone (150,000 SMS at 10 a second).
    expect(dialog.textContent).toContain(
      fillMessage(messages.confirmBroadcastTime, { channel: 'SMS', time: '≈ 4 h 10 min' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: messages.createNotificationTask }));
    await screen.findByText(fillMessage(messages.notificationTaskCreated, { taskId: 'task-000001' }));
    expect(audiences).toHaveLength(1);
    expect(sent).toHaveLength(1);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('names in the broadcast confirmation, per channel, who opted out, is held by quiet hours or capped, and the time to finish', async () => {
    const asOf = 1_790_000_000;
    const sent = sendTab(
      () => 'task-000001',
      [],
      audienceOf(
        { users: 200_000, push: 180_000, sms: 150_000, email: 190_000 },
        {
          asOf,
          quietHours: { start: '22:00', end: '08:00' },
          channels: {
            sms: {
              optedOut: 2_000,
              held: 40_000,
              capped: 8_000,
              sendNow: 100_000,
              ratePerSecond: 100,
              estimatedSeconds: 1_400,
              heldUntil: asOf + 3_600,
            },
            push: { optedOut: 500, held: 20_000, capped: 1_500, sendNow: 158_000, estimatedSeconds: 17_800 },
          },
        },
      ),
    );
    await fillSms();
    await choose('Severity', 'Promotion');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Broadcast' }));
    create();
    const dialog = await screen.findByRole('dialog');
    const cells = (label: string) =>
      [
        ...(within(dialog)
          .getAllByRole('row')
          .find((r) => r.querySelector('td')?.textContent?.startsWith(label))
          ?.querySelectorAll('td') ?? []),
      ].map((c) => c.textContent);
    expect(dialog.textContent).toContain('200000 users');
    expect(cells('SMS')).toEqual([
      'SMSThis task',
      '150,000',
      '2,000',
      '40,000',
      '8,000',
      '100,000',
      '≈ 23 min 20 s',
    ]);
    expect(cells('Push')).toEqual(['Push', '180,000', '500', '20,000', '1,500', '158,000', '≈ 4 h 57 min']);
    // Some are held: the task is done once the last window has ended and they have gone at the pace.
    expect(dialog.textContent).toContain(
      `Estimated to finish on SMS at about ${formatDateTime(asOf + 3_600 + 400)} in this browser’s time zone (${Intl.DateTimeFormat().resolvedOptions().timeZone}): held messages go as each recipient’s quiet hours end, all at the provider’s pace (≈ 23 min 20 s).`,
    );
    expect(dialog.textContent).toContain(
      'Quiet hours 22:00–08:00 in each recipient’s local time (the tenant’s default)',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: messages.createNotificationTask }));
    await screen.findByText(fillMessage(messages.notificationTaskCreated, { taskId: 'task-000001' }));
    expect(sent).toHaveLength(1);
  });

  it("asks 'Send again?' when the server refuses an identical task; Cancel sends nothing, Send again confirms it", async () => {
    const refuse = () => {
      throw new FakeStatus(409, { statusCode: 409, code: 'notificationDuplicate', message: DUPLICATE });
    };
    const sent = sendTab((_, body) => (body.confirmDuplicate ? 'task-000002' : refuse()));
    await fillSms();
    create();
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(messages.sendAgain);
    expect(dialog.textContent).toContain(DUPLICATE);
    // Nothing is on its way while the question waits: the button does not spin (and stays readable).
    expect(createButton().className).not.toContain('ant-btn-loading');
    fireEvent.click(within(dialog).getByRole('button', { name: messages.cancel }));
    // The send is over (the button no longer loading): nothing more was sent.
    await waitFor(() => expect(createButton().className).not.toContain('ant-btn-loading'));
    expect(sent).toHaveLength(1);
    // Nothing was sent: the form keeps what was typed.
    expect((smsText() as HTMLTextAreaElement).value).toBe('Service visit tomorrow');

    create();
    // The first dialog may still be in the page, closed (jsdom runs no closing animation): the new one is last.
    await waitFor(() => expect(sent).toHaveLength(2));
    const again = (await screen.findAllByRole('dialog')).at(-1) as HTMLElement;
    fireEvent.click(within(again).getByRole('button', { name: messages.sendAgainConfirm }));
    await screen.findByText(fillMessage(messages.notificationTaskCreated, { taskId: 'task-000002' }));
    expect(sent.map((b) => b.confirmDuplicate)).toEqual([undefined, undefined, true]);
    await waitFor(() => expect(smsText()).toBeNull());
  });
});
