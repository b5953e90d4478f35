import type { Db } from '../../../platform/db/client';
import { createWakeableLoop } from '../../../platform/jobs/wakeable-loop';
import type { Log } from '../../../platform/mqtt/log';
import type { RolloutEngine } from './rollout-engine';
import { findCountedRollouts, releaseLease, takeLease } from './rollout-store.queries';

/**
 * Steps every running (and counts every paused) rollout every `stepSeconds` on each server, and at once when woken (a
 * control, a new rollout). The state and the timers (soak ends, next attempts) are in the
 * database, so a server that dies loses nothing: another one's next tick carries on. A rollout's
 * step lease keeps two servers from doing the same work at once; the steps' compare-and-sets keep
 * them from doing it twice.
 */
export function createRolloutRunner(options: { db: Db; stepSeconds: number; leaseSeconds: number }) {
  const { db } = options;
  let engine: RolloutEngine | undefined;
  let log: Pick<Log, 'error'> | undefined;

  async function tick() {
    if (!engine) return;
    for (const { rolloutId } of await findCountedRollouts(db)) {
      if (!engine || !(await takeLease(db, rolloutId, options.leaseSeconds))) continue;
      try {
        await engine.step(rolloutId);
      } catch (err) {
        log?.error({ err, rolloutId }, 'rollout step failed');
      } finally {
        await releaseLease(db, rolloutId);
      }
    }
  }

  const loop = createWakeableLoop(tick, (err) => log?.error({ err }, 'rollout tick failed'));

  return {
    /** Runs a tick now, or right after the one running. */
    wake: loop.wake,
    start(next: RolloutEngine, nextLog: Pick<Log, 'error'>) {
      engine = next;
      log = nextLog;
      loop.start(options.stepSeconds);
    },
    async stop() {
      // A tick in progress stops before its next rollout.
      engine = undefined;
      await loop.stop();
    },
    /** Resolves when no tick runs (tests wait on it after a wake). */
    idle: loop.idle,
  };
}

export type RolloutRunner = ReturnType<typeof createRolloutRunner>;
