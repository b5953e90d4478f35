import type { Db } from '../../platform/db/client';
import type { Log } from '../../platform/mqtt/log';
import { endStaleCommands } from './command-store.queries';

/** A command still queued this long was never published: the server publishing it stopped. */
const QUEUED_GRACE_MS = 10 * 60_000;

export interface CommandSweeper {
  /** Ends what is stale now (tests, and each tick). */
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Ends, every `intervalMs`, the commands that can no longer finish (endStaleCommands): sent or
 * accepted ones past `timeoutSeconds` as timedOut, queued ones past the grace as publishFailed.
 * Every server instance may run one: the updates skip rows another is ending.
 */
export function startCommandSweeper(options: {
  db: Db;
  timeoutSeconds: number;
  log: Log;
  intervalMs?: number;
  queuedGraceMs?: number;
}): CommandSweeper {
  const { db, log } = options;
  const grace = Math.min(options.queuedGraceMs ?? QUEUED_GRACE_MS, options.timeoutSeconds * 1000);
  let running: Promise<number> | undefined;
  const sweep = () => {
    running ??= (async () => {
      const now = Date.now();
      const ended = await endStaleCommands(db, {
        queuedBefore: new Date(now - grace),
        openBefore: new Date(now - options.timeoutSeconds * 1000),
      });
      if (ended > 0) log.info({ ended }, 'stale device commands ended');
      return ended;
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
  const timer = setInterval(
    () => void sweep().catch((err) => log.error({ err }, 'ending stale device commands failed')),
    options.intervalMs ?? 30_000,
  );
  timer.unref();
  return {
    sweep,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
