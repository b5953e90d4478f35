import { dacDrill, getDacCount } from '@console/contracts/insights';
import { fillMessage, messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { fleetLinkOf } from '@console/contracts/segments';
import { answer, fakeApi } from '@test/fake-api';
import { currentUrl, renderScreen, signedInAs } from '@test/render-screen';
import { typeDay } from '@test/type-day';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import DacStatisticsPage from './dac-statistics-page';

const open = (query = '') =>
  renderScreen(<DacStatisticsPage findStatistics={<p>the DAC log search</p>} />, {
    path: PATHS.dacStatistics,
    url: `${PATHS.dacStatistics}${query}`,
  });
const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

describe('DAC Statistics screen', () => {
  it('opens the tab named in the link, as a reload does', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    fakeApi();
    open('?tab=find');
    expect(await screen.findByText('the DAC log search')).toBeTruthy();
    expect(selectedTab()).toBe(messages.findStatisticsTab);
  });

  it('keeps the chosen tab in the link, and the first tab needs none', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    fakeApi();
    open('?tab=nonsense');
    expect(selectedTab()).toBe(messages.dacStatisticsTab);
    fireEvent.click(screen.getByRole('tab', { name: messages.findStatisticsTab }));
    expect(currentUrl()).toBe(`${PATHS.dacStatistics}?tab=find`);
    fireEvent.click(screen.getByRole('tab', { name: messages.dacStatisticsTab }));
    expect(currentUrl()).toBe(PATHS.dacStatistics);
  });
});

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
// (A finished call's loading icon stays in jsdom, where its exit motion never ends: 'loadingFilter'.)
const filter = () =>
  screen.getByRole('button', { name: new RegExp(`${messages.filter}$`) }) as HTMLButtonElement;

/** The count of 1 to 20 October (7) asked for, as a person with these roles; the calls made. */
async function countOctober(roles: Parameters<typeof signedInAs>[0], level: number) {
  signedInAs(roles, level);
  const calls = fakeApi(answer(getDacCount, () => ({ count: 7 })));
  open();
  typeDay(box(messages.fromDate), '01-10-2026');
  typeDay(box(messages.toDate), '20-10-2026');
  await waitFor(() => expect(filter().disabled).toBe(false));
  fireEvent.click(filter());
  expect(await screen.findByText(fillMessage(messages.dacStatisticsCount, { count: 7 }))).toBeTruthy();
  return calls;
}

// Walk finding: an end before the start was taken without a word, Filter stayed enabled and the
// count of the earlier dates stayed on screen.
describe('DAC Statistics dates (spec 002 section 5)', { timeout: 30_000 }, () => {
  it('says a To before From under To, keeps Filter disabled, and hides the earlier count', async () => {
    const calls = await countOctober(['CUSTOMERSUPPORTL4'], 5);

    typeDay(box(messages.fromDate), '25-10-2026');
    await waitFor(() => expect(box(messages.fromDate).value).toBe('25-10-2026'));
    expect(screen.getByText(messages.logEndBeforeStart)).toBeTruthy();
    expect(filter().disabled).toBe(true);
    expect(screen.queryByText(fillMessage(messages.dacStatisticsCount, { count: 7 }))).toBeNull();
    expect(calls).toHaveLength(1);

    typeDay(box(messages.toDate), '30-10-2026');
    await waitFor(() => expect(screen.queryByText(messages.logEndBeforeStart)).toBeNull());
    expect(filter().disabled).toBe(false);
  });

  it('refuses a typed day after today: the field keeps what it had', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    fakeApi();
    open();
    typeDay(box(messages.toDate), '01-10-2026');
    await waitFor(() => expect(box(messages.toDate).value).toBe('01-10-2026'));
    typeDay(box(messages.toDate), dayjs().add(3, 'day').format('DD-MM-YYYY'));
    await waitFor(() => expect(box(messages.toDate).value).toBe('01-10-2026'));
  });
});

// Issue 32: the devices behind the count, in Fleet Search.
describe('DAC Statistics drill-through', { timeout: 30_000 }, () => {
  it('links the count to Fleet Search on the devices given a certificate in those days', async () => {
    await countOctober(['CUSTOMERSUPPORTL4'], 5);
    const link = await screen.findByRole('link', { name: messages.dacDrillLink });
    expect(link.getAttribute('href')).toBe(fleetLinkOf(dacDrill('2026-10-01', '2026-10-20')));
    expect(screen.getByText(messages.dacDrillNote)).toBeTruthy();
    fireEvent.click(link);
    expect(currentUrl()).toBe(fleetLinkOf(dacDrill('2026-10-01', '2026-10-20')));
  });

  it('shows no link to a person who may not search the fleet', async () => {
    await countOctober(['FACTORYADMIN'], 0);
    expect(screen.queryByRole('link', { name: messages.dacDrillLink })).toBeNull();
  });
});
