import { activeDrill, dacDrill, lifecycleDrill, metricsDaysSpan } from '@console/contracts/insights';
import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { filterFromSearch } from '@console/contracts/segments';
import { currentUrl, renderScreen } from '@test/render-screen';
import { typeDay } from '@test/type-day';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import FleetPage from './fleet-page';
import { FIRST, link, serveFleet } from './fleet-test-fixtures';

const open = (url: string) => renderScreen(<FleetPage />, { path: PATHS.fleet, url });
const dayBox = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const search = () => fireEvent.click(screen.getByRole('button', { name: messages.fleetSearchButton }));
const fieldOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;
/** The filter a Fleet Search link asks. */
const filterOfUrl = (url: string) => filterFromSearch(new URL(url, 'http://console').search);

// Issue 32: the filters a chart drills through to (history events, active day, DAC, city, chip
// type) had no field: a drill-through's search could be read but not changed, and not built by hand.
describe('Fleet Search event filters', { timeout: 60_000 }, () => {
  it("shows a chart's drill-through in its fields, on the chart's days, and searches it unchanged", async () => {
    const { asked } = serveFleet();
    const oct = { start: '2026-10-01', end: '2026-10-07' };
    const drill = {
      ...lifecycleDrill('onboard', ['AC'], oct),
      ...lifecycleDrill('offboard', ['AC'], oct),
      ...dacDrill('2026-10-02', '2026-10-03'),
      ...activeDrill('2026-10-04', { hours: [6, 7] }),
      homeCities: ['Pune'],
      chipTypes: ['ESPWIFI'],
    };
    open(link(drill));
    await screen.findByText('12,345', {}, FIRST);
    // More filters opens by itself, its days those of the Metrics Chart (UTC+05:30), not UTC's.
    expect(dayBox(messages.fleetEverOnboardedFrom).value).toBe('01-10-2026');
    expect(dayBox(messages.fleetEverOnboardedTo).value).toBe('07-10-2026');
    expect(dayBox(messages.fleetOffboardedFrom).value).toBe('01-10-2026');
    expect(dayBox(messages.fleetOffboardedTo).value).toBe('07-10-2026');
    expect(dayBox(messages.fleetDacIssuedFrom).value).toBe('02-10-2026');
    expect(dayBox(messages.fleetDacIssuedTo).value).toBe('03-10-2026');
    expect(dayBox(messages.fleetActiveDay).value).toBe('04-10-2026');
    expect(document.querySelector('.fleet-sentence')?.textContent).toBe(
      `${messages.fleetWhere} category is AC and home's city is Pune and chip type is ESPWIFI` +
        ' and an onboarding on or after October 1st 2026 and an onboarding on or before October 7th 2026' +
        ' and an offboarding on or after October 1st 2026 and an offboarding on or before October 7th 2026' +
        ' and a DAC issued on or after October 2nd 2026 and a DAC issued on or before October 3rd 2026' +
        ' and active on October 4th 2026 and active hour is 6 AM - 7 AM or 7 AM - 8 AM',
    );
    // Every part is in a field: one change searches the chart's filter, to the second, with it.
    expect(asked[0]?.filter).toEqual(drill);
    const online = screen.getByRole('radiogroup', { name: messages.fleetOnline });
    fireEvent.click(within(online).getByText(messages.no));
    search();
    await waitFor(() => expect(asked.at(-1)?.filter).toEqual({ ...drill, online: false }));
  });

  it('searches what is typed and keeps it in the link, so a reload asks it again', async () => {
    const { asked } = serveFleet();
    const { unmount } = open(link({}));
    await screen.findByText('12,345', {}, FIRST);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: messages.fleetMoreFilters }));
    typeDay(dayBox(messages.fleetOffboardedFrom), '02-11-2026');
    typeDay(dayBox(messages.fleetOffboardedTo), '05-11-2026');
    typeDay(dayBox(messages.fleetActiveDay), '20-11-2026');
    await user.type(screen.getByLabelText(messages.fleetCities), 'New Delhi{Enter}');
    await user.click(screen.getByLabelText(messages.fleetActiveControllers));
    await user.click(await screen.findByTitle('iOS'));
    search();
    const wanted = {
      homeCities: ['New Delhi'],
      offboardedFrom: metricsDaysSpan('2026-11-02').from,
      offboardedTo: metricsDaysSpan('2026-11-05').to,
      activeDay: '2026-11-20',
      activeControllers: ['ios'],
    };
    await waitFor(() => expect(asked.at(-1)?.filter).toEqual(wanted));
    const url = currentUrl();
    expect(filterOfUrl(url)).toEqual(wanted);
    unmount();

    open(url);
    await waitFor(() => expect(asked.at(-1)?.filter).toEqual(wanted));
    await screen.findByText('12,345', {}, FIRST);
    expect(dayBox(messages.fleetOffboardedFrom).value).toBe('02-11-2026');
    expect(dayBox(messages.fleetActiveDay).value).toBe('20-11-2026');
    search();
    await waitFor(() => expect(asked.at(-1)?.filter).toEqual(wanted));
  });

  it('refuses an end before its start, and hours with controllers, on the field, asking nothing', async () => {
    const { asked } = serveFleet();
    open(link({ activeDay: '2026-11-20', activeHours: [3] }));
    await screen.findByText('12,345', {}, FIRST);
    typeDay(dayBox(messages.fleetDacIssuedFrom), '10-11-2026');
    typeDay(dayBox(messages.fleetDacIssuedTo), '09-11-2026');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(messages.fleetActiveControllers));
    await user.click(await screen.findByTitle('Android'));
    search();
    expect(await within(fieldOf(messages.fleetDacIssuedTo)).findByText(messages.endBeforeStart)).toBeTruthy();
    // Each field's error settles on its own (AntD validates them one after the other).
    expect(
      await within(fieldOf(messages.fleetActiveHours)).findByText(messages.segmentActiveHoursOrControllers),
    ).toBeTruthy();
    expect(within(fieldOf(messages.fleetDacIssuedFrom)).queryByText(messages.endBeforeStart)).toBeNull();
    expect(asked).toHaveLength(1);

    // The same day at both ends is one whole day.
    typeDay(dayBox(messages.fleetDacIssuedTo), '10-11-2026');
    const clear = fieldOf(messages.fleetActiveControllers).querySelector('.ant-select-clear');
    fireEvent.mouseDown(clear as Element);
    search();
    await waitFor(() =>
      expect(asked.at(-1)?.filter).toEqual({
        dacIssuedFrom: metricsDaysSpan('2026-11-10').from,
        dacIssuedTo: metricsDaysSpan('2026-11-10').to,
        activeDay: '2026-11-20',
        activeHours: [3],
      }),
    );
  });
});
