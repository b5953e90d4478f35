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
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/shared/format/dates';
import { PREVIEW_DEBOUNCE_MS } from '../hooks/use-audience-preview';
import { sendTimeText } from './audience-figures';
import { SendPanel } from './send-panel';

type Body = Record<string, unknown>;
const AS_OF = 1_790_000_000;

/**
 * The Send tab of a level 4 sender (issue 34), the audience preview answered by `preview` (the n-th
 * preview, its body) and recorded; sends recorded too.
 */
function sendTab(preview: (n: number, body: Body) => ReturnType<typeof audienceOf>) {
  signedInAs(['CUSTOMERSUPPORTL4'], 5);
  const previews: Body[] = [];
  const sent: Body[] = [];
  fakeApi(
    answer(notificationAudience, ({ body }) => {
      previews.push(body as Body);
      return preview(previews.length, body as Body);
    }),
    answer(listNotificationTasks, () => []),
    answer(getNotificationTask, ({ params }) => notificationTask('queued', { taskId: params.taskId ?? '' })),
    answer(sendNotification, ({ body }) => {
      sent.push(body as Body);
      return {
        taskId: 'task-000009',
        message: fillMessage(messages.notificationTaskCreated, { taskId: 'task-000009' }),
      };
    }),
  );
  renderScreen(<SendPanel onView={() => {}} />, { path: PATHS.notification, url: PATHS.notification });
  return { previews, sent };
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  const list = await screen.findAllByTitle(option);
  fireEvent.click(list[list.length - 1] as HTMLElement);
}
const typeUsers = (value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'User Ids' }), { target: { value } });
const previewBlock = () => screen.getByText(messages.audiencePreview).closest('fieldset') as HTMLElement;
/** The preview's row of a channel, its cells' text. */
const rowOf = (label: string) =>
  within(previewBlock())
    .getAllByRole('row')
    .find((r) => r.querySelector('td')?.textContent?.startsWith(label))
    ?.querySelectorAll('td') as NodeListOf<HTMLElement>;
const cells = (label: string) => [...rowOf(label)].map((c) => c.textContent);

