import { fillMessage, messages } from '@console/contracts/messages';
import { notificationAudience } from '@console/contracts/notifications';
import { PATHS } from '@console/contracts/paths';
import {
  type BulkAction,
  type BulkControl,
  controlBulkAction,
  createBulkAction,
  getBulkAction,
  listBulkActions,
  listBulkResults,
  listSegments,
  searchFleet,
  snapshotFilter,
} from '@console/contracts/segments';
import { answer, fakeApi } from '@test/fake-api';
import { notificationAudience as audienceOf } from '@test/notification-audience';
import { currentUrl, renderScreen, signedInAs } from '@test/render-screen';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import FleetPage from '../pages/fleet-page';
import { firstPage, fleetDevice } from '../pages/fleet-test-fixtures';

/** The screen's first answer, on a busy machine running other test files beside this one. */
const FIRST = { timeout: 15_000 };
const F = encodeURIComponent(JSON.stringify({ modelNumbers: ['CS-A'] }));

const bulk = (extra: Partial<BulkAction> = {}): BulkAction => ({
  actionId: 'a1',
  kind: 'offboard',
  state: 'awaitingConfirmation',
  snapshotId: 'snap-1',
  segmentId: null,
  total: 12_000,
  done: 0,
  skipped: 0,
  failed: 0,
  needsApproval: false,
  createdBy: 'Test User',
  createdById: 'u-test',
  approvedBy: null,
  cancelledBy: null,
  createdAt: 1_767_225_600,
  startedAt: null,
  finishedAt: null,
  ...extra,
});

/** The fleet and a server that keeps one bulk action: `asked` the bodies sent, `action` its state. */
function serve(start: Partial<BulkAction> = {}) {
  signedInAs(['CUSTOMERSUPPORTL4'], 5);
  let action: BulkAction | null = start.actionId ? bulk(start) : null;
  const asked: unknown[] = [];
  const controls: BulkControl[] = [];
  const searches: unknown[] = [];
  fakeApi(
    answer(listSegments, () => ({ total: 0, segments: [] })),
    answer(searchFleet, ({ body }) => {
      searches.push(body);
      return firstPage([fleetDevice(1)]);
    }),
    answer(listBulkActions, () => ({ total: action ? 1 : 0, actions: action ? [action] : [] })),
    answer(getBulkAction, () => action ?? bulk()),
    answer(createBulkAction, ({ body }) => {
      asked.push(body);
      action = bulk({ ...start, actionId: 'a1' });
      return action;
    }),
    answer(controlBulkAction, ({ body }) => {
      const c = (body as { action: BulkControl }).action;
      controls.push(c);
      const state =
        c === 'cancel'
          ? 'cancelled'
          : c === 'confirm' && action?.needsApproval
            ? 'awaitingApproval'
            : 'running';
      action = bulk({ ...action, state });
      return action;
    }),
    answer(snapshotFilter, ({ body }) => {
      asked.push(body);
      return {
        snapshotId: 'snap-7',
        segmentId: null,
        purpose: 'rollout' as const,
        count: 12_001,
        createdAt: 1_767_225_600,
        createdBy: 'Test User',
        filter: { modelNumbers: ['CS-A'] },
      };
    }),
    answer(notificationAudience, ({ body }) => {
      asked.push(body);
      return audienceOf({ users: 9_876, push: 8_000, sms: 1_234, email: 567 });
    }),
    answer(listBulkResults, () => ({
      results: [
        { deviceId: 'F01', outcome: 'done' as const, reason: null, at: 1_767_225_700 },
        {
          deviceId: 'F02',
          outcome: 'skipped' as const,
          reason: messages.bulkOffboardNotOnboarded,
          at: 1_767_225_701,
        },
      ],
      next: null,
    })),
  );
  /** The action runs to its end on the server. */
  const finish = () => {
    action = bulk({ ...action, state: 'completed', done: 11_999, skipped: 1 });
  };
  return { asked, controls, searches, finish };
}

const open = (url: string) => renderScreen(<FleetPage />, { path: PATHS.fleet, url });
const offboardButton = () =>
  screen.findByRole('button', { name: fillMessage(messages.bulkOffboard, { count: '12,345' }) }, FIRST);

