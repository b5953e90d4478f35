import { fillMessage, messages } from '@console/contracts/messages';
import {
  getNotificationOptOuts,
  type NotificationOptOuts,
  nextOptOutScopes,
  type OptOutChange,
  setNotificationOptOut,
} from '@console/contracts/notifications';
import { PATHS } from '@console/contracts/paths';
import { answer, fakeApi } from '@test/fake-api';
import { renderScreen, signedInAs } from '@test/render-screen';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/shared/format/dates';
import NotificationOptOutsCard from './opt-outs-card';

const AT = 1_790_000_000;

type OptOuts = NotificationOptOuts['optOuts'];

/** The card for user u-1, who opted out of SMS (or `start`); returns the changes asked for. */
function card(
  roles: Parameters<typeof signedInAs>[0],
  level: number,
  start: OptOuts = [{ channel: 'sms', severity: 'all', setBy: 'asha.support', at: AT }],
) {
  signedInAs(roles, level);
  const changes: unknown[] = [];
  let optOuts = start;
  const calls = fakeApi(
    answer(getNotificationOptOuts, () => ({ userId: 'u-1', optOuts })),
    answer(setNotificationOptOut, ({ body }) => {
      changes.push(body);
      // The server's own rule for a channel's scopes after a change.
      const c = body as OptOutChange;
      const before = optOuts.filter((o) => o.channel === c.channel);
      const after = nextOptOutScopes(
        before.map((o) => o.severity),
        c,
      );
      optOuts = [
        ...optOuts.filter((o) => o.channel !== c.channel || after.includes(o.severity)),
        ...after
          .filter((s) => !before.some((o) => o.severity === s))
          .map((severity) => ({ channel: c.channel, severity, setBy: 'test.user', at: AT + 60 })),
      ];
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
      { channel: 'push', severity: 'all', optedOut: true },
      { channel: 'sms', severity: 'all', optedOut: false },
    ]);
  });

  it('shows per channel the kinds opted out of, by whom, and sets one kind at a time', async () => {
    const { changes } = card(['CUSTOMERSUPPORTL4'], 5, [
      { channel: 'push', severity: 'promotion', setBy: 'app', at: AT },
      { channel: 'sms', severity: 'all', setBy: 'asha.support', at: AT },
    ]);
    const kinds = async (channel: string) =>
      within(await screen.findByRole('group', { name: `Kinds of message on ${channel}` }));
    const push = await kinds('Push');
    // Push is on (a promotion opt-out is not a whole one: alerts still go), promotions off.
    expect(toggle('Push').getAttribute('aria-checked')).toBe('true');
    expect(push.getByRole('checkbox', { name: 'Promotion' })).toHaveProperty('checked', false);
    expect(push.getByRole('checkbox', { name: 'Info' })).toHaveProperty('checked', true);
    const inApp = fillMessage(messages.notificationOptedOutInApp, { date: formatDateTime(AT) });
    expect(screen.getByText(`Promotion: ${inApp}`)).toBeTruthy();
    // A channel switched off has every kind off, and none to change on its own.
    const sms = await kinds('SMS');
    for (const box of sms.getAllByRole('checkbox')) {
      expect(box).toHaveProperty('checked', false);
      expect(box).toHaveProperty('disabled', true);
    }
    fireEvent.click(push.getByRole('checkbox', { name: 'Info' }));
    await waitFor(() =>
      expect(push.getByRole('checkbox', { name: 'Info' })).toHaveProperty('checked', false),
    );
    fireEvent.click(push.getByRole('checkbox', { name: 'Promotion' }));
    await waitFor(() =>
      expect(push.getByRole('checkbox', { name: 'Promotion' })).toHaveProperty('checked', true),
    );
    expect(changes).toEqual([
      { channel: 'push', severity: 'info', optedOut: true },
      { channel: 'push', severity: 'promotion', optedOut: false },
    ]);
    expect(screen.queryByText(`Promotion: ${inApp}`)).toBeNull();
  });

  it('is not shown to a role that may not see them, and asks nothing', async () => {
    const { calls } = card(['CUSTOMERSUPPORTL2'], 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(messages.notificationOptOuts)).toBeNull();
    expect(calls).toEqual([]);
  });
});
