import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { fillMessage, messages } from '@console/contracts/messages';
import {
  approvalRefusal,
  CreateRolloutBody,
  ENDED_ROLLOUT_STATES,
  type Rollout,
  type RolloutAction,
  type RolloutSummary,
  type StageCounts,
  stopReasons,
  waitsForPerson,
} from '@console/contracts/rollouts';
import { audit } from '../../../platform/audit/audit';
import type { RequestAuth } from '../../../platform/auth/request-auth';
import { inScope } from '../../../platform/auth/scope';
import type { Db } from '../../../platform/db/client';
import { retryOnDeadlock } from '../../../platform/db/retry-on-deadlock';
import { csvLine, csvTimestamp } from '../../../platform/http/csv';
import { AppError, badRequest, forbidden, notFound } from '../../../platform/http/errors';
import { findTenantModel } from '../../device-models';
import { findFotaImage } from '../../firmware';
import { withdrawBatchCommands } from '../../telemetry';
import {
  findRolloutDevicePage,
  phaseStageCounts,
  type RolloutDeviceFilter,
  rolloutDeviceChunks,
} from './rollout-devices.queries';
import { phaseBatches } from './rollout-engine';
import {
  findPhases,
  findRollout,
  findRolloutPage,
  insertRollout,
  movePhase,
  moveRollout,
  type PhaseRow,
  type RolloutFilter,
  type RolloutRow,
  savePhaseCounts,
  stopOpenPhases,
} from './rollout-store.queries';
import { countModelDevices, countTarget } from './rollout-target.queries';
import { emitPhasePassed, emitRolloutStopped } from './rollout-webhooks';

/** A person's session (the bench's callers have no e-mail: an abort then keeps none). */
export type RolloutCaller = Pick<RequestAuth, 'tenantId' | 'userId' | 'userName' | 'scope'> &
  Partial<Pick<RequestAuth, 'email'>>;

export interface PhasedRolloutsDeps {
  db: Db;
  settings: { approvalDevices: number; approvalModelPercent: number; minuteSeconds: number };
  /** Asks this server's engine to step at once (a control or a new rollout should not wait a tick). */
  wake(): void;
}

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);
const ended = (r: RolloutRow) => ENDED_ROLLOUT_STATES.includes(r.state);
const sum = (list: StageCounts[]): StageCounts => {
  const total: StageCounts = {};
  for (const counts of list)
    for (const [stage, n] of Object.entries(counts))
      total[stage as keyof StageCounts] = (total[stage as keyof StageCounts] ?? 0) + n;
  return total;
};

const summaryOf = (r: RolloutRow, phaseCount: number, counts: StageCounts): RolloutSummary => ({
  rolloutId: r.rolloutId,
  name: r.name,
  modelNumber: r.modelNumber,
  category: r.category,
  brand: r.brand,
  firmwareVersion: r.firmwareVersion,
  state: r.state,
  stopReason: r.stopReason,
  targetCount: r.targetCount,
  currentPhase: r.currentPhase,
  phaseCount,
  installed: counts.installed ?? 0,
  failed: (counts.failed ?? 0) + (counts.rolledBack ?? 0),
  createdBy: r.createdBy,
  createdById: r.createdById,
  createdAt: seconds(r.createdAt) ?? 0,
  updatedAt: seconds(r.updatedAt) ?? 0,
});

/** A past participle for the refusal "cannot be paused now". */
const DONE: Record<RolloutAction, string> = {
  pause: 'paused',
  resume: 'resumed',
  abort: 'aborted',
  approve: 'approved',
};