/** The fleet of model CS-A (12,345 devices) with a bulk action's button clicked; `asked` the bodies sent. */
async function clickOnModel(label: string) {
  const served = serve();
  open(`${PATHS.fleet}?f=${F}`);
  await userEvent
    .setup()
    .click(await screen.findByRole('button', { name: fillMessage(label, { count: '12,345' }) }, FIRST));
  return served;
}

describe('Fleet Search: bulk offboarding', { timeout: 60_000 }, () => {
  it("names the snapshot's count, starts on Offboard, and opens its progress and results", async () => {
    const { asked, controls } = serve();
    open(`${PATHS.fleet}?f=${F}`);
    const user = userEvent.setup();
    await user.click(await offboardButton());
    // The count of the devices frozen for it, which may differ from the answer's a moment before.
    const dialog = await screen.findByRole('dialog', {
      name: fillMessage(messages.bulkOffboardConfirm, { count: '12,000' }),
    });
    expect(asked).toEqual([{ kind: 'offboard', filter: { modelNumbers: ['CS-A'] } }]);
    expect(within(dialog).queryByText(messages.bulkNeedsApprovalText)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: messages.bulkOffboardOk }));
    await waitFor(() => expect(controls).toEqual(['confirm']));
    await waitFor(() => expect(currentUrl()).toBe(`${PATHS.fleet}?f=${F}&action=a1`));
    const results = await screen.findByRole('region', { name: messages.bulkOpenResults });
    // Each device opens Device Info.
    expect((await within(results).findByRole('link', { name: 'F02' })).getAttribute('href')).toBe(
      '/searchDevice?by=deviceId&q=F02',
    );
    expect(within(results).getByText(messages.bulkOffboardNotOnboarded)).toBeTruthy();
    expect(within(results).getAllByText(messages.bulkStateRunning).length).toBeGreaterThan(0);
  });

  it('reads the answer again once an action it showed running has ended (its devices changed)', async () => {
    const { searches, finish } = serve({ actionId: 'a1', state: 'running' });
    open(`${PATHS.fleet}?f=${F}`);
    expect((await screen.findAllByText(messages.bulkStateRunning, {}, FIRST)).length).toBeGreaterThan(0);
    await waitFor(() => expect(searches).toHaveLength(1));
    finish();
    expect((await screen.findAllByText(messages.bulkStateCompleted, {}, FIRST)).length).toBeGreaterThan(0);
    await waitFor(() => expect(searches).toHaveLength(2));
  });

  it('pages the list of actions and marks the one whose results are open', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    const all = Array.from({ length: 12 }, (_, n) =>
      bulk({ actionId: `a${n}`, state: 'completed', createdBy: `Person ${n}` }),
    );
    fakeApi(
      answer(listSegments, () => ({ total: 0, segments: [] })),
      answer(listBulkActions, ({ query }) => {
        const page = Number(query.get('page') ?? 0);
        return { total: all.length, actions: all.slice(page * 10, page * 10 + 10) };
      }),
      answer(getBulkAction, ({ params }) => all.find((a) => a.actionId === params.actionId) ?? bulk()),
      answer(listBulkResults, () => ({ results: [], next: null })),
    );
    open(`${PATHS.fleet}?action=a11`);
    await screen.findByText('Person 9', {}, FIRST);
    expect(screen.queryByText('Person 11')).toBeNull();
    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    const row = (await screen.findByText('Person 11')).closest('tr') as HTMLElement;
    expect(
      within(row).getByRole('button', { name: messages.bulkOpenResults }).getAttribute('aria-pressed'),
    ).toBe('true');
    const other = screen.getByText('Person 10').closest('tr') as HTMLElement;
    expect(
      within(other).getByRole('button', { name: messages.bulkOpenResults }).getAttribute('aria-pressed'),
    ).toBe('false');
    // A row's buttons stay in sight on a narrow screen: their column is fixed to the right, the
    // others scroll under it.
    const cell = within(row).getByRole('button', { name: messages.bulkOpenResults }).closest('td');
    expect(cell?.className).toContain('ant-table-cell-fix-right');
  });

  it('closes the results in a browser whose scrollIntoView answers a promise (Chromium 156)', async () => {
    // jsdom has none: given one for this test, as the browser's.
    const scroll = vi.fn(() => Promise.resolve());
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scroll, configurable: true });
    try {
      serve({ actionId: 'a1', state: 'completed' });
      open(`${PATHS.fleet}?f=${F}&action=a1`);
      const results = await screen.findByRole('region', { name: messages.bulkOpenResults }, FIRST);
      expect(scroll).toHaveBeenCalled();
      fireEvent.click(within(results).getByRole('button', { name: messages.bulkCloseResults }));
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: messages.bulkOpenResults })).toBeNull(),
      );
      expect(currentUrl()).toBe(`${PATHS.fleet}?f=${F}`);
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('drops the action when the dialog is cancelled', async () => {
    const { controls } = serve();
    open(`${PATHS.fleet}?f=${F}`);
    const user = userEvent.setup();
    await user.click(await offboardButton());
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: messages.cancel }));
    await waitFor(() => expect(controls).toEqual(['cancel']));
    expect(currentUrl()).toBe(`${PATHS.fleet}?f=${F}`);
  });

  it('says a large one waits for a second person, who sees Approve where its asker does not', async () => {
    const { controls } = serve({ needsApproval: true });
    const { unmount } = open(`${PATHS.fleet}?f=${F}`);
    const user = userEvent.setup();
    await user.click(await offboardButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(messages.bulkNeedsApprovalText)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: messages.bulkOffboardOk }));
    expect(await screen.findByText(messages.bulkWaitsApproval)).toBeTruthy();
    expect((await screen.findAllByText(messages.bulkStateAwaitingApproval)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: messages.bulkApprove })).toBeNull();
    unmount();

    // Another person with the same rights opens the link.
    signedInAs(['CUSTOMERSUPPORTL4'], 5, { userId: 'u-other' });
    open(`${PATHS.fleet}?action=a1`);
    const approve = await screen.findAllByRole('button', { name: messages.bulkApprove }, FIRST);
    await user.click(approve[0] as HTMLElement);
    // Asked first, naming what starts: nothing is sent before the answer.
    const ask = await screen.findByRole('tooltip');
    expect(ask.textContent).toContain(
      fillMessage(messages.bulkApproveConfirm, {
        kind: messages.bulkKindOffboard,
        count: '12,000',
        name: 'Test User',
      }),
    );
    expect(controls).toEqual(['confirm']);
    await user.click(within(ask).getByRole('button', { name: messages.bulkApprove }));
    await waitFor(() => expect(controls).toEqual(['confirm', 'approve']));
  });

  it('freezes the devices for a rollout after a confirmation naming the count, and opens New Rollout on them', async () => {
    const { asked } = await clickOnModel(messages.bulkRollout);
    expect(
      await screen.findByText(fillMessage(messages.bulkRolloutConfirm, { count: '12,345' })),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: messages.yes }));
    await waitFor(() =>
      expect(currentUrl()).toBe(
        `${PATHS.newRollout}?segmentSnapshot=snap-7&count=12001&at=1767225600&model=CS-A`,
      ),
    );
    expect(asked).toEqual([{ filter: { modelNumbers: ['CS-A'] }, purpose: 'rollout' }]);
  });

  it('counts the owners per channel before a notification, and opens Notification Management on the snapshot', async () => {
    const { asked } = await clickOnModel(messages.bulkNotify);
    expect(
      await screen.findByText(fillMessage(messages.bulkNotifyConfirm, { count: '12,001' })),
    ).toBeTruthy();
    expect(
      screen.getByText(
        fillMessage(messages.bulkNotifyAudience, {
          users: '9,876',
          push: '8,000',
          sms: '1,234',
          email: '567',
        }),
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: messages.bulkNotifyOk }));
    await waitFor(() =>
      expect(currentUrl()).toBe(`${PATHS.notification}?segmentSnapshot=snap-7&count=12001&at=1767225600`),
    );
    expect(asked).toEqual([
      { filter: { modelNumbers: ['CS-A'] }, purpose: 'notification' },
      { users: { segmentSnapshotId: 'snap-7' } },
    ]);
  });
});
