import type { JobQueue } from '../../platform/jobs/job-queue';
import type { FotaJobRecord } from './fota-jobs.queries';

/** One pg-boss queue and schedule per FOTA job (pg-boss 10 keys a schedule by its queue name). */
export const queueOf = (jobId: string) => `fota-job-${jobId}`;

/** The cron of a job's frequency: minute, hour (UTC), any day of month, any month, the weekdays. */
export const cronOf = (job: Pick<FotaJobRecord, 'minute' | 'hour' | 'dayOfWeek'>) =>
  `${job.minute} ${job.hour} * * ${job.dayOfWeek}`;

export interface FiredJob {
  jobId: string;
}

/**
 * Keeps pg-boss in step with the fota_jobs table: a schedule per job (fired once per matching
 * minute, whichever server's cron monitor sees it first) and, on every server, a worker per job
 * queue, so the firing runs on one worker wherever it lands.
 */
export function createFotaJobSchedule(jobs: JobQueue, run: (fired: FiredJob) => Promise<void>) {
  const worked = new Set<string>();

  async function work(jobId: string) {
    if (worked.has(jobId)) return;
    const boss = await jobs.boss();
    worked.add(jobId);
    // A job's firings never overlap: the queue lets one run at a time.
    await boss.work<FiredJob>(queueOf(jobId), { pollingIntervalSeconds: 5, batchSize: 1 }, async ([job]) => {
      if (job) await run(job.data);
    });
  }

  return {
    async register(job: FotaJobRecord) {
      const boss = await jobs.boss();
      const queue = queueOf(job.id);
      if (!(await boss.getQueue(queue))) await boss.createQueue(queue, { name: queue, policy: 'singleton' });
      await boss.schedule(queue, cronOf(job), { jobId: job.id } satisfies FiredJob, { tz: 'UTC' });
      await work(job.id);
    },

    async unregister(jobId: string) {
      const boss = await jobs.boss();
      const queue = queueOf(jobId);
      await boss.unschedule(queue);
      if (worked.delete(jobId)) await boss.offWork(queue);
      // delete_queue drops the queue row before its jobs' partition, and PGlite checks the
      // deferred job→queue key in between; with the jobs gone first it holds on both engines.
      await boss.getDb().executeSql('DELETE FROM pgboss.job WHERE name = $1', [queue]);
      await boss.deleteQueue(queue);
    },

    /** Workers for every job in `jobIds` and none for others (at start, then every minute). */
    async sync(jobIds: string[]) {
      const wanted = new Set(jobIds);
      const boss = await jobs.boss();
      for (const id of jobIds) if ((await boss.getQueue(queueOf(id))) !== null) await work(id);
      for (const id of [...worked]) {
        if (wanted.has(id)) continue;
        worked.delete(id);
        await boss.offWork(queueOf(id));
      }
    },
  };
}

export type FotaJobSchedule = ReturnType<typeof createFotaJobSchedule>;