/** Phased rollouts as people see and control them (issue 31): create, list, read, control, devices. */
export function createPhasedRollouts(deps: PhasedRolloutsDeps) {
  const { db } = deps;

  /**
   * Devices per phase and stage: as the engine counted them at its last step (every second) while
   * the rollout may move, counted afresh once it has ended (a rare read, and no step counts it).
   */
  async function countsOf(r: RolloutRow, phases: PhaseRow[]): Promise<Map<number, StageCounts>> {
    if (ended(r)) return phaseStageCounts(db, r.rolloutId, true);
    return new Map(phases.map((p) => [p.phaseIndex, p.counts]));
  }

  async function detail(r: RolloutRow, phases?: PhaseRow[]): Promise<Rollout> {
    const rows = phases ?? (await findPhases(db, r.rolloutId));
    const byPhase = await countsOf(r, rows);
    const counts = sum([...byPhase.values()]);
    return {
      ...summaryOf(r, rows.length, counts),
      fromVersion: r.fromVersion,
      countries: r.countries,
      serialCount: r.serials.length,
      segmentSnapshotId: r.segmentSnapshotId,
      priority: r.priority,
      maxFailures: r.maxFailures,
      maxFailurePercent: r.maxFailurePercent,
      minAnswered: r.minAnswered,
      gate: r.gate,
      maxAttempts: r.maxAttempts,
      installWindow: r.installWindow,
      pacing: r.pacing,
      open: r.open,
      rollback: r.rollback,
      rollbackDevices: r.rollbackDevices,
      approvedBy: r.approvedBy,
      approvedAt: seconds(r.approvedAt),
      abortedBy:
        r.abortedBy && r.abortedAt
          ? { userName: r.abortedBy, email: r.abortedByEmail, at: seconds(r.abortedAt) ?? 0 }
          : null,
      counts,
      phases: rows.map((p) => ({
        index: p.phaseIndex,
        share: p.share,
        startRule: p.startRule,
        soakMinutes: p.soakMinutes,
        state: p.state,
        batchId: p.batchId,
        deviceCount: p.deviceCount,
        counts: byPhase.get(p.phaseIndex) ?? {},
        startedAt: seconds(p.startedAt),
        installedAt: seconds(p.installedAt),
        soakEndsAt: p.installedAt
          ? Math.floor(p.installedAt.getTime() / 1000 + p.soakMinutes * deps.settings.minuteSeconds)
          : null,
        endedAt: seconds(p.endedAt),
        verdict: p.verdict ?? null,
      })),
    };
  }

  /** The rollout when it is the caller's tenant's and within their categories and brands. */
  async function visible(caller: RolloutCaller, rolloutId: string): Promise<RolloutRow> {
    const r = await findRollout(db, caller.tenantId, rolloutId);
    if (!r) throw notFound('rolloutNotFound');
    if (!inScope(caller, r.category, r.brand)) throw forbidden();
    return r;
  }

  const notNow = (action: RolloutAction, r: RolloutRow) =>
    new AppError(
      409,
      'rolloutNotInState',
      fillMessage(messages.rolloutNotInState, { done: DONE[action], state: r.state }),
    );

  return {
    async create(caller: RolloutCaller, input: CreateRolloutBody, ip: string): Promise<Rollout> {
      const body = CreateRolloutBody.parse(input);
      const model = await findTenantModel(db, caller.tenantId, body.modelNumber);
      if (!model) throw badRequest('firmwareModelUnknown');
      if (!inScope(caller, model.category, model.brand)) throw forbidden();
      const image = await findFotaImage(db, caller.tenantId, body.modelNumber, body.firmwareVersion);
      if (!image?.imageKey) throw badRequest('noFotaFirmware');
      const target = {
        caller,
        modelNumber: body.modelNumber,
        firmwareVersion: body.firmwareVersion,
        fromVersion: body.fromVersion ?? null,
        countries: body.countries.map((c) => c.toLowerCase()),
        serials: body.serials,
        segmentSnapshotId: body.segmentSnapshotId ?? null,
      };
      const targetCount = await countTarget(db, target);
      if (targetCount === 0) throw badRequest('rolloutNoDevices');
      const modelDevices = await countModelDevices(db, caller, body.modelNumber);
      const needsApproval =
        targetCount > deps.settings.approvalDevices ||
        targetCount * 100 > deps.settings.approvalModelPercent * modelDevices;
      const rolloutId = randomUUID();
      await insertRollout(
        db,
        {
          rolloutId,
          tenantId: caller.tenantId,
          name: body.name,
          category: model.category,
          brand: model.brand,
          modelNumber: body.modelNumber,
          firmwareVersion: body.firmwareVersion,
          fromVersion: target.fromVersion,
          countries: target.countries,
          serials: body.serials,
          segmentSnapshotId: target.segmentSnapshotId,
          priority: body.priority,
          state: needsApproval ? 'awaitingApproval' : 'running',
          targetCount,
          maxFailures: body.maxFailures,
          maxFailurePercent: body.maxFailurePercent,
          minAnswered: body.minAnswered,
          gate: body.gate,
          maxAttempts: body.maxAttempts,
          installWindow: body.installWindow,
          pacing: body.pacing,
          open: body.open,
          rollback: body.rollback,
          scope: caller.scope,
          createdById: caller.userId,
          createdBy: caller.userName,
        },
        body.phases.map((p, phaseIndex) => ({ rolloutId, phaseIndex, ...p })),
      );
      await audit(db, caller, {
        action: 'rollout.created',
        entity: 'rollout',
        entityId: rolloutId,
        ip,
        detail: {
          name: body.name,
          modelNumber: body.modelNumber,
          version: body.firmwareVersion,
          devices: targetCount,
          phases: body.phases.map((p) => p.share),
          needsApproval,
        },
      });
      deps.wake();
      return detail((await findRollout(db, caller.tenantId, rolloutId)) as RolloutRow);
    },

    async list(caller: RolloutCaller, f: RolloutFilter) {
      const { rows, total } = await findRolloutPage(db, caller, f);
      const rollouts = await Promise.all(
        rows.map(async (r) => {
          // The counts kept at the phases (their last step's): a list never recounts devices.
          const phases = await findPhases(db, r.rolloutId);
          return summaryOf(r, phases.length, sum(phases.map((p) => p.counts)));
        }),
      );
      return { total, rollouts };
    },

    async get(caller: RolloutCaller, rolloutId: string) {
      return detail(await visible(caller, rolloutId));
    },

    /**
     * Pause, resume (also lets a phase that waits for a person pass), abort (with a reason) and
     * approve (by someone other than the creator). Each is a compare-and-set on the rollout's
     * revision: one that raced a step or another control is refused with where it now stands.
     */
    async control(
      caller: RolloutCaller,
      rolloutId: string,
      action: RolloutAction,
      reason: string | undefined,
      ip: string,
    ) {
      const r = await visible(caller, rolloutId);
      const phases = await findPhases(db, rolloutId);
      const move = async (set: Parameters<typeof moveRollout>[3], tx: Db = db) => {
        const moved = await moveRollout(tx, rolloutId, r.revision, set);
        if (!moved) throw notNow(action, (await findRollout(tx, caller.tenantId, rolloutId)) ?? r);
        return moved;
      };
      if (action === 'approve') {
        const refusal = approvalRefusal(r, caller.userId);
        if (refusal === 'rolloutNoApprovalNeeded') throw badRequest(refusal);
        if (refusal) throw forbidden(refusal);
        await move({ state: 'running', approvedBy: caller.userName, approvedAt: new Date() });
      } else if (action === 'pause') {
        if (r.state !== 'running') throw notNow(action, r);
        await move({ state: 'paused' });
      } else if (action === 'resume') {
        const current = phases[r.currentPhase];
        if (r.state === 'paused') await move({ state: 'running' });
        else if (r.state === 'running' && current && waitsForPerson(current)) {
          await db.transaction(async (tx) => {
            const t = tx as unknown as Db;
            const passed = await movePhase(t, rolloutId, current.phaseIndex, [current.state], {
              state: 'passed',
              endedAt: new Date(),
            });
            if (!passed) return;
            await emitPhasePassed(t, r, current, {
              phases: phases.length,
              installed: current.counts.installed ?? 0,
              passedBy: 'resume',
            });
            // After the last phase the engine completes it, once no device waits for a retry.
            await move({ currentPhase: Math.min(current.phaseIndex + 1, phases.length - 1) }, t);
          });
        } else throw notNow(action, r);
      } else {
        if (ended(r)) throw notNow(action, r);
        // Who and when are kept apart from the reason: the rollout page names them beside it.
        const stopReason = reason || stopReasons.abortedBy(caller.userName);
        // The abort and its event commit together.
        await db.transaction(async (tx) => {
          const t = tx as unknown as Db;
          await move(
            {
              state: 'aborted',
              stopReason,
              abortedBy: caller.userName,
              abortedByEmail: caller.email ?? null,
              abortedAt: new Date(),
            },
            t,
          );
          await emitRolloutStopped(t, caller.tenantId, {
            rolloutId,
            state: 'aborted',
            phase: r.currentPhase + 1,
            reason: stopReason,
            abortedBy: caller.userName,
          });
        });
        await stopOpenPhases(db, rolloutId);
        // Handed to the broker is not recalled; what it lost is not sent again at a reconnect.
        // Its rows are many and the devices' answers lock some of them meanwhile: a deadlock
        // with them (seen aborting a 90,000-device phase while it sent) is tried again.
        await retryOnDeadlock(() => withdrawBatchCommands(db, phaseBatches(phases)));
        // Waiting devices are cancelled now: the kept counts (the list's) say so at once.
        await savePhaseCounts(db, rolloutId, await phaseStageCounts(db, rolloutId, true), phases.length);
      }
      await audit(db, caller, {
        action: `rollout.${DONE[action]}`,
        entity: 'rollout',
        entityId: rolloutId,
        ip,
        detail: { name: r.name, phase: r.currentPhase + 1, ...(reason ? { reason } : {}) },
      });
      deps.wake();
      return detail((await findRollout(db, caller.tenantId, rolloutId)) as RolloutRow);
    },

    async devices(
      caller: RolloutCaller,
      rolloutId: string,
      f: RolloutDeviceFilter & { page: number; size: number },
    ) {
      const r = await visible(caller, rolloutId);
      return findRolloutDevicePage(db, rolloutId, ended(r), f);
    },

    /** Every filtered device as CSV, streamed a chunk at a time. */
    async exportDevices(caller: RolloutCaller, rolloutId: string, f: RolloutDeviceFilter, ip: string) {
      const r = await visible(caller, rolloutId);
      await audit(db, caller, {
        action: 'export.rollout-devices.csv',
        entity: 'rollout',
        entityId: rolloutId,
        ip,
        detail: { ...f },
      });
      async function* lines() {
        yield csvLine([
          'Device ID',
          'Serial Number',
          'Phase',
          'Stage',
          'Reason',
          'Percent',
          'Attempts',
          'Command ID',
          'Updated At',
        ]);
        for await (const chunk of rolloutDeviceChunks(db, rolloutId, ended(r), f))
          yield chunk
            .map((d) =>
              csvLine([
                d.deviceId,
                d.serialNumber,
                d.phase + 1,
                d.stage,
                d.reason,
                d.percent,
                d.attempts,
                d.commandId,
                csvTimestamp(d.updatedAt),
              ]),
            )
            .join('');
      }
      return { fileName: `rollout-${rolloutId}-devices.csv`, body: Readable.from(lines()) };
    },
  };
}

export type PhasedRollouts = ReturnType<typeof createPhasedRollouts>;
