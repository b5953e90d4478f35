import { randomUUID } from 'node:crypto';
import {
  devicesForPercentage,
  type GateVerdict,
  type StageCounts,
  stopReasons,
} from '@console/contracts/rollouts';
import { audit } from '../../../platform/audit/audit';
import type { Db } from '../../../platform/db/client';
import type { FileStore } from '../../../platform/files/file-store';
import { AppError } from '../../../platform/http/errors';
import type { Log } from '../../../platform/mqtt/log';
import { findFotaImage } from '../../firmware';
import { type CommandChannel, orderedUuid, withdrawBatchCommands } from '../../telemetry';
import { fotaCommand, LINK_TTL_SECONDS } from '../fota-command';
import { insertBatch } from '../rollouts.queries';
import { insideWindowSql } from './install-window.queries';
import { paceRate, tokensNow } from './pace';
import { planRollback } from './rollback';
import {
  analyzeRolloutDevices,
  countUnsettled,
  findFirstSends,
  findSendableDevices,
  followLateAnswers,
  hasPendingDevices,
  phaseCounts,
  phaseStageCounts,
  recordSentCommands,
  type SendableDevice,
  scheduleRetries,
} from './rollout-devices.queries';
import {
  addPhaseDevices,
  findPhases,
  findRolloutById,
  movePhase,
  moveRollout,
  type PhaseRow,
  type RolloutRow,
  savePaceTokens,
  savePhaseCounts,
  stopOpenPhases,
  tenantTimeZone,
} from './rollout-store.queries';
import { assignPhaseDevices, type RolloutTarget } from './rollout-target.queries';
import { emitPhasePassed, emitRolloutStopped } from './rollout-webhooks';
import { thresholdBreach } from './thresholds';

/** Judges a phase's health after its soak: the updated devices against the control group. */
export type GateEvaluator = (rollout: RolloutRow, phase: PhaseRow, now: Date) => Promise<GateVerdict>;

export interface RolloutEngineDeps {
  db: Db;
  files: FileStore;
  commands: CommandChannel;
  deviceOrigin: string;
  gate: GateEvaluator;
  log: Pick<Log, 'info' | 'warn' | 'error'>;
  settings: {
    /** How long a soak minute lasts, in seconds (60; tests and the bench shorten it). */
    minuteSeconds: number;
    /** Devices per send; the rollout's state is read again before each. */
    sendChunk: number;
    /** Longest a step sends before it yields (its lease is twice this). */
    sendBudgetMs: number;
  };
}

/** Newcomers an open rollout takes in one step. */
const JOIN_LIMIT = 10_000;

/** A phase that takes at least this many devices refreshes rollout_devices' planner statistics. */
const ANALYZE_AFTER_DEVICES = 10_000;

/**
 * Minutes (the rollout's: tests and the bench shorten them) a device may be offline with its
 * command on its way or half done before it no longer holds its phase up.
 */
const OFFLINE_GRACE_MINUTES = 5;

/**
 * Minutes after its last phase passed a rollout still waits for a device waiting for its next
 * connection (a day); one that has not connected by then is left cancelled, with its reason.
 */
const CONNECT_WAIT_MINUTES = 24 * 60;

/**
 * A step's count of a rollout's devices by phase and stage that took SLOW_COUNT_MS or more is
 * taken again only COUNT_SPACING times its cost later (a 100,000-device rollout's, 0.2–0.7 s, every
 * few seconds instead of every step, leaving the database to the sends); a small rollout's every
 * step. The counts move only forward meanwhile, so a step with the last ones acts a little later,
 * never wrongly: it starts a soak or trips a threshold at the next count.
 */
const SLOW_COUNT_MS = 100;
const COUNT_SPACING = 5;

/** Whether a count taken at `at` that took `tookMs` still stands at `now` (see SLOW_COUNT_MS). */
export const countStillFresh = (last: { at: number; tookMs: number } | undefined, now: number) =>
  last !== undefined && last.tookMs >= SLOW_COUNT_MS && now - last.at < last.tookMs * COUNT_SPACING;

/** A gate that is waiting is evaluated again at most this often. */
const GATE_RECHECK_MS = 10_000;

