import type { Db } from '../../platform/db/client';
import { createWakeableLoop } from '../../platform/jobs/wakeable-loop';
import type { Log } from '../../platform/mqtt/log';
import { offboardLocked } from '../device-actions';
import { emitBulkActionFinished } from './bulk-action-events';
import * as store from './bulk-actions.queries';
import { skipReason } from './bulk-actions.service';

/** Devices a server takes from one action per turn (a cancel is seen between turns). */
const CHUNK = 50;
/** How long a server holds an action while working on it; another takes over after. */
const LEASE_SECONDS = 30;

/** Thrown to roll back a device's transaction whose result another server wrote first. */
class AlreadyDone extends Error {}

/**
 * Works on running bulk actions, on every server, every `stepSeconds` and when woken. Each device
 * is acted on and its result written in one transaction, so a server killed mid-action leaves
 * every device either done with its result or untouched, and the next turn (here or on another
 * server, once the lease ends) carries on with the devices that have none: each device once.
 */
export function createBulkActionRunner(options: { db: Db; stepSeconds: number }) {
  const { db } = options;
  let log: Pick<Log, 'error'> | undefined;
  let stopped = true;

  async function actOn(action: store.BulkActionRow, deviceId: string) {
    const actor = { tenantId: action.tenantId, userId: action.createdBy, userName: action.createdByName };
    try {
      await db.transaction(async (tx) => {
        const outcome = await offboardLocked(tx, actor, deviceId, action.ip);
        const written =
          outcome === 'offboarded'
            ? await store.recordResult(tx, action.id, deviceId, 'done', null)
            : await store.recordResult(tx, action.id, deviceId, 'skipped', skipReason[outcome]);
        if (!written) throw new AlreadyDone();
      });
    } catch (err) {
      if (err instanceof AlreadyDone) return;
      const reason = err instanceof Error ? err.message : String(err);
      await db.transaction((tx) =>
        store.recordResult(tx, action.id, deviceId, 'failed', reason.slice(0, 500)),
      );
    }
  }

  async function work(actionId: string) {
    const action = await store.takeActionLease(db, actionId, LEASE_SECONDS);
    if (!action) return;
    try {
      while (!stopped) {
        const devices = await store.pendingDevices(db, action, CHUNK);
        if (devices.length === 0) {
          // Completed, and told to the tenant's webhooks, in one transaction.
          await db.transaction(async (tx) => {
            const ended = await store.completeIfDone(tx as unknown as Db, action.id);
            if (ended) await emitBulkActionFinished(tx, ended);
          });
          return;
        }
        for (const deviceId of devices) await actOn(action, deviceId);
        // A cancel ends this turn: the lease is kept only while the action runs.
        if (!(await store.renewActionLease(db, actionId, LEASE_SECONDS))) return;
      }
    } finally {
      await store.releaseActionLease(db, actionId);
    }
  }

  async function tick() {
    for (const { id } of await store.findRunnable(db)) {
      if (stopped) return;
      try {
        await work(id);
      } catch (err) {
        log?.error({ err, actionId: id }, 'bulk action turn failed');
      }
    }
  }

  const loop = createWakeableLoop(tick, (err) => log?.error({ err }, 'bulk action tick failed'));

  return {
    wake: loop.wake,
    start(nextLog: Pick<Log, 'error'>) {
      log = nextLog;
      stopped = false;
      loop.start(options.stepSeconds);
    },
    async stop() {
      stopped = true;
      await loop.stop();
    },
  };
}
