import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { can } from '@console/contracts/access';
import { messages } from '@console/contracts/messages';
import {
  type BulkAction,
  type BulkActionKind,
  type BulkControl,
  type BulkOutcome,
  ENDED_BULK_ACTION_STATES,
  type FleetFilter,
} from '@console/contracts/segments';
import { audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import { csvLine, csvTimestamp } from '../../platform/http/csv';
import { AppError, forbidden, notFound } from '../../platform/http/errors';
import { emitBulkActionFinished } from './bulk-action-events';
import * as store from './bulk-actions.queries';
import type { SegmentsService } from './segments.service';

type Caller = Pick<
  RequestAuth,
  'tenantId' | 'userId' | 'userName' | 'firstName' | 'lastName' | 'scope' | 'principal'
>;

const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);
const nameOf = (c: Caller) => `${c.firstName} ${c.lastName}`.trim() || c.userName;

/** The access rule each kind needs on top of fleet search: the rule of the same action on one device. */
const KIND_RULE = { offboard: 'offboardDevice' } as const satisfies Record<BulkActionKind, string>;

export const bulkActionOf = (r: store.BulkActionRow): BulkAction => ({
  actionId: r.id,
  kind: r.kind,
  state: r.state,
  snapshotId: r.snapshotId,
  segmentId: r.segmentId,
  total: r.total,
  done: r.done,
  skipped: r.skipped,
  failed: r.failed,
  needsApproval: r.needsApproval,
  createdBy: r.createdByName,
  createdById: r.createdBy,
  approvedBy: r.approvedBy,
  cancelledBy: r.cancelledBy,
  createdAt: seconds(r.createdAt)!,
  startedAt: seconds(r.startedAt),
  finishedAt: seconds(r.finishedAt),
});

export type BulkActionsService = ReturnType<typeof createBulkActionsService>;

/**
 * Bulk actions on a segment or a search (issue 32): asked for (a snapshot fixes the devices and
 * the count shown), confirmed by whoever asked, approved by a second person when larger than
 * `approvalDevices`, run in the background by the runner (bulk-action-runner.ts), cancellable.
 */