export const targetOf = (r: RolloutRow): RolloutTarget => ({
  caller: { tenantId: r.tenantId, scope: r.scope },
  modelNumber: r.modelNumber,
  firmwareVersion: r.firmwareVersion,
  fromVersion: r.fromVersion,
  countries: r.countries,
  serials: r.serials,
  segmentSnapshotId: r.segmentSnapshotId,
});

/**
 * One step of a running rollout: start the current phase, send to its waiting devices, apply the
 * failure thresholds, end its soak and judge its gate, move to the next phase or finish. Every
 * change is a compare-and-set on the rollout's revision or the phase's state, so a step repeated
 * after a crash, or taken by two servers, changes things once. Several steps may be needed
 * for one phase; the worker runs one per running rollout every ROLLOUT_STEP_SECONDS.
 */
export function createRolloutEngine(deps: RolloutEngineDeps) {
  const { db, log } = deps;
  const lastCounts = new Map<
    string,
    { at: number; tookMs: number } & Awaited<ReturnType<typeof phaseCounts>>
  >();

  /** The rollout's counts by phase and stage, saved for its page; a slow count's last ones while still fresh. */
  async function countDevices(rolloutId: string, phaseCount: number) {
    const last = lastCounts.get(rolloutId);
    if (last && countStillFresh(last, Date.now())) return last;
    const at = Date.now();
    const counts = await phaseCounts(db, rolloutId, false);
    await savePhaseCounts(db, rolloutId, counts.byPhase, phaseCount);
    lastCounts.set(rolloutId, { at, tookMs: Date.now() - at, ...counts });
    return counts;
  }

  async function step(rolloutId: string, now = new Date()): Promise<void> {
    const rollout = await findRolloutById(db, rolloutId);
    if (rollout?.state !== 'running' && rollout?.state !== 'paused') {
      lastCounts.delete(rolloutId);
      return;
    }
    // A device's late answer to an attempt ended before: counted once, not sent to again.
    await followLateAnswers(db, rolloutId);
    // Retries are due in any state while the rollout runs (an offline device of phase 1 may
    // connect during phase 3); first sends only while the phase is installing. Scheduled before
    // counting: a failure that will be retried is not one the thresholds count.
    if (rollout.state === 'running')
      await scheduleRetries(db, rolloutId, rollout.maxAttempts, deps.settings.minuteSeconds);
    const phases = await findPhases(db, rolloutId);
    const { byPhase, unsent } = await countDevices(rolloutId, phases.length);
    const phase = phases[rollout.currentPhase];
    if (rollout.state === 'paused' || !phase) return;
    const counts = byPhase.get(phase.phaseIndex) ?? {};
    if (phase.state === 'pending') {
      // Its devices are taken, counted as queued, and sent to in the same step: what else a step
      // does was done just above (counting a phase just taken would delay its first send).
      const taken = await startPhase(rollout, phase, phases);
      if (taken === null) return;
      // Counted afresh at the next step: until then its devices would look all sent.
      lastCounts.delete(rolloutId);
      await savePhaseCounts(
        db,
        rolloutId,
        new Map([...byPhase, [phase.phaseIndex, { queued: taken }]]),
        phases.length,
      );
      await send(rollout, await findPhases(db, rolloutId), phase.phaseIndex, now);
      return;
    }
    // An open rollout's newcomers join the current phase and are sent whatever its state (those
    // another server took in since the count, at the next step). The phase's devices are walked
    // for first sends only while some were not sent: once all were, that walk would look up
    // every command of the phase at every step.
    const joined = rollout.open ? await join(rollout, phase) : 0;
    const waiting = (unsent.get(phase.phaseIndex) ?? 0) > 0 && (phase.state === 'installing' || rollout.open);
    const firstSends = waiting || joined > 0 ? phase.phaseIndex : null;
    const { allSent, sent } = await send(rollout, phases, firstSends, now);
    // Every device of the phase has its command: the next steps need not walk it before a count.
    if (allSent && firstSends !== null) unsent.set(firstSends, 0);
    if (phase.state === 'installing' && allSent) await checkInstalling(rollout, phase, counts, sent, now);
    else if (phase.state === 'soaking') await checkSoaking(rollout, phase, phases, counts, now);
    // A step that ended the phase but stopped before moving the rollout on.
    else if (phase.state === 'passed') await advance(rollout, phase, phases);
  }

  /**
   * Takes the phase's devices (its share of the target, less what earlier phases took) and opens
   * its batch. Answers how many it took, or null when another step started it first.
   */
  async function startPhase(r: RolloutRow, phase: PhaseRow, phases: PhaseRow[]): Promise<number | null> {
    const earlier = phases.slice(0, phase.phaseIndex).reduce((n, p) => n + p.deviceCount, 0);
    const quota = devicesForPercentage(r.targetCount, phase.share) - earlier;
    const batchId = randomUUID();
    const taken = await db
      .transaction(async (tx) => {
        const t = tx as unknown as Db;
        const taken = await assignPhaseDevices(t, r.rolloutId, phase.phaseIndex, targetOf(r), quota);
        const started = await movePhase(t, r.rolloutId, phase.phaseIndex, ['pending'], {
          state: 'installing',
          batchId,
          deviceCount: taken,
          startedAt: new Date(),
        });
        if (!started) throw new PhaseMovedOn();
        await insertBatch(t, {
          batchId,
          tenantId: r.tenantId,
          category: r.category,
          brand: r.brand,
          modelNumber: r.modelNumber,
          firmwareVersion: r.firmwareVersion,
          percentage: phase.share,
          priority: r.priority,
          createdBy: r.createdBy,
          rolloutId: r.rolloutId,
        });
        return taken;
      })
      .catch((error: unknown) => {
        ignoreMovedOn(error);
        return null;
      });
    // Many rows at once: the planner learns the rollout's size now, as autovacuum would tell it a
    // minute or more later (if it runs). Until then it planned for a few rows: the device table's
    // pages read and sorted every device of a 100,000-device rollout. Beside the sends, not
    // before them.
    if (taken !== null && taken >= ANALYZE_AFTER_DEVICES)
      void analyzeRolloutDevices(db).catch((err: unknown) =>
        log.warn({ err, rolloutId: r.rolloutId }, 'rollout devices statistics not refreshed'),
      );
    return taken;
  }

  /**
   * Sends their command to the devices due one (phase `firstSends`'s never sent, and every due
   * retry) inside the install window, a chunk at a time, reading the rollout's state before each
   * chunk: a pause or abort on any server stops the sends within one chunk. A paced rollout sends
   * what its bucket holds. Answers whether nothing was left to send, and how many it sent.
   */
  async function send(
    r: RolloutRow,
    phases: PhaseRow[],
    firstSends: number | null,
    now: Date,
  ): Promise<{ allSent: boolean; sent: number }> {
    const started = Date.now();
    const allowed = r.installWindow
      ? insideWindowSql(r.installWindow, await tenantTimeZone(db, r.tenantId), now)
      : null;
    const image = await findFotaImage(db, r.tenantId, r.modelNumber, r.firmwareVersion);
    const phase = phases[r.currentPhase];
    const rate = paceRate(
      r.pacing,
      image?.imageSize ?? null,
      phase?.startedAt ?? null,
      now,
      deps.settings.minuteSeconds,
    );
    let tokens = rate === null ? Number.POSITIVE_INFINITY : tokensNow(r.paceTokens, r.paceAt, now, rate);
    let command: Awaited<ReturnType<typeof fotaCommand>> | undefined;
    let count = 0;
    // The first chunk is small and each next one twice as large, up to sendChunk: its commands go
    // out while the next are stored, instead of every device of the chunk waiting for all of them.
    let chunk = Math.min(deps.settings.sendChunk, FIRST_CHUNK);
    // Where the walk of the phase's first sends is: those before it were sent, or skipped (outside
    // the install window) in this step.
    let after = '';
    // The next chunk's first sends, read while this chunk is stored (see below).
    let ahead: Promise<SendableDevice[]> | undefined;
    try {
      for (;;) {
        const limit = Math.min(chunk, Math.floor(tokens));
        chunk = Math.min(deps.settings.sendChunk, chunk * 2);
        if (limit < 1) return { allSent: false, sent: count };
        const read = ahead;
        ahead = undefined;
        // Read ahead and found nothing: due retries may remain, which the full read finds.
        let due = read ? await read : [];
        if (due.length === 0)
          due = await findSendableDevices(db, r.rolloutId, firstSends, limit, allowed, after);
        if (due.length === 0) return { allSent: true, sent: count };
        const current = await findRolloutById(db, r.rolloutId);
        if (current?.state !== 'running' || Date.now() - started > deps.settings.sendBudgetMs)
          return { allSent: false, sent: count };
        after = due.findLast((d) => d.firstCommandId)?.deviceId ?? after;
        // A full chunk of first sends alone: the next chunk's are read while this one is stored,
        // as they cannot be among its devices (each is past `after`; a first send is one whose
        // command is not stored). A chunk with retries is not read past: a retry read during the
        // store of its first attempt would look due still. Due retries wait for a full read (at
        // the end of the phase's first sends, or the next step).
        // The next chunk's size, as the next turn works it out once this one is stored.
        const nextLimit = Math.min(chunk, Math.floor(tokens - due.length));
        if (
          firstSends !== null &&
          due.length === limit &&
          nextLimit >= 1 &&
          !due.some((d) => d.previousCommandId)
        ) {
          ahead = findFirstSends(db, r.rolloutId, firstSends, nextLimit, allowed, after);
          // Left unread when this send ends early: its failure is nobody's.
          ahead.catch(() => undefined);
        }
        command ??= await fotaCommand(deps.files, image, {
          origin: deps.deviceOrigin,
          priority: r.priority,
          linkTtlSeconds: deps.commands.linkTtlSeconds(LINK_TTL_SECONDS),
        });
        const fota = command;
        // A large chunk is stored as two transactions at once: each waits mostly on the database
        // (its commands' rows; a retry's new command id on its device), and one alone left a core idle.
        const stored = await Promise.allSettled(
          splitChunk(due).map(async (part) => {
            const sent = part.map((d) => ({ ...d, commandId: d.firstCommandId ?? orderedUuid() }));
            const retried = sent.flatMap(({ previousCommandId, ...s }) =>
              previousCommandId ? [{ ...s, previousCommandId }] : [],
            );
            await deps.commands.send(
              sent.map((s) => ({
                tenantId: r.tenantId,
                deviceId: s.deviceId,
                batchId: phases[s.phaseIndex]?.batchId,
                targetVersion: r.firmwareVersion,
                commandId: s.commandId,
                command: fota,
              })),
              { alsoStore: (tx) => recordSentCommands(tx, r.rolloutId, retried) },
            );
            return sent.length;
          }),
        );
        for (const part of stored)
          if (part.status === 'fulfilled') {
            count += part.value;
            tokens -= part.value;
          }
        const refused = stored.find((part) => part.status === 'rejected');
        if (refused) throw refused.reason;
      }
    } finally {
      if (rate !== null) await savePaceTokens(db, r.rolloutId, tokens, now);
    }
  }

  /**
   * Stops on a threshold; once every device of the phase has settled (a final answer, or waiting
   * for its next connection), the soak begins. Devices `sent` to in this step have not.
   */
  async function checkInstalling(
    r: RolloutRow,
    phase: PhaseRow,
    counts: StageCounts,
    sent: number,
    now: Date,
  ) {
    if (await stopOnThreshold(r, phase, counts)) return;
    const grace = OFFLINE_GRACE_MINUTES * deps.settings.minuteSeconds;
    if (sent > 0 || (await countUnsettled(db, r.rolloutId, phase.phaseIndex, grace)) > 0) return;
    await movePhase(db, r.rolloutId, phase.phaseIndex, ['installing'], {
      state: 'soaking',
      installedAt: now,
    });
  }

  async function checkSoaking(
    r: RolloutRow,
    phase: PhaseRow,
    phases: PhaseRow[],
    counts: StageCounts,
    now: Date,
  ) {
    // Devices that revert after installing count as failures during the soak too.
    if (await stopOnThreshold(r, phase, counts)) return;
    const soakEnds =
      (phase.installedAt?.getTime() ?? 0) + phase.soakMinutes * deps.settings.minuteSeconds * 1000;
    if (now.getTime() < soakEnds) return;
    if (phase.startRule === 'manual') {
      await movePhase(db, r.rolloutId, phase.phaseIndex, ['soaking'], { state: 'waitingForResume' });
      return;
    }
    if (phase.startRule === 'gate') {
      if (phase.verdict && now.getTime() - phase.verdict.evaluatedAt * 1000 < GATE_RECHECK_MS) return;
      const verdict = await deps.gate(r, phase, now);
      // Fewer devices installed than the gate's minimum once the phase has settled: time will not
      // bring the sample (device-hours would), so a person decides: Resume passes it, Abort ends it.
      const unjudgeable = verdict.outcome === 'waiting' && verdict.treatedDevices < r.gate.minDevices;
      await movePhase(db, r.rolloutId, phase.phaseIndex, ['soaking'], {
        verdict,
        ...(unjudgeable && { state: 'waitingForResume' as const }),
      });
      if (verdict.outcome === 'waiting') return;
      if (verdict.outcome === 'failed') {
        await stop(r, phase, gateFailure(phase, verdict));
        return;
      }
    }
    const passed = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      if (
        !(await movePhase(t, r.rolloutId, phase.phaseIndex, ['soaking'], { state: 'passed', endedAt: now }))
      )
        return false;
      await emitPhasePassed(t, r, phase, {
        phases: phases.length,
        installed: counts.installed ?? 0,
        passedBy: phase.startRule === 'gate' ? 'gate' : 'soak',
      });
      return true;
    });
    if (passed) await advance(r, phase, phases);
  }

  /**
   * Devices that joined the fleet after the rollout was created (onboarded, or new) and match its
   * target join the current phase. Answers how many joined.
   */
  async function join(r: RolloutRow, phase: PhaseRow): Promise<number> {
    return db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const joined = await assignPhaseDevices(
        t,
        r.rolloutId,
        phase.phaseIndex,
        targetOf(r),
        JOIN_LIMIT,
        r.createdAt,
      );
      if (joined > 0) await addPhaseDevices(t, r.rolloutId, phase.phaseIndex, joined);
      return joined;
    });
  }

  /**
   * After a phase passed: the next phase, or the rollout is complete. An open rollout stays
   * running in its last phase, sending to newcomers, until a person ends it. So does one whose
   * devices still wait for something (a retry, a command on its way, their next connection for at
   * most CONNECT_WAIT_MINUTES): each step sends their retries when due, and it completes once none
   * waits; completed, it would never send them.
   */
  async function advance(r: RolloutRow, phase: PhaseRow, phases: PhaseRow[]) {
    const last = phase.phaseIndex === phases.length - 1;
    if (last && r.open) return;
    const connectWait = CONNECT_WAIT_MINUTES * deps.settings.minuteSeconds;
    if (last && (await hasPendingDevices(db, r.rolloutId, connectWait))) return;
    const moved = await moveRollout(
      db,
      r.rolloutId,
      r.revision,
      last ? { state: 'completed' } : { currentPhase: phase.phaseIndex + 1 },
    );
    // Ended: a device still waiting (for a connection past the wait) is counted cancelled now.
    if (moved && last)
      await savePhaseCounts(db, r.rolloutId, await phaseStageCounts(db, r.rolloutId, true), phases.length);
    if (moved)
      log.info(
        { rolloutId: r.rolloutId, phase: phase.phaseIndex },
        last ? 'rollout completed' : 'rollout phase passed',
      );
  }

  async function stopOnThreshold(r: RolloutRow, phase: PhaseRow, counts: StageCounts): Promise<boolean> {
    const breach = thresholdBreach(r, counts);
    if (!breach) return false;
    await stop(r, phase, stopReasons.inPhase(phase.phaseIndex, breach));
    return true;
  }

  /**
   * Stops the rollout by itself: nothing more is sent; the phase failed, later ones never start.
   * With rollback, the phase's installed devices are sent their previous image in the same
   * transaction as the stop (both or neither); with no broker to send them, it stops without and
   * says so.
   */
  async function stop(r: RolloutRow, phase: PhaseRow, reason: string) {
    const plan = r.rollback
      ? await planRollback(
          { ...deps, linkTtlSeconds: deps.commands.linkTtlSeconds(LINK_TTL_SECONDS) },
          r,
          phase,
        )
      : undefined;
    const stopIn = async (tx: Db, why: string, rolledBack: number) => {
      const moved = await moveRollout(tx, r.rolloutId, r.revision, {
        state: 'stopped',
        stopReason: why,
        rollbackDevices: rolledBack,
      });
      if (!moved) throw new PhaseMovedOn();
      await emitRolloutStopped(tx, r.tenantId, {
        rolloutId: r.rolloutId,
        state: 'stopped',
        phase: phase.phaseIndex + 1,
        reason: why,
        abortedBy: null,
      });
      // What the broker lost of this release is not sent again when its devices reconnect.
      await withdrawBatchCommands(tx, phaseBatches(await findPhases(tx, r.rolloutId)));
    };
    let why = reason;
    if (plan?.missing.length) why += ` ${stopReasons.noRollbackImage(plan.missing)}`;
    try {
      if (plan && plan.commands.length > 0) {
        const sent = plan.commands.length;
        await deps.commands
          .send(plan.commands, {
            alsoStore: async (tx) => {
              await stopIn(tx, `${why} ${stopReasons.rolledBack(sent)}`, sent);
              for (const batch of plan.batches) await insertBatch(tx, batch);
            },
          })
          .catch(async (error: unknown) => {
            if (!(error instanceof AppError) || error.statusCode !== 503) throw error;
            await stopIn(db, `${why} ${stopReasons.rollbackNotSent}`, 0);
          });
      } else await stopIn(db, why, 0);
    } catch (error) {
      ignoreMovedOn(error);
      return;
    }
    await movePhase(db, r.rolloutId, phase.phaseIndex, ['installing', 'soaking'], {
      state: 'failed',
      endedAt: new Date(),
    });
    await stopOpenPhases(db, r.rolloutId);
    await savePhaseCounts(db, r.rolloutId, await phaseStageCounts(db, r.rolloutId, true), r.currentPhase + 1);
    await audit(db, {
      tenantId: r.tenantId,
      action: 'rollout.stopped',
      entity: 'rollout',
      entityId: r.rolloutId,
      ip: null,
      detail: { phase: phase.phaseIndex + 1, reason, rolledBack: plan?.commands.length ?? 0 },
    });
    log.warn({ rolloutId: r.rolloutId, reason }, 'rollout stopped by itself');
  }

  return { step };
}