describe('Send tab: the audience preview', { timeout: 60_000 }, () => {
  it('shows each channel’s recipients, held, capped, sent at once and time to send, as of when counted', async () => {
    const { previews } = sendTab(() =>
      audienceOf(
        { users: 12_000, push: 10_000, sms: 9_000, email: 11_000 },
        {
          asOf: AS_OF,
          quietHours: { start: '22:00', end: '08:00' },
          channels: {
            sms: { optedOut: 300, sendNow: 8_700, estimatedSeconds: 870 },
            push: {
              held: 1_500,
              capped: 500,
              sendNow: 8_000,
              ratePerSecond: 100,
              estimatedSeconds: 95,
              heldUntil: AS_OF + 3600,
            },
          },
        },
      ),
    );
    expect(await screen.findByText(messages.audiencePreviewEmpty)).toBeTruthy();
    await choose('Channel', 'Push');
    await choose('Severity', 'Promotion');
    typeUsers('u1, u2');
    await waitFor(() => expect(rowOf('Push')).toBeTruthy());
    expect(cells('Push')).toEqual(['PushThis task', '10,000', '0', '1,500', '500', '8,000', '≈ 1 min 35 s']);
    expect(cells('SMS')).toEqual(['SMS', '9,000', '300', '0', '0', '8,700', '≈ 14 min 30 s']);
    expect(cells('E-mail')).toEqual(['E-mail', '11,000', '0', '0', '0', '11,000', '≈ 18 min 20 s']);
    const notes = previewBlock().textContent ?? '';
    expect(notes).toContain(fillMessage(messages.audiencePreviewAsOf, { time: formatDateTime(AS_OF) }));
    expect(notes).toContain('Quiet hours 22:00–08:00 in each recipient’s local time (the tenant’s default)');
    // The window's end on each recipient's clock; the last of them on this browser's, its zone named.
    expect(notes).toContain(
      `Held messages go when each recipient’s window ends, at 08:00 in their own local time; the last at ${formatDateTime(AS_OF + 3600)} in this browser’s time zone (${Intl.DateTimeFormat().resolvedOptions().timeZone}).`,
    );
    // Asked once the form rested, with what decides the audience and the policy, not the message.
    expect(previews).toHaveLength(1);
    expect(previews[0]).toEqual({
      channel: { type: 'push', platform: ['ios', 'an'] },
      severity: 'promotion',
      users: { userIds: ['u1', 'u2'] },
    });
  });

  it('counts again when the audience or severity changes, once the form has rested; not for the message', async () => {
    const { previews } = sendTab((n) => audienceOf({ users: n, push: n, sms: n, email: n }));
    await choose('Channel', 'SMS');
    for (const ids of ['u1', 'u1, u2', 'u1, u2, u3']) typeUsers(ids);
    await waitFor(() => expect(cells('SMS')[1]).toBe('1'));
    expect(previews).toHaveLength(1);
    expect(previews[0]?.users).toEqual({ userIds: ['u1', 'u2', 'u3'] });
    fireEvent.change(await screen.findByRole('textbox', { name: 'SMS Text' }), {
      target: { value: 'Hello' },
    });
    await choose('Severity', 'Alert');
    await waitFor(() => expect(cells('SMS')[1]).toBe('2'));
    expect(previews).toHaveLength(2);
    expect(previews[1]?.severity).toBe('alert');
    await new Promise((resolve) => setTimeout(resolve, PREVIEW_DEBOUNCE_MS * 2));
    expect(previews).toHaveLength(2);
  });

  it('shows a dash where the cap is not in play, and says which quiet hours there are none of', async () => {
    sendTab(() =>
      audienceOf(
        { users: 3, push: 3, sms: 3, email: 3 },
        { channels: { sms: { capped: null, ratePerSecond: 1000 } } },
      ),
    );
    await choose('Channel', 'SMS');
    fireEvent.click(screen.getByRole('radio', { name: 'None' }));
    typeUsers('u1');
    await waitFor(() => expect(rowOf('SMS')).toBeTruthy());
    expect(cells('SMS')).toEqual(['SMSThis task', '3', '0', '0', '—', '3', 'under 1 s']);
    expect(previewBlock().textContent).toContain(
      fillMessage(messages.audiencePreviewNoQuiet, { source: 'this task has none' }),
    );
  });

  it('says when the audience could not be counted, and the task is still created', async () => {
    const { sent } = sendTab(() => {
      throw new FakeStatus(503, {
        statusCode: 503,
        code: 'serviceUnavailable',
        message: 'Database unavailable.',
      });
    });
    await choose('Channel', 'SMS');
    await choose('Severity', 'Info');
    fireEvent.change(await screen.findByRole('textbox', { name: 'SMS Text' }), {
      target: { value: 'Hello' },
    });
    typeUsers('u1');
    await pickExpiryTomorrow();
    expect(
      await screen.findByText(
        fillMessage(messages.audiencePreviewFailed, { reason: 'Database unavailable.' }),
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByText(messages.createNotificationTask));
    await screen.findByText(fillMessage(messages.notificationTaskCreated, { taskId: 'task-000009' }));
    expect(sent).toHaveLength(1);
  });
});

describe('Send tab: the task’s own quiet hours', { timeout: 60_000 }, () => {
  /** Types a time into a box of the quiet-hours picker and presses Enter, as a person may. */
  function typeTime(name: string, value: string) {
    const box = screen.getByPlaceholderText(name);
    fireEvent.mouseDown(box);
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  }

  it('sends the tenant’s default (nothing), none (null) or a window, and the preview is asked the same', async () => {
    const { previews, sent } = sendTab((_, body) =>
      audienceOf(
        { users: 2, push: 2, sms: 2, email: 2 },
        { quietHours: (body.quietHours as { start: string; end: string } | null | undefined) ?? null },
      ),
    );
    await choose('Channel', 'SMS');
    await choose('Severity', 'Info');
    fireEvent.change(await screen.findByRole('textbox', { name: 'SMS Text' }), {
      target: { value: 'Hello' },
    });
    typeUsers('u1, u2');
    await pickExpiryTomorrow();
    await waitFor(() => expect(previews).toHaveLength(1));
    expect(previews[0]).not.toHaveProperty('quietHours');
    fireEvent.click(screen.getByRole('radio', { name: 'None' }));
    await waitFor(() => expect(previews).toHaveLength(2));
    expect(previews[1]?.quietHours).toBeNull();
    const noneText = fillMessage(messages.audiencePreviewNoQuiet, { source: 'this task has none' });
    expect(await screen.findByText(noneText, { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'From – to' }));
    typeTime('From', '10:00 PM');
    typeTime('To', '08:00 AM');
    await waitFor(() => expect(previews.at(-1)?.quietHours).toEqual({ start: '22:00', end: '08:00' }));
    expect(await screen.findByText(/Quiet hours 22:00–08:00 .*this task’s/)).toBeTruthy();
    fireEvent.click(screen.getByText(messages.createNotificationTask));
    await screen.findByText(fillMessage(messages.notificationTaskCreated, { taskId: 'task-000009' }));
    expect(sent[0]?.quietHours).toEqual({ start: '22:00', end: '08:00' });
  });

  it('with users chosen and a window without times, the preview asks for the times, as the field does, in words the 12-hour picker fits', async () => {
    const { previews } = sendTab(() => audienceOf({ users: 3, push: 3, sms: 3, email: 3 }));
    await choose('Channel', 'Push');
    typeUsers('u1, u2, u3');
    await waitFor(() => expect(previews).toHaveLength(1));
    fireEvent.click(screen.getByRole('radio', { name: 'From – to' }));
    expect(await within(previewBlock()).findByText(messages.audiencePreviewNeedsQuietHours)).toBeTruthy();
    expect(within(previewBlock()).queryByText(messages.audiencePreviewEmpty)).toBeNull();
    fireEvent.click(screen.getByText(messages.createNotificationTask));
    const field = screen.getByPlaceholderText('From').closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(within(field).getByText(messages.quietHoursIncomplete)).toBeTruthy());
    expect(field.textContent).not.toMatch(/HH:MM/);
    expect(previews).toHaveLength(1);
  });

  it('names a window that starts and ends at the same time on its field, and the preview waits for a real one', async () => {
    const { previews, sent } = sendTab(() => audienceOf({ users: 1, push: 1, sms: 1, email: 1 }));
    await choose('Channel', 'SMS');
    typeUsers('u1');
    await waitFor(() => expect(previews).toHaveLength(1));
    fireEvent.click(screen.getByRole('radio', { name: 'From – to' }));
    typeTime('From', '08:00 AM');
    typeTime('To', '08:00 AM');
    expect(await screen.findByText(messages.quietHoursEmpty)).toBeTruthy();
    fireEvent.click(screen.getByText(messages.createNotificationTask));
    await waitFor(() => expect(screen.getAllByText(messages.quietHoursEmpty)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, PREVIEW_DEBOUNCE_MS * 2));
    expect(previews).toHaveLength(1);
    expect(sent).toHaveLength(0);
  });
});

describe('time to send at the provider’s pace', () => {
  const at = (sendNow: number, held: number, ratePerSecond: number, estimatedSeconds: number) =>
    sendTimeText({ sendNow, held, ratePerSecond, estimatedSeconds });
  it('reads as nothing, under a second, seconds and minutes, then hours', () => {
    expect(at(0, 0, 10, 0)).toBe('—');
    expect(at(5, 4, 10, 1)).toBe('under 1 s');
    expect(at(10, 0, 10, 1)).toBe('≈ 1 s');
    expect(at(9_000, 0, 10, 900)).toBe('≈ 15 min 0 s');
    expect(at(150_000, 50_000, 20, 10_000)).toBe('≈ 2 h 47 min');
  });
});
