import { fillMessage, messages } from '@console/contracts/messages';
import { PATHS, rolloutOf } from '@console/contracts/paths';
import { controlRollout, getRollout, listRolloutDevices, type Rollout } from '@console/contracts/rollouts';
import { answer, fakeApi } from '@test/fake-api';
import { mediaQueryList } from '@test/media-query';
import { renderScreen, signedInAs } from '@test/render-screen';
import { rollout } from '@test/rollout';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/shared/format/dates';
import RolloutPage from './rollout-page';

/** Serves the rollout as `current()` says and answers each control with the state it leads to. */
function serve(
  current: () => Rollout,
  onControl: (body: unknown) => Rollout | never = () => current(),
  userId = 'u-test',
) {
  signedInAs(['CUSTOMERSUPPORTL4'], 5, { userId });
  const reads: number[] = [];
  const controls: unknown[] = [];
  fakeApi(
    answer(getRollout, ({ params }) => {
      expect(params.rolloutId).toBe('r-7');
      reads.push(Date.now());
      return current();
    }),
    answer(controlRollout, ({ body }) => {
      controls.push(body);
      return onControl(body);
    }),
    answer(listRolloutDevices, () => ({ total: 0, devices: [] })),
  );
  const { unmount } = renderScreen(<RolloutPage />, { path: PATHS.rollout, url: rolloutOf('r-7') });
  return { reads, controls, unmount };
}