export type RolloutEngine = ReturnType<typeof createRolloutEngine>;

function gateFailure(phase: PhaseRow, verdict: GateVerdict): string {
  const failed = verdict.signals.filter((s) => s.failed);
  return stopReasons.gateFailed(
    phase.phaseIndex,
    failed.map((s) => ({
      signal: s.signal,
      treated: s.treated.rate,
      control: s.control.rate,
      pValue: s.pValue,
    })),
  );
}

/** Devices of a step's first send chunk (see send). */
const FIRST_CHUNK = 1000;

/** A chunk smaller than twice this is stored in one transaction. */
const MIN_PART = 1000;

/** A chunk's devices in one part, or two halves when it is large (see send). */
function splitChunk<T>(due: T[]): T[][] {
  if (due.length < 2 * MIN_PART) return [due];
  const half = Math.ceil(due.length / 2);
  return [due.slice(0, half), due.slice(half)];
}

/** The phases' batches (each phase's sends), once opened. */
export const phaseBatches = (phases: PhaseRow[]) => phases.flatMap((p) => (p.batchId ? [p.batchId] : []));

/** Another server (or an earlier try of this step) already moved the phase on: nothing to do. */
class PhaseMovedOn extends Error {}
const ignoreMovedOn = (error: unknown) => {
  if (!(error instanceof PhaseMovedOn)) throw error;
};
