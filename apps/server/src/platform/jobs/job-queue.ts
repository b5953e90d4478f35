import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { Log } from '../mqtt/log';

export interface JobQueueOptions {
  /** How often each worker asks for work (pg-boss polls); default 2 s. */
  pollingIntervalSeconds?: number;
  log?: Pick<Log, 'error'>;
}

/**
 * Background jobs and schedules: pg-boss on the app's own database, whichever engine it is. Its
 * SQL goes through `database.execute` (PGlite's exec for parameterless multi-statement SQL, the
 * pool on PostgreSQL), so there is no second connection setting. Started on first use (the API
 * tests that never touch jobs never install its schema) or by `start()` at server start.
 *
 * Several servers may share one database: pg-boss fetches with SKIP LOCKED, so each job runs on
 * one worker, and its cron monitor sends each schedule's job once per minute whoever runs it.
 */
export function createJobQueue(database: Database, options: JobQueueOptions = {}) {
  let stopped = false;
  /**
   * pg-boss marks a job complete or failed without awaiting it. A handler still running when the
   * stop's wait (10 s) ran out does so after the database may have closed, and that rejection
   * would end the process (seen under load: 'Cannot use a pool after calling end on the pool').
   * After the stop, a failed statement is answered as one that touched no job: the job stays
   * active and pg-boss's expiry hands it out again.
   */
  const executeSql = (text: string, values?: unknown[]) =>
    database.execute(text, values).catch((error: unknown) => {
      if (stopped) return { rows: [{ count: 0 }] };
      throw error;
    });
  const boss = new PgBoss({
    db: { executeSql },
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    // Schedules are kept in UTC; the cron monitor checks every 30 s for a minute-resolution cron.
    cronMonitorIntervalSeconds: 30,
  });
  let log = options.log;
  boss.on('error', (err) => log?.error({ err }, 'background jobs error'));
  let started: Promise<PgBoss> | undefined;
  const stopping = new AbortController();

  /** The running pg-boss (started once, on first call). */
  function running(): Promise<PgBoss> {
    if (stopped) return Promise.reject(new Error('job queue stopped'));
    started ??= boss.start();
    return started;
  }

  return {
    boss: running,
    /**
     * The running pg-boss with the queue `name` made (checked once per process; a queue another
     * server made first is kept as it is): `const boss = jobs.queue('x', 'standard')`, then
     * `(await boss()).send('x', data)`.
     */
    queue(name: string, policy: PgBoss.QueuePolicy): () => Promise<PgBoss> {
      let made: Promise<void> | undefined;
      return async () => {
        const b = await running();
        made ??= b.getQueue(name).then(async (q) => {
          if (!q) await b.createQueue(name, { name, policy });
        });
        await made;
        return b;
      };
    },
    /**
     * Aborted when the queue starts to stop: a long handler checks it between its steps and ends
     * early, so the queue's stop (and the database's close after it) never waits on it or cuts it.
     */
    signal: stopping.signal,
    useLog(next: Pick<Log, 'error'>) {
      log = next;
    },
    start(): Promise<PgBoss> {
      return running();
    },
    /**
     * Resolves when the queue can take jobs (the health check): not stopped, and once started, its
     * tables answer. A queue not started yet (an API-only process) starts on first use.
     */
    async check(): Promise<void> {
      if (stopped) throw new Error('job queue stopped');
      if (!started) return;
      await started;
      await database.execute('SELECT 1 FROM pgboss.version');
    },
    /**
     * When a job of `queue` last completed, as long as pg-boss keeps it (its job table, then the
     * archive: 7 days); undefined when none did in that time.
     */
    async lastCompletedOn(queue: string): Promise<Date | undefined> {
      await running();
      const { rows } = await database.execute(
        `SELECT max(completed_on) AS last FROM (
           SELECT completed_on FROM pgboss.job WHERE name = $1 AND state = 'completed'
           UNION ALL
           SELECT completed_on FROM pgboss.archive WHERE name = $1 AND state = 'completed') AS done`,
        [queue],
      );
      const last = rows[0]?.last;
      return last ? new Date(last as string | Date) : undefined;
    },
    /** Stops polling and the cron monitor, waiting for running handlers; never closes the database. */
    async stop(): Promise<void> {
      stopped = true;
      stopping.abort(new Error('job queue stopped'));
      if (!started) return;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
export type { PgBoss };
