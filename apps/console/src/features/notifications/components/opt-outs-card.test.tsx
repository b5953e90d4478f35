import { fillMessage, messages } from '@console/contracts/messages';
import {
  getNotificationOptOuts,
  type NotificationOptOuts,
  setNotificationOptOut,
} from '@console/contracts/notifications';
import { PATHS } from '@console/contracts/paths';
import { answer, fakeApi } from '@test/fake-api';
import { renderScreen, signedInAs } from '@test/render-screen';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/shared/format/dates';
import NotificationOptOutsCard from './opt-outs-card';

const AT = 1_790_000_000;

/** The card for user u-1, who opted out of SMS; returns the changes asked for. */
function card(roles: Parameters<typeof signedInAs>[0], level: number) {
  signedInAs(roles, level);
  const changes: unknown[] = [];
  let optOuts: NotificationOptOuts['optOuts'] = [{ channel: 'sms', setBy: 'asha.support', at: AT }];
  const calls = fakeApi(
    answer(getNotificationOptOuts, () => ({ userId: 'u-1', optOuts })),
    answer(setNotificationOptOut, ({ body }) => {
      changes.push(body);
      const { channel, optedOut } = body as { channel: 'push' | 'sms' | 'email'; optedOut: boolean };
      optOuts = optedOut
        ? [...optOuts, { channel, setBy: 'test.user', at: AT + 60 }]
        : optOuts.filter((o) => o.channel !== channel);
      return { userId: 'u-1', optOuts };
    }),
  );
  renderScreen(<NotificationOptOutsCard userId="u-1" />, { path: PATHS.dashboard, url: PATHS.dashboard });
  return { changes, calls };
}
const toggle = (label: string) => screen.getByRole('switch', { name: `${label} notifications` });

describe('User Info: a user’s notification opt-outs (issue 34)', { timeout: 30_000 }, () => {
  it('shows each channel on unless opted out, by whom and when; a switch opts out or back in', async () => {
    const { changes } = card(['CUSTOMERSUPPORTL4'], 5);
    await screen.findByText(messages.notificationOptOutsHelp);
    expect(toggle('Push').getAttribute('aria-checked')).toBe('true');
    expect(toggle('SMS').getAttribute('aria-checked')).toBe('false');
    const by = fillMessage(messages.notificationOptedOutBy, {
      name: 'asha.support',
      date: formatDateTime(AT),
    });
    expect(screen.getByText(by, { exact: false })).toBeTruthy();
    fireEvent.click(toggle('Push'));
    await waitFor(() => expect(toggle('Push').getAttribute('aria-checked')).toBe('false'));
    fireEvent.click(toggle('SMS'));
    await waitFor(() => expect(toggle('SMS').getAttribute('aria-checked')).toBe('true'));
    expect(changes).toEqual([
      { channel: 'push', optedOut: true },
      { channel: 'sms', optedOut: false },
    ]);
  });

  it('is not shown to a role that may not see them, and asks nothing', async () => {
    const { calls } = card(['CUSTOMERSUPPORTL2'], 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(messages.notificationOptOuts)).toBeNull();
    expect(calls).toEqual([]);
  });
});
