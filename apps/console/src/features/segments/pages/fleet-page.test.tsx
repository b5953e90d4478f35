import { fillMessage, messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { listBulkActions, listSegments, searchFleet } from '@console/contracts/segments';
import { answer, FakeStatus, fakeApi } from '@test/fake-api';
import { currentUrl, renderScreen, signedInAs } from '@test/render-screen';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/shared/format/dates';
import FleetPage from './fleet-page';
import { FIRST, link, serveFleet } from './fleet-test-fixtures';

const open = (url: string = PATHS.fleet) => renderScreen(<FleetPage />, { path: PATHS.fleet, url });

describe('Fleet Search screen', { timeout: 60_000 }, () => {
  it('asks nothing before a search, then counts every device in scope for an empty filter', async () => {
    const { asked } = serveFleet();
    open();
    expect(await screen.findByText(messages.fleetStart, {}, FIRST)).toBeTruthy();
    expect(asked).toEqual([]);

    await userEvent.setup().click(screen.getByRole('button', { name: messages.fleetSearchButton }));
    expect(await screen.findByText('12,345', {}, FIRST)).toBeTruthy();
    // The count is kept a few seconds on the server: the screen says when it was read.
    expect(
      screen.getByText(fillMessage(messages.fleetCountsAsOf, { time: formatDateTime(1_767_225_600_000) })),
    ).toBeTruthy();
    expect(currentUrl()).toBe(link({}));
    expect(asked).toEqual([{ filter: {} }]);
    expect(screen.getByText(messages.fleetEveryDevice)).toBeTruthy();
    // Each row opens Device Info.
    const row = screen.getByRole('link', { name: 'F01' });
    expect(row.getAttribute('href')).toBe('/searchDevice?by=deviceId&q=F01');
    expect(
      screen.getByRole('button', { name: fillMessage(messages.fleetExportCsv, { count: '12,345' }) }),
    ).toBeTruthy();
  });

  it("asks with the link's filter, shows it in the fields and says it in words: and between, or within", async () => {
    const { asked } = serveFleet();
    open(link({ modelNumbers: ['CS-A', 'CS-B'], countries: ['lk'], online: false }));
    expect(await screen.findByText('12,345', {}, FIRST)).toBeTruthy();
    expect(asked[0]).toEqual({
      filter: { modelNumbers: ['CS-A', 'CS-B'], countries: ['lk'], online: false },
    });
    const sentence = document.querySelector('.fleet-sentence')?.textContent;
    expect(sentence).toBe(
      `${messages.fleetWhere} model is CS-A or CS-B and country is Srilanka and offline now`,
    );
    const online = screen.getByRole('radiogroup', { name: messages.fleetOnline });
    expect(within(online).getByRole('radio', { name: messages.no }).matches(':checked')).toBe(true);
    // The fields hold the link's filter: a change searches it with the change.
    const user = userEvent.setup();
    await user.click(within(online).getByText(messages.yes));
    await user.click(screen.getByRole('button', { name: messages.fleetSearchButton }));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        filter: { modelNumbers: ['CS-A', 'CS-B'], countries: ['lk'], online: true },
      }),
    );
  });

  it('adds a breakdown value to the filter and searches again', async () => {
    const { asked } = serveFleet();
    open(link({ countries: ['in'] }));
    await screen.findByText('12,345', {}, FIRST);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: fillMessage(messages.fleetAddToFilter, { value: 'CS-B' }) }));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({ filter: { modelNumbers: ['CS-B'], countries: ['in'] } }),
    );
    expect(currentUrl()).toBe(link({ modelNumbers: ['CS-B'], countries: ['in'] }));
    // A country reads by its name; its button adds its code.
    await userEvent
      .setup()
      .click(
        screen.getByRole('button', { name: fillMessage(messages.fleetAddToFilter, { value: 'Srilanka' }) }),
      );
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({ filter: { modelNumbers: ['CS-B'], countries: ['in', 'lk'] } }),
    );
  });

  it('pages with Next and Previous by the last device of each page, counting once', async () => {
    const { asked } = serveFleet();
    open(link({}));
    await screen.findByRole('link', { name: 'F01' }, FIRST);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: messages.nextPage }));
    expect(await screen.findByRole('link', { name: 'F03' })).toBeTruthy();
    expect(asked.at(-1)).toEqual({ filter: {}, after: 'F02', withCounts: false });
    expect(screen.getByText(fillMessage(messages.fleetPageNumber, { n: 2 }))).toBeTruthy();
    expect(screen.getByRole('button', { name: messages.nextPage }).hasAttribute('disabled')).toBe(true);
    // The count stays the first page's.
    expect(screen.getByText('12,345')).toBeTruthy();
    // The page is in the link: a reload shows it again.
    expect(currentUrl()).toBe(`${link({})}&after=F02`);
    await user.click(screen.getByRole('button', { name: messages.previousPage }));
    expect(await screen.findByRole('link', { name: 'F01' }, FIRST)).toBeTruthy();
    expect(asked).toHaveLength(2);
    expect(currentUrl()).toBe(link({}));
  });

  it('opens the page the link names', async () => {
    const { asked } = serveFleet();
    open(`${link({})}&after=F02`);
    expect(await screen.findByRole('link', { name: 'F03' }, FIRST)).toBeTruthy();
    expect(screen.getByText(fillMessage(messages.fleetPageNumber, { n: 2 }))).toBeTruthy();
    expect(asked).toContainEqual({ filter: {}, after: 'F02', withCounts: false });
  });

  it('puts each problem of the filter under its field and asks nothing', async () => {
    const { asked } = serveFleet();
    open(link({}));
    await screen.findByText('12,345', {}, FIRST);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: messages.fleetMoreFilters }));
    const window = screen.getByLabelText(messages.fleetErrorWindow);
    await user.type(window, '5000');
    await user.click(screen.getByRole('button', { name: messages.fleetSearchButton }));
    expect(await screen.findByText(messages.segmentBadWindow)).toBeTruthy();
    // A window in range, but no code for it to look for: the schema the server uses says so.
    await user.clear(window);
    await user.type(window, '48');
    await user.click(screen.getByRole('button', { name: messages.fleetSearchButton }));
    expect(await screen.findByText(messages.segmentWindowWithoutCode)).toBeTruthy();
    // Ant Design animates the earlier message out: it leaves the page a moment after the new one comes.
    await waitFor(() => expect(screen.queryByText(messages.segmentBadWindow)).toBeNull());
    expect(asked).toHaveLength(1);
    expect(currentUrl()).toBe(link({}));
  });

  it("says when the search fails, with the server's message", async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    fakeApi(
      answer(listSegments, () => ({ total: 0, segments: [] })),
      answer(listBulkActions, () => ({ total: 0, actions: [] })),
      answer(searchFleet, () => {
        throw new FakeStatus(400, {
          statusCode: 400,
          code: 'invalidRequest',
          message: messages.invalidRequest,
        });
      }),
    );
    open(link({ dealerIds: ['D1'] }));
    expect((await screen.findByRole('alert', {}, FIRST)).textContent).toContain(messages.invalidRequest);
  });

  it('says no device matches, and that a link it cannot read is no filter', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    fakeApi(
      answer(listSegments, () => ({ total: 0, segments: [] })),
      answer(listBulkActions, () => ({ total: 0, actions: [] })),
      answer(searchFleet, () => ({
        counts: {
          count: 0,
          models: { top: [], other: 0 },
          firmwareVersions: { top: [], other: 0 },
          countries: { top: [], other: 0 },
        },
        countsAsOf: 1_767_225_600,
        devices: [],
        next: null,
      })),
    );
    const { unmount } = open(link({ firmwareVersions: ['9.9'] }));
    expect(await screen.findByText(messages.fleetNoMatch, {}, FIRST)).toBeTruthy();
    unmount();
    open(`${PATHS.fleet}?f=%7Bnope`);
    expect((await screen.findByRole('alert', {}, FIRST)).textContent).toContain(messages.segmentBadFilter);
    expect(screen.getByText(messages.fleetStart)).toBeTruthy();
  });

  it('exports the devices as CSV after a confirmation naming the count', async () => {
    const { calls } = serveFleet();
    URL.createObjectURL = () => 'blob:fleet';
    URL.revokeObjectURL = () => {};
    open(link({ modelNumbers: ['CS-A'] }));
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole(
        'button',
        { name: fillMessage(messages.fleetExportCsv, { count: '12,345' }) },
        FIRST,
      ),
    );
    expect(
      await screen.findByText(fillMessage(messages.fleetExportConfirm, { count: '12,345' })),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: messages.yes }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('devices.csv'))).toBe(true));
    const exported = calls.find((c) => c.url.includes('devices.csv'));
    expect(decodeURIComponent(exported?.url ?? '')).toBe(
      '/simplifi/v1/fleet/devices.csv?filter={"modelNumbers":["CS-A"]}',
    );
  });
});
