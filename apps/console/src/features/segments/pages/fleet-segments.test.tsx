import { fillMessage, messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import {
  createSegment,
  deleteSegment,
  exportFleet,
  type FleetFilter,
  getSegment,
  listBulkActions,
  listSegments,
  type Segment,
  searchFleet,
  snapshotSegment,
  updateSegment,
} from '@console/contracts/segments';
import { answer, FakeStatus, fakeApi } from '@test/fake-api';
import { currentUrl, renderScreen, signedInAs } from '@test/render-screen';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import FleetPage from './fleet-page';
import { firstPage, fleetDevice, savedSegment } from './fleet-test-fixtures';

const fText = (filter: FleetFilter) => encodeURIComponent(JSON.stringify(filter));
/** The screen's first answer, on a busy machine running other test files beside this one. */
const FIRST = { timeout: 15_000 };
const open = (url: string) => renderScreen(<FleetPage />, { path: PATHS.fleet, url });

/** The fleet and the segments answered; `segments` are what the server keeps. */
function serve(segments: Segment[], extra: { nameTaken?: boolean } = {}) {
  signedInAs(['CUSTOMERSUPPORTL4'], 5);
  const searched: unknown[] = [];
  const sent: { method: string; body: unknown }[] = [];
  const byId = (id: string | undefined) => {
    const found = segments.find((s) => s.segmentId === id);
    if (!found)
      throw new FakeStatus(404, {
        statusCode: 404,
        code: 'segmentNotFound',
        message: messages.segmentNotFound,
      });
    return found;
  };
  const calls = fakeApi(
    answer(listSegments, () => ({ total: segments.length, segments })),
    answer(listBulkActions, () => ({ total: 0, actions: [] })),
    answer(getSegment, ({ params }) => byId(params.segmentId)),
    answer(searchFleet, ({ body }) => {
      searched.push((body as { filter: FleetFilter }).filter);
      return firstPage([fleetDevice(1)]);
    }),
    answer(createSegment, ({ body }) => {
      sent.push({ method: 'create', body });
      if (extra.nameTaken)
        throw new FakeStatus(409, {
          statusCode: 409,
          code: 'segmentNameTaken',
          message: messages.segmentNameTaken,
        });
      const made = savedSegment({ ...(body as Partial<Segment>), segmentId: 'seg-new' });
      segments.push(made);
      return made;
    }),
    answer(updateSegment, ({ params, body }) => {
      sent.push({ method: 'update', body });
      return { ...byId(params.segmentId), ...(body as Partial<Segment>) };
    }),
    answer(deleteSegment, ({ params }) => {
      sent.push({ method: 'delete', body: params.segmentId });
      return undefined;
    }),
    answer(snapshotSegment, ({ params }) => {
      sent.push({ method: 'snapshot', body: params.segmentId });
      return {
        snapshotId: 'snap-1',
        segmentId: params.segmentId ?? null,
        purpose: 'export' as const,
        count: 12_345,
        createdAt: 1_767_225_600,
        createdBy: 'Test User',
        filter: byId(params.segmentId).filter,
      };
    }),
    answer(exportFleet, () => undefined),
  );
  return { searched, sent, calls };
}

describe('Fleet Search: saved segments', { timeout: 60_000 }, () => {
  it("opens the link's segment: searches its filter and offers its owner Update and Delete", async () => {
    const { searched } = serve([savedSegment()]);
    open(`${PATHS.fleet}?segment=seg-1`);
    expect(await screen.findByText('12,345', {}, FIRST)).toBeTruthy();
    expect(searched).toEqual([{ countries: ['lk'], firmwareVersions: ['2.3'] }]);
    expect(screen.getByText(messages.segmentNeverUsed)).toBeTruthy();
    expect(screen.getByText(messages.segmentSharedTag)).toBeTruthy();
    expect(screen.getByRole('button', { name: messages.segmentEdit })).toBeTruthy();
    expect(screen.getByRole('button', { name: messages.segmentDelete })).toBeTruthy();
    expect(screen.getByRole('button', { name: messages.segmentSaveAs })).toBeTruthy();
    expect(screen.queryByText(messages.segmentChanged)).toBeNull();
  });

  it('lists mine and those shared with me, and opens the one chosen', async () => {
    const { searched } = serve([
      savedSegment(),
      savedSegment({
        segmentId: 'seg-2',
        name: 'Online ACs',
        mine: false,
        ownerName: 'Lalit Kapoor',
        filter: { online: true },
      }),
    ]);
    open(PATHS.fleet);
    await screen.findByText(messages.fleetStart, {}, FIRST);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: messages.segmentPicker }));
    expect(await screen.findByText(messages.segmentsMine)).toBeTruthy();
    expect(screen.getByText(messages.segmentsSharedWithMe)).toBeTruthy();
    fireEvent.click(await screen.findByText('Online ACs'));
    await waitFor(() => expect(currentUrl()).toBe(`${PATHS.fleet}?segment=seg-2`));
    await screen.findByText('12,345', {}, FIRST);
    expect(searched).toEqual([{ online: true }]);
  });

  it("shows a colleague's shared segment with its owner and last use, without Update or Delete", async () => {
    serve([
      savedSegment({ mine: false, ownerName: 'Lalit Kapoor', lastCount: 2_000, lastUsedAt: 1_768_478_400 }),
    ]);
    open(`${PATHS.fleet}?segment=seg-1`);
    await screen.findByText('12,345', {}, FIRST);
    expect(screen.getByText(fillMessage(messages.segmentBy, { name: 'Lalit Kapoor' }))).toBeTruthy();
    expect(screen.getByText(/^Last used: 2,000 devices, January/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: messages.segmentEdit })).toBeNull();
    expect(screen.queryByRole('button', { name: messages.segmentDelete })).toBeNull();
  });

  it('saves the search as a shared segment and opens it', async () => {
    const { sent } = serve([]);
    const filter = { modelNumbers: ['CS-A'], online: false };
    open(`${PATHS.fleet}?f=${fText(filter)}`);
    await screen.findByText('12,345', {}, FIRST);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: messages.segmentSave }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('model is CS-A and offline now');
    await user.type(screen.getByLabelText(messages.segmentName), 'Offline CS-A');
    await user.click(screen.getByText(messages.segmentVisibilityTenant));
    await user.click(screen.getByRole('button', { name: messages.save }));
    await waitFor(() => expect(currentUrl()).toBe(`${PATHS.fleet}?segment=seg-new`));
    expect(sent).toEqual([
      { method: 'create', body: { name: 'Offline CS-A', description: '', visibility: 'tenant', filter } },
    ]);
    expect(await screen.findByText(messages.segmentSaved)).toBeTruthy();
  });

  it('says under the name when the person already has a segment of that name', async () => {
    serve([], { nameTaken: true });
    open(`${PATHS.fleet}?f=${fText({})}`);
    await screen.findByText('12,345', {}, FIRST);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: messages.segmentSave }));
    await user.click(await screen.findByRole('button', { name: messages.save }));
    expect(await screen.findByText(messages.segmentNameRequired)).toBeTruthy();
    await user.type(screen.getByLabelText(messages.segmentName), 'Taken');
    await user.click(screen.getByRole('button', { name: messages.save }));
    expect(await screen.findByText(messages.segmentNameTaken)).toBeTruthy();
    expect(currentUrl()).toBe(`${PATHS.fleet}?f=${fText({})}`);
  });

  it('marks an open segment whose filter changed, and Update keeps the new filter', async () => {
    const { sent } = serve([savedSegment()]);
    const changed = { countries: ['lk'], firmwareVersions: ['2.4'] };
    open(`${PATHS.fleet}?segment=seg-1&f=${fText(changed)}`);
    expect(await screen.findByText(messages.segmentChanged, {}, FIRST)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: messages.segmentEdit }));
    expect((screen.getByLabelText(messages.segmentName) as HTMLInputElement).value).toBe('Sri Lanka 2.3');
    await user.click(screen.getByRole('button', { name: messages.update }));
    await waitFor(() => expect(currentUrl()).toBe(`${PATHS.fleet}?segment=seg-1`));
    expect(sent).toEqual([
      {
        method: 'update',
        body: {
          name: 'Sri Lanka 2.3',
          description: 'Every device on 2.3 in Sri Lanka',
          visibility: 'tenant',
          filter: changed,
        },
      },
    ]);
  });

  it('deletes a segment after a confirmation naming it, keeping its search', async () => {
    const { sent } = serve([savedSegment()]);
    open(`${PATHS.fleet}?segment=seg-1`);
    await screen.findByText('12,345', {}, FIRST);
    await userEvent.setup().click(screen.getByRole('button', { name: messages.segmentDelete }));
    expect(
      await screen.findByText(fillMessage(messages.segmentDeleteConfirm, { name: '“Sri Lanka 2.3”' })),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: messages.yes }));
    await waitFor(() =>
      expect(currentUrl()).toBe(
        `${PATHS.fleet}?f=${fText({ firmwareVersions: ['2.3'], countries: ['lk'] })}`,
      ),
    );
    expect(sent).toEqual([{ method: 'delete', body: 'seg-1' }]);
  });

  it('records an export of an unchanged segment as one of its uses before downloading', async () => {
    const { sent, calls } = serve([savedSegment()]);
    URL.createObjectURL = () => 'blob:fleet';
    URL.revokeObjectURL = () => {};
    open(`${PATHS.fleet}?segment=seg-1`);
    await userEvent.setup().click(
      await screen.findByRole('button', {
        name: fillMessage(messages.fleetExportCsv, { count: '12,345' }),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: messages.yes }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('devices.csv'))).toBe(true));
    expect(sent).toEqual([{ method: 'snapshot', body: 'seg-1' }]);
  });

  it("says so when the link's segment is not there", async () => {
    serve([]);
    open(`${PATHS.fleet}?segment=gone`);
    expect((await screen.findByRole('alert', {}, FIRST)).textContent).toContain(messages.segmentNotFound);
    expect(screen.getByText(messages.fleetStart)).toBeTruthy();
  });
});