export function createBulkActionsService(deps: {
  db: Db;
  segments: SegmentsService;
  approvalDevices: number;
  /** Tells the runner there is work (it also looks every step). */
  wake: () => void;
}) {
  const { db } = deps;

  function allowed(caller: Caller, kind: BulkActionKind) {
    if (!can(caller.principal, KIND_RULE[kind])) throw forbidden();
  }

  async function visible(caller: Caller, actionId: string) {
    const row = await store.findAction(db, caller.tenantId, actionId);
    if (!row) throw notFound('bulkActionNotFound');
    return row;
  }

  async function move(
    row: store.BulkActionRow,
    from: store.BulkActionRow['state'][],
    to: store.BulkActionRow['state'],
    set = {},
  ) {
    if (!(await store.moveAction(db, row.id, from, to, set))) throw new AppError(409, 'bulkWrongState');
  }

  return {
    async create(
      caller: Caller,
      body: { kind: BulkActionKind; segmentId?: string; filter?: FleetFilter },
      ip: string,
    ): Promise<BulkAction> {
      allowed(caller, body.kind);
      const snapshot = body.segmentId
        ? await deps.segments.snapshotSegment(caller, body.segmentId, body.kind, ip)
        : await deps.segments.snapshot(caller, { segmentId: null, filter: body.filter! }, body.kind, ip);
      const id = randomUUID();
      await store.insertAction(db, {
        id,
        tenantId: caller.tenantId,
        kind: body.kind,
        state: 'awaitingConfirmation',
        snapshotId: snapshot.snapshotId,
        segmentId: snapshot.segmentId,
        total: snapshot.count,
        needsApproval: snapshot.count > deps.approvalDevices,
        createdBy: caller.userId,
        createdByName: nameOf(caller),
        scope: caller.scope,
        ip,
      });
      await audit(db, caller, {
        action: 'bulk.create',
        entity: 'bulk-action',
        entityId: id,
        ip,
        detail: { kind: body.kind, snapshotId: snapshot.snapshotId, count: snapshot.count },
      });
      return bulkActionOf((await store.findAction(db, caller.tenantId, id))!);
    },

    async control(caller: Caller, actionId: string, control: BulkControl, ip: string): Promise<BulkAction> {
      const row = await visible(caller, actionId);
      allowed(caller, row.kind);
      const now = new Date();
      // Dismissed by its asker at its confirmation: nothing was done, so it leaves no row in the
      // list (and no webhook event); only its audit entries say it was asked.
      const dismissed =
        control === 'cancel' && row.state === 'awaitingConfirmation' && row.createdBy === caller.userId;
      if (dismissed) {
        if (await store.deleteUnconfirmedAction(db, row.id)) {
          await audit(db, caller, {
            action: 'bulk.cancel',
            entity: 'bulk-action',
            entityId: actionId,
            ip,
            detail: { kind: row.kind, count: row.total, unconfirmed: true },
          });
          return bulkActionOf({ ...row, state: 'cancelled', finishedAt: now, cancelledBy: nameOf(caller) });
        }
      }
      if (control === 'confirm') {
        if (row.createdBy !== caller.userId) throw new AppError(403, 'bulkNotYours');
        if (row.needsApproval) await move(row, ['awaitingConfirmation'], 'awaitingApproval');
        else await move(row, ['awaitingConfirmation'], 'running', { startedAt: now });
      } else if (control === 'approve') {
        if (row.createdBy === caller.userId) throw new AppError(403, 'bulkApproverIsCreator');
        await move(row, ['awaitingApproval'], 'running', { startedAt: now, approvedBy: nameOf(caller) });
      } else {
        const open = ['awaitingConfirmation', 'awaitingApproval', 'running'] as const;
        await move(row, [...open], 'cancelled', { finishedAt: now, cancelledBy: nameOf(caller) });
      }
      await audit(db, caller, {
        action: `bulk.${control}`,
        entity: 'bulk-action',
        entityId: actionId,
        ip,
        detail: { kind: row.kind, count: row.total },
      });
      deps.wake();
      const after = (await store.findAction(db, caller.tenantId, actionId))!;
      // A cancel has no transaction of its own: told right after the move.
      if (control === 'cancel') await emitBulkActionFinished(db, after);
      return bulkActionOf(after);
    },

    async get(caller: Caller, actionId: string) {
      return bulkActionOf(await visible(caller, actionId));
    },

    async list(caller: Caller, page: number, size: number) {
      const { total, rows } = await store.listActions(db, caller.tenantId, page, size);
      return { total, actions: rows.map(bulkActionOf) };
    },

    async results(
      caller: Caller,
      actionId: string,
      q: { outcome?: BulkOutcome; after?: string; size: number },
    ) {
      await visible(caller, actionId);
      const rows = await store.resultPage(db, caller, actionId, { ...q, size: q.size + 1 });
      const page = rows.slice(0, q.size);
      return {
        results: page.map((r) => ({
          deviceId: r.deviceId,
          outcome: r.outcome,
          reason: r.reason,
          at: seconds(r.at)!,
        })),
        next: rows.length > q.size ? page.at(-1)!.deviceId : null,
      };
    },

    async exportResults(caller: Caller, actionId: string, ip: string) {
      const row = await visible(caller, actionId);
      await audit(db, caller, {
        action: 'export.bulk-results.csv',
        entity: 'bulk-action',
        entityId: actionId,
        ip,
      });
      async function* lines() {
        yield csvLine(['Device ID', 'Outcome', 'Reason', 'At']);
        let after: string | undefined;
        for (;;) {
          const rows = await store.resultPage(db, caller, row.id, { after, size: 2000 });
          if (rows.length > 0)
            yield rows.map((r) => csvLine([r.deviceId, r.outcome, r.reason, csvTimestamp(r.at)])).join('');
          if (rows.length < 2000) return;
          after = rows.at(-1)!.deviceId;
        }
      }
      return { fileName: `bulk-${row.kind}-${actionId}.csv`, body: Readable.from(lines()) };
    },

    ended: (row: store.BulkActionRow) => ENDED_BULK_ACTION_STATES.includes(row.state),
  };
}

/** A skipped or failed device's reason, in words. */
export const skipReason = {
  gone: messages.bulkDeviceGone,
  hasChildren: messages.bulkOffboardHasChildren,
  notOnboarded: messages.bulkOffboardNotOnboarded,
} as const;
