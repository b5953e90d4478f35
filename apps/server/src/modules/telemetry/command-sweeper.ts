import type { Db } from '../../platform/db/client';
import type { Log } from '../../platform/mqtt/log';
import { deleteExpiredBodies } from './command-republish.queries';
import { endStaleCommands } from './command-store.queries';

export interface CommandSweeper {
  /** Ends what is stale now (tests, and each tick). */
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Every `intervalMs`: publishes again the queued commands nobody is publishing (`republish`, the
 * command channel's), then ends the commands that can no longer finish (endStaleCommands): sent
 * or accepted ones past `timeoutSeconds` as timedOut, and queued ones past it too (never
 * published before they expired) as publishFailed/notPublished; and drops expired command bodies.
 * Every server instance may run one: the updates skip rows another is ending or claiming.
 */
export function startCommandSweeper(options: {
  db: Db;
  timeoutSeconds: number;
  log: Log;
  intervalMs?: number;
  republish?: () => Promise<number>;
}): CommandSweeper {
  const { db, log } = options;
  let running: Promise<number> | undefined;
  const sweep = () => {
    running ??= (async () => {
      await options.republish?.().catch((err) => log.error({ err }, 'publishing queued commands failed'));
      const now = Date.now();
      const expired = new Date(now - options.timeoutSeconds * 1000);
      const ended = await endStaleCommands(db, { queuedBefore: expired, openBefore: expired });
      if (ended > 0) log.info({ ended }, 'stale device commands ended');
      await deleteExpiredBodies(db, Math.floor(now / 1000));
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
