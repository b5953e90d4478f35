import { mediaQueryList } from '@test/media-query';
import { notificationAudience as audienceOf } from '@test/notification-audience';
import { renderScreen } from '@test/render-screen';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AudienceTable } from './audience-figures';

const audience = audienceOf(
  { users: 12_000, push: 10_000, sms: 9_000, email: 11_000 },
  { channels: { sms: { optedOut: 300, held: 2_000, capped: null, sendNow: 6_700, estimatedSeconds: 870 } } },
);
/** Each row's cells' text, the row's title first. */
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent));

/** A browser as wide as a phone (antd's xs: under 576 px) or not. */
function viewport(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, phone && query.includes('max-width: 575')),
  );
}
afterEach(() => vi.restoreAllMocks());

describe('the audience table (issue 34)', () => {
  it('on a phone, a figure a row and a channel a column, so held, capped and opted out are in view', () => {
    viewport(true);
    renderScreen(<AudienceTable data={audience} channel="sms" />, { path: '/', url: '/' });
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Figure', 'Push', 'SMSThis task', 'E-mail']);
    expect(rows()).toEqual([
      ['Recipients', '10,000', '9,000', '11,000'],
      ['Opted out', '0', '300', '0'],
      ['Held by quiet hours', '0', '2,000', '0'],
      ['Over the promotion cap', '0', '—', '0'],
      ['Sent at once', '10,000', '6,700', '11,000'],
      ['Time to send', '≈ 16 min 40 s', '≈ 14 min 30 s', '≈ 18 min 20 s'],
    ]);
  });

  it('wider, a channel a row', () => {
    viewport(false);
    renderScreen(<AudienceTable data={audience} channel="sms" />, { path: '/', url: '/' });
    expect(rows()[1]).toEqual(['SMSThis task', '9,000', '300', '2,000', '—', '6,700', '≈ 14 min 30 s']);
  });
});
