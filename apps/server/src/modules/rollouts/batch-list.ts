import { messages } from '@console/contracts/messages';
import { batchDeletable, type FotaBatch } from '@console/contracts/rollouts';
import { audit } from '../../platform/audit/audit';
import { inScope } from '../../platform/auth/scope';
import type { CommandStatus } from '../../platform/db/schema';
import { AppError, notFound } from '../../platform/http/errors';
import { countBatchCommands, deleteBatchCommands } from '../telemetry';
import { findRolloutById } from './phased/rollout-store.queries';
import { countSupersededAttempts } from './phased/superseded-attempts.queries';
import type { RolloutCaller, RolloutDeps } from './rollout-caller';
import {
  type BatchFilter,
  type BatchPageRow,
  deleteBatchRow,
  findBatch,
  findBatchPage,
} from './rollouts.queries';

type Counts = Partial<Record<CommandStatus, number>>;

/**
 * The batch list's counters, from the commands' statuses: Sent is every command the broker took
 * (sent and everything a device answered after it); Failed is a publish the broker refused (or a
 * command never published), a device's failure report, a command that timed out, or a device that
 * reported its old version again after installing (rolledBack: it is not upgraded); Successfully
 * Upgraded is a device's success report (or its reporting the target version).
 */
export function batchCounters(c: Counts) {
  const n = (s: CommandStatus) => c[s] ?? 0;
  return {
    totalDevices: Object.values(c).reduce((a, b) => a + (b ?? 0), 0),
    mqttCommandSent:
      n('sent') + n('accepted') + n('timedOut') + n('success') + n('failure') + n('rolledBack'),
    mqttCommandFailed: n('publishFailed') + n('failure') + n('timedOut') + n('rolledBack'),
    successfyllyUpgraded: n('success'),
    inProgress: n('queued') + n('sent') + n('accepted'),
  };
}

const toBatch = (row: BatchPageRow, counts: Counts): FotaBatch => ({
  batchId: row.batchId,
  firmwareVersion: row.firmwareVersion,
  modelNumber: row.modelNumber,
  category: row.category,
  brand: row.brand,
  percentage: row.percentage,
  priority: row.priority,
  createdAt: Math.floor(row.createdAt.getTime() / 1000),
  ...batchCounters(counts),
  rollout: row.rollout && {
    ...row.rollout,
    phase: row.phaseIndex === null ? null : row.phaseIndex + 1,
  },
});

/** Batch list and delete; a batch outside the caller's tenant, categories or brands is not found. */
export function batchList(deps: RolloutDeps) {
  const { db } = deps;

  async function visibleBatch(caller: RolloutCaller, batchId: string) {
    const row = await findBatch(db, caller.tenantId, batchId);
    if (!row || !inScope(caller, row.category, row.brand)) throw notFound('batchNotFound');
    return row;
  }

  return {
    visibleBatch,

    /** The batch for its report, the report's start audited (it lists device ids and outcomes). */
    async reportBatch(caller: RolloutCaller, batchId: string, ip: string) {
      const row = await visibleBatch(caller, batchId);
      await audit(db, caller, {
        action: 'export.fota-batch-report.xlsx',
        entity: 'fotaBatch',
        entityId: row.batchId,
        ip,
        detail: { batchId: row.batchId, modelNumber: row.modelNumber, version: row.firmwareVersion },
      });
      return row;
    },

    async listBatches(caller: RolloutCaller, filter: BatchFilter): Promise<FotaBatch[]> {
      const rows = await findBatchPage(db, caller, filter);
      const ids = rows.map((r) => r.batchId);
      // A batch's commands, less a rollout device's attempts other than the one it is counted by:
      // each device once, as the rollout counts it.
      const [commands, superseded] = await Promise.all([
        countBatchCommands(db, ids),
        countSupersededAttempts(db, ids),
      ]);
      const counts = new Map<string, Counts>();
      const add = (batchId: string | null, status: CommandStatus, n: number) => {
        const entry = counts.get(batchId ?? '') ?? {};
        entry[status] = (entry[status] ?? 0) + n;
        counts.set(batchId ?? '', entry);
      };
      for (const c of commands) add(c.batchId, c.status, c.count);
      for (const c of superseded) add(c.batchId, c.status, -c.count);
      return rows.map((r) => toBatch(r, counts.get(r.batchId) ?? {}));
    },

    async deleteBatch(caller: RolloutCaller, batchId: string, ip: string) {
      const row = await visibleBatch(caller, batchId);
      // A running rollout counts and sends by its phase's commands: with them gone its devices
      // would look never sent, and be sent again.
      const rollout = row.rolloutId ? await findRolloutById(db, row.rolloutId) : undefined;
      if (!batchDeletable(rollout?.state)) throw new AppError(409, 'batchOfRunningRollout');
      await db.transaction(async (tx) => {
        await deleteBatchCommands(tx, caller.tenantId, row.batchId);
        await deleteBatchRow(tx, caller.tenantId, row.batchId);
      });
      await audit(db, caller, {
        action: 'fota.batch.deleted',
        entity: 'fotaBatch',
        entityId: row.batchId,
        ip,
        detail: { modelNumber: row.modelNumber, version: row.firmwareVersion },
      });
      return { message: messages.batchDeleted };
    },
  };
}