/** The first render of the whole page may take long on a busy machine. */
const FIRST = { timeout: 15_000 };
const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('Rollout page', { timeout: 60_000 }, () => {
  it('shows the target, the phases with their states and the gate verdict with its numbers', async () => {
    serve(() => rollout('running'));
    expect(await screen.findByRole('heading', { name: 'Rollout 7' }, FIRST)).toBeTruthy();
    expect(screen.getByText('Devices of CS-1: 1,000 in India')).toBeTruthy();
    expect(screen.getByText('Phase 1: 1 %')).toBeTruthy();
    expect(screen.getByText(messages.phaseStatePassed)).toBeTruthy();
    expect(screen.getByText('Phase 2: 10 %')).toBeTruthy();
    expect(screen.getByText(messages.gatePassed)).toBeTruthy();
    expect(
      screen.getByText('Control: 890 devices of the model still on the old version.', { exact: false }),
    ).toBeTruthy();
    const reboots = screen.getByText(messages.signalReboots).closest('tr') as HTMLElement;
    const cells = within(reboots)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      'Reboots',
      '20 (2 in 100 h)',
      '16.85 (150 in 8,900 h)',
      '3.15',
      '1',
      '0.41 (0.01)',
      'No',
    ]);
    expect(screen.getByText('110 of 1,000 installed')).toBeTruthy();
    expect(screen.getByText('stops a phase above 5 % once 20 have answered')).toBeTruthy();
    expect(screen.getByText('3 attempts per device')).toBeTruthy();
  });

  it('on a phone, one detail a row and the cards stacked (three a row squeezed a value to a letter a line)', async () => {
    // A browser as wide as a phone: antd's xs (under 576 px) alone matches.
    const media = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query: string) => mediaQueryList(query, query.includes('max-width: 575')));
    try {
      serve(() => rollout('running'));
      await screen.findByRole('heading', { name: 'Rollout 7' }, FIRST);
      const details = screen.getByText(messages.rolloutTarget).closest('table') as HTMLElement;
      for (const row of within(details).getAllByRole('row'))
        expect(row.querySelectorAll('.ant-descriptions-item-label')).toHaveLength(1);
      const stages = screen.getByRole('heading', { name: messages.rolloutStages }).closest('.ant-col');
      expect(stages?.classList.contains('ant-col-xs-24')).toBe(true);
    } finally {
      media.mockRestore();
    }
  });

  it('shows how it sends: the window, the pacing, open, and the devices a rollback sent back', async () => {
    serve(() =>
      rollout('stopped', {
        maxAttempts: 4,
        installWindow: { start: '01:00', end: '05:00' },
        pacing: { devicesPerMinute: 120, megabytesPerSecond: 2.5, rampFromPerMinute: 10 },
        open: true,
        rollback: true,
        rollbackDevices: 12,
      }),
    );
    expect(
      await screen.findByText(
        '4 attempts per device · window 01:00–05:00 local · 120 devices/min · 2.5 MB/s · ramp from 10/min · open · rollback: 12 devices sent back',
        {},
        FIRST,
      ),
    ).toBeTruthy();
  });

  it('pauses, resumes and aborts with the reason asked for, each with the body the server takes', async () => {
    let state: Rollout['state'] = 'running';
    const abortedBy = { userName: 'demo.l4', email: 'demo.l4@console.example', at: 1_767_229_200 };
    const now = () => rollout(state, state === 'aborted' ? { stopReason: 'Bad batch', abortedBy } : {});
    const { controls } = serve(now, (body) => {
      const action = (body as { action: string }).action;
      state = action === 'pause' ? 'paused' : action === 'abort' ? 'aborted' : 'running';
      return now();
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: messages.pauseRollout }, FIRST));
    await user.click(await screen.findByRole('button', { name: messages.resumeRollout }));
    await user.click(await screen.findByRole('button', { name: messages.abortRollout }));
    await user.type(await screen.findByRole('textbox', { name: messages.abortReason }), 'Bad batch');
    await user.click(screen.getByRole('button', { name: messages.yes }));
    await waitFor(() => expect(controls).toHaveLength(3));
    // Who aborted it and when, with the reason they gave.
    const ended = (await screen.findByText(/^Aborted by demo\.l4 /)).closest('[role=alert]') as HTMLElement;
    expect(ended.textContent).toContain(
      `Aborted by demo.l4 (demo.l4@console.example) at ${formatDateTime(abortedBy.at)}`,
    );
    expect(within(ended).getByText('Bad batch')).toBeTruthy();
    expect(controls).toEqual([
      { action: 'pause' },
      { action: 'resume' },
      { action: 'abort', reason: 'Bad batch' },
    ]);
    // Ended: no control is left.
    expect(screen.queryByRole('button', { name: messages.abortRollout })).toBeNull();
    expect(screen.queryByRole('button', { name: messages.pauseRollout })).toBeNull();
  });

  it('names who aborted it without a reason once, and a stop by itself with its reason', async () => {
    const at = 1_767_229_200;
    const { unmount } = serve(() =>
      rollout('aborted', {
        stopReason: 'Aborted by demo.l4.',
        abortedBy: { userName: 'demo.l4', email: 'demo.l4@console.example', at },
      }),
    );
    const ended = (await screen.findByText(/^Aborted by demo\.l4 /, {}, FIRST)).closest(
      '[role=alert]',
    ) as HTMLElement;
    expect(ended.textContent).toBe(`Aborted by demo.l4 (demo.l4@console.example) at ${formatDateTime(at)}`);
    expect(screen.queryByText(messages.rolloutStopReason)).toBeNull();
    unmount();

    serve(() => rollout('stopped', { stopReason: 'Phase 1: 1,234 devices failed, the limit is 1,000.' }));
    const stopped = (await screen.findByText(messages.rolloutStopReason, {}, FIRST)).closest(
      '[role=alert]',
    ) as HTMLElement;
    expect(within(stopped).getByText('Phase 1: 1,234 devices failed, the limit is 1,000.')).toBeTruthy();
    expect(screen.queryByText(/^Aborted by/)).toBeNull();
  });

  it('asks a second person for an approval while it waits for one, and says Approved once given', async () => {
    let current = rollout('awaitingApproval');
    const { controls } = serve(
      () => current,
      () => {
        current = rollout('running', { approvedBy: 'test.user', approvedAt: 1_790_000_000 });
        return current;
      },
    );
    expect(await screen.findByText(messages.rolloutAwaitingApproval, {}, FIRST)).toBeTruthy();
    expect(screen.queryByRole('button', { name: messages.pauseRollout })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: messages.approveRollout }));
    expect(await screen.findByText(messages.rolloutApproved)).toBeTruthy();
    expect(controls).toEqual([{ action: 'approve' }]);
    // The header names who approved it under Approved, not under the button's word.
    const approved = await screen.findByText(
      fillMessage(messages.rolloutApprovedBy, { name: 'test.user', at: formatDateTime(1_790_000_000) }),
    );
    expect(approved.closest('tr')?.textContent).toContain(messages.rolloutApprovedLabel);
    expect(screen.queryByText(messages.approveRollout)).toBeNull();
  });

  it('offers its creator no Approve: the server refuses them (approvalRefusal)', async () => {
    const waiting = rollout('awaitingApproval');
    serve(() => waiting, undefined, waiting.createdById);
    expect(await screen.findByText(messages.rolloutAwaitingApproval, {}, FIRST)).toBeTruthy();
    expect(screen.queryByRole('button', { name: messages.approveRollout })).toBeNull();
    expect(screen.getByRole('button', { name: messages.abortRollout })).toBeTruthy();
  });

  it('offers Resume while a phase waits for a person', async () => {
    const waiting = rollout('running');
    waiting.phases[1] = { ...(waiting.phases[1] as Rollout['phases'][number]), state: 'waitingForResume' };
    serve(() => waiting);
    expect(await screen.findByText(messages.phaseWaitingText, {}, FIRST)).toBeTruthy();
    expect(screen.getByRole('button', { name: messages.resumeRollout })).toBeTruthy();
  });

  it("offers Resume while a soaking phase's gate waits for its sample, not while it soaks otherwise", async () => {
    const gateWaits = rollout('running');
    const first = gateWaits.phases[0] as Rollout['phases'][number];
    gateWaits.phases[0] = {
      ...first,
      state: 'soaking',
      verdict: { ...(first.verdict as NonNullable<typeof first.verdict>), outcome: 'waiting' },
    };
    const { unmount } = serve(() => gateWaits);
    expect(await screen.findByRole('button', { name: messages.resumeRollout }, FIRST)).toBeTruthy();
    unmount();
    const soaking = rollout('running');
    soaking.phases[0] = { ...first, state: 'soaking' };
    serve(() => soaking);
    expect(await screen.findByRole('button', { name: messages.pauseRollout }, FIRST)).toBeTruthy();
    expect(screen.queryByRole('button', { name: messages.resumeRollout })).toBeNull();
  });

  it('says why a gated phase waits for a person: too few devices to judge, or a soak over while the gate waits', async () => {
    const tooFew = rollout('running');
    const first = tooFew.phases[0] as Rollout['phases'][number];
    const waitingVerdict = {
      ...(first.verdict as NonNullable<typeof first.verdict>),
      outcome: 'waiting' as const,
    };
    tooFew.gate = { ...tooFew.gate, minDevices: 3 };
    tooFew.phases[0] = {
      ...first,
      state: 'waitingForResume',
      verdict: { ...waitingVerdict, treatedDevices: 2 },
    };
    const { unmount } = serve(() => tooFew);
    const cannot = fillMessage(messages.phaseGateCannotJudge, { devices: '2', minDevices: '3' });
    expect(await screen.findByText(cannot, {}, FIRST)).toBeTruthy();
    unmount();
    // Its soak over a minute ago: no "Soaking until" a time gone by.
    const over = rollout('running');
    const soakEndsAt = Math.floor(Date.now() / 1000) - 60;
    over.phases[0] = { ...first, state: 'soaking', soakEndsAt, verdict: waitingVerdict };
    serve(() => over);
    const ended = fillMessage(messages.phaseSoakEndedGateWaits, { at: formatDateTime(soakEndsAt) });
    expect(await screen.findByText(ended, {}, FIRST)).toBeTruthy();
    expect(screen.queryByText(/^Soaking \d+ min, until/)).toBeNull();
  });

  it('reads it again every 2 s while it runs and stops once it has ended', async () => {
    let reads = 0;
    const { reads: at } = serve(() => {
      reads += 1;
      return rollout(reads >= 2 ? 'completed' : 'running', reads >= 2 ? { installed: 1000 } : {});
    });
    expect(await screen.findByText(messages.rolloutStateRunning)).toBeTruthy();
    expect(await screen.findByText(messages.rolloutStateCompleted, {}, { timeout: 4000 })).toBeTruthy();
    expect(at).toHaveLength(2);
    expect((at[1] ?? 0) - (at[0] ?? 0)).toBeGreaterThanOrEqual(1900);
    await sleep(2600);
    expect(at).toHaveLength(2);
  });

  it('does not read while the tab is hidden', async () => {
    const { reads } = serve(() => rollout('running'));
    expect(await screen.findByText(messages.rolloutStateRunning)).toBeTruthy();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    // A read already under way when the tab was hidden may still land; none starts after it.
    await sleep(300);
    const hiddenAt = reads.length;
    try {
      await sleep(2600);
      expect(reads).toHaveLength(hiddenAt);
    } finally {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
    }
    await waitFor(() => expect(reads.length).toBeGreaterThan(hiddenAt), { timeout: 3000 });
  });
});
