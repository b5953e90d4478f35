import type { Log } from '../mqtt/log';
import type { JobQueue } from './job-queue';

/** A run is overdue at start when none finished for this long (a server down at the schedule's minute). */
const OVERDUE_MS = 24 * 3_600_000;

export interface DailyJob {
  /** The pg-boss queue and schedule name. */
  queue: string;
  /** When it runs, in UTC (a minute-resolution cron). */
  cron: string;
  /**
   * How long a run may take before pg-boss fails it and lets another server retry (its default is
   * 15 minutes): a first run may have a long backlog to delete.
   */
  expireInSeconds: number;
  /** One run; it answers what the log says it did (ends early when `jobs.signal` aborts). */
  run: () => Promise<object>;
  /** The log's words for a run that finished, and the name of the job for one stopped or failed. */
  doneMessage: string;
  name: string;
  now?: () => number;
}

/**
 * A daily maintenance job (a retention's deletes) as pg-boss runs it: one schedule whichever number
 * of servers start, one run at a time across them (a 'stately' queue: at most one queued and one
 * running, so a start-up run and the schedule's never overlap), and a run shortly after start when
 * none finished in the last day, so a server that is down at the schedule's minute (a laptop, a
 * demo) still runs it.
 */
export function createDailyJob(jobs: JobQueue, job: DailyJob) {
  const nowMs = job.now ?? Date.now;
  const boss = jobs.queue(job.queue, 'stately');
  const options = { expireInSeconds: job.expireInSeconds };

  return {
    async startWorker(log: Pick<Log, 'info' | 'error'>, startDelaySeconds: number) {
      const b = await boss();
      await b.schedule(job.queue, job.cron, {}, { tz: 'UTC', ...options });
      await b.work(job.queue, { batchSize: 1, pollingIntervalSeconds: 5 }, async () => {
        const started = performance.now();
        try {
          const done = await job.run();
          log.info({ ...done, ms: Math.round(performance.now() - started) }, job.doneMessage);
        } catch (err) {
          // Stopped with the server: the job fails, and a later start or the schedule runs it again.
          if (jobs.signal.aborted) log.info(`${job.name} stopped with the server`);
          else log.error({ err }, `${job.name} failed`);
          throw err;
        }
      });
      const last = await jobs.lastCompletedOn(job.queue);
      if (!last || nowMs() - last.getTime() > OVERDUE_MS)
        await b.send(job.queue, {}, { startAfter: startDelaySeconds, ...options });
    },

    async stopWorker() {
      const b = await jobs.boss().catch(() => undefined);
      await b?.offWork(job.queue).catch(() => undefined);
    },
  };
}
