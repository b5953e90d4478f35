import { scopeOf } from '@console/contracts/access';
import { startOfTodaySeconds } from '@console/contracts/fota-jobs';
import type { Db } from '../../platform/db/client';
import { findStaffMember } from '../auth';
import type { RolloutsService } from '../rollouts';
import type { FiredJob } from './fota-job-schedule';
import { findJob, insertRun } from './fota-jobs.queries';

/**
 * A job with a model saved before issue 29 without a share fired at 100 % (the default then), and
 * still does; jobs saved since store their share (DEFAULT_JOB_PERCENTAGE when none was sent).
 */
const SAVED_WITHOUT_SHARE = 100;

/** The share of the model's upgradable devices a job with a model rolls out at each firing. */
export const firingPercentage = (job: { percentage: number | null }) => job.percentage ?? SAVED_WITHOUT_SHARE;

export interface RunnerDeps {
  db: Db;
  rollouts: RolloutsService;
  /** Drops the job's schedule once its end date has passed. */
  unregister: (jobId: string) => Promise<void>;
  now?: () => number;
}

/**
 * What a fired FOTA job does: a rollout of its model (deps.rollouts.upgrade) in its owner's data
 * scope, recorded in fota_job_runs with its batch, or why nothing was sent. The end date counts
 * to the end of that UTC day; the first firing after it removes the schedule.
 */
export function createFotaJobRunner(deps: RunnerDeps) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  return async function runFotaJob({ jobId }: FiredJob): Promise<void> {
    const job = await findJob(db, jobId);
    if (!job) return deps.unregister(jobId);
    const record = (status: string, detail: Record<string, unknown>) =>
      insertRun(db, { tenantId: job.tenantId, jobId, status, detail });

    const endOfLastDay = startOfTodaySeconds(job.endDate.getTime()) + 86_400;
    if (now() / 1000 >= endOfLastDay) {
      await record('ended', { endDate: job.endDate.toISOString() });
      return deps.unregister(jobId);
    }
    if (!job.modelNumber) return record('skipped', { reason: 'noRollout' });
    const owner = await findStaffMember(db, job.tenantId, job.ownerId);
    if (!owner) return record('failed', { reason: 'ownerGone' });
    try {
      const result = await deps.rollouts.upgrade(
        {
          tenantId: job.tenantId,
          userId: owner.id,
          userName: owner.userName,
          scope: scopeOf(owner.permissions),
        },
        {
          modelNumber: job.modelNumber,
          percentage: firingPercentage(job),
          priority: job.priority ?? undefined,
          firmwareVersion: job.firmwareVersion ?? undefined,
        },
        null, // no request: recorded with no address, as its owner
      );
      await record('started', {
        batchId: result.batchId,
        deviceCount: result.deviceCount,
        firmwareVersion: result.firmwareVersion,
      });
    } catch (error) {
      await record('failed', { message: (error as Error).message });
    }
  };
}
