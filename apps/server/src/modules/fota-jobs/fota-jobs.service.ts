import {
  DEFAULT_JOB_PERCENTAGE,
  type FotaJob,
  type FotaJobBody,
  fotaJobErrors,
  unfoldWeekdays,
} from '@console/contracts/fota-jobs';
import { messages } from '@console/contracts/messages';
import type { z } from 'zod';
import { audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { inScope } from '../../platform/auth/scope';
import type { Db } from '../../platform/db/client';
import { badRequest, badRequestFor, forbidden, notFound } from '../../platform/http/errors';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { findTenantModel } from '../device-models';
import type { RolloutsService } from '../rollouts';
import { createFotaJobRunner, firingPercentage } from './fota-job-runner';
import { createFotaJobSchedule } from './fota-job-schedule';
import {
  allJobIds,
  deleteJobRow,
  type FotaJobRecord,
  findJob,
  insertJob,
  listJobs,
  updateJob,
} from './fota-jobs.queries';

type Body = z.output<typeof FotaJobBody>;

const toFotaJob = (j: FotaJobRecord): FotaJob => ({
  jobId: j.id,
  name: j.name,
  endDate: { $date: j.endDate.toISOString() },
  frequency: { day_of_week: j.dayOfWeek, hour: String(j.hour), minute: String(j.minute) },
  modelNumber: j.modelNumber,
  // What a firing rolls out, so the dialog shows what the job does.
  percentage: j.modelNumber ? firingPercentage(j) : j.percentage,
  priority: j.priority,
  firmwareVersion: j.firmwareVersion,
});

/**
 * Scheduled MQTT FOTA jobs (spec 001): rows in fota_jobs, each also a pg-boss schedule that fires
 * a rollout until its end date (decision 0012). Level above 4, within the caller's tenant.
 */
export function createFotaJobsService(deps: {
  db: Db;
  jobs: JobQueue;
  rollouts: RolloutsService;
  now?: () => number;
}) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const schedule = createFotaJobSchedule(deps.jobs, (fired) => runner(fired));
  const runner = createFotaJobRunner({ db, rollouts: deps.rollouts, unregister: schedule.unregister, now });
  let syncTimer: NodeJS.Timeout | undefined;

  /** The rules of contracts, then the rollout's model: it must exist and be in the caller's scope. */
  async function rowOf(auth: RequestAuth, body: Body) {
    const weekdays = unfoldWeekdays(body.frequency.dayOfWeek);
    const first = Object.values(
      fotaJobErrors({ jobName: body.jobName, endDate: body.endDate, weekdays }, now()),
    )[0];
    if (first) throw badRequestFor(first);
    if (body.modelNumber) {
      const model = await findTenantModel(db, auth.tenantId, body.modelNumber);
      if (!model) throw badRequest('firmwareModelUnknown');
      if (!inScope(auth, model.category, model.brand)) throw forbidden();
    }
    return {
      name: body.jobName,
      endDate: new Date(body.endDate * 1000),
      dayOfWeek: body.frequency.dayOfWeek,
      hour: body.frequency.hour,
      minute: body.frequency.minute,
      modelNumber: body.modelNumber || null,
      percentage: body.percentage ?? (body.modelNumber ? DEFAULT_JOB_PERCENTAGE : null),
      priority: body.priority ?? null,
      firmwareVersion: body.firmwareVersion ?? null,
      ownerId: auth.userId,
      ownerName: auth.userName,
    };
  }

  const log = (
    auth: RequestAuth,
    ip: string,
    action: string,
    jobId: string,
    detail?: Record<string, unknown>,
  ) =>
    audit(db, auth, {
      action,
      entity: 'fota_job',
      entityId: jobId,
      ip,
      detail,
    });

  return {
    run: runner,

    async add(auth: RequestAuth, body: Body, ip: string) {
      const job = await insertJob(db, { ...(await rowOf(auth, body)), tenantId: auth.tenantId });
      try {
        await schedule.register(job);
      } catch (error) {
        // No job without its schedule.
        await deleteJobRow(db, auth.tenantId, job.id);
        throw error;
      }
      await log(auth, ip, 'fotaJob.added', job.id, { name: job.name, dayOfWeek: job.dayOfWeek });
      return { message: messages.jobAdded, jobId: job.id };
    },

    async modify(auth: RequestAuth, jobId: string, body: Body, ip: string) {
      const before = await findJob(db, jobId, auth.tenantId);
      if (!before) throw notFound('jobNotFound');
      const job = await updateJob(db, auth.tenantId, jobId, await rowOf(auth, body));
      if (!job) throw notFound('jobNotFound');
      await schedule.register(job);
      await log(auth, ip, 'fotaJob.modified', jobId, { name: job.name, dayOfWeek: job.dayOfWeek });
      return { message: messages.jobUpdated, jobId };
    },

    async list(auth: RequestAuth): Promise<FotaJob[]> {
      return (await listJobs(db, auth.tenantId)).map(toFotaJob);
    },

    async remove(auth: RequestAuth, jobId: string, ip: string) {
      if (!(await findJob(db, jobId, auth.tenantId))) throw notFound('jobNotFound');
      await schedule.unregister(jobId);
      await deleteJobRow(db, auth.tenantId, jobId);
      await log(auth, ip, 'fotaJob.deleted', jobId);
      return { message: messages.jobDeleted };
    },

    /** Workers for every job on this server, kept in step with the table every minute (server start). */
    async startWorkers() {
      const sync = () => allJobIds(db).then(schedule.sync);
      await sync();
      syncTimer = setInterval(() => void sync().catch(() => undefined), 60_000);
      syncTimer.unref();
    },
    stopWorkers() {
      clearInterval(syncTimer);
    },
  };
}

export type FotaJobsService = ReturnType<typeof createFotaJobsService>;
