import { addDays, METRICS_UTC_OFFSET_SECONDS, metricsDayOf } from '@console/contracts/insights';
import type { Db } from '../../platform/db/client';
import { createDailyJob } from '../../platform/jobs/daily-job';
import type { JobQueue } from '../../platform/jobs/job-queue';
import {
  type ActivesCursor,
  type ActivesRange,
  type Batch,
  deleteActivesBatch,
  deleteRawEventsBatch,
  type EventCursor,
  listActivesDaysToPrune,
  listActivityTenants,
} from './activity-retention.queries';

/*
 * Retention of the raw activity (docs/decisions/0020-insights-rollups.md, Retention): raw events
 * are kept for the last `rawDays` metrics days; the rollups, kept by the insert triggers as events
 * arrive, hold everything older and are never touched. Deleted in batches of short statements, so
 * a 1M-device fleet's day of events never holds locks or one long transaction.
 */

export const RETENTION_QUEUE = 'insights-raw-retention';
/** 03:00 metrics time (UTC+05:30): the fleet's quietest hour, just after the day the run prunes ends. */
export const RETENTION_CRON = '30 21 * * *';
/** Rows read per statement. */
export const RETENTION_BATCH = 10_000;
/** How far back the usage counts trigger reads a user's previous active days (migration 0024). */
export const USAGE_LOOKBACK_DAYS = 400;
/**
 * How long a run may take before pg-boss fails it and lets another server retry (its default is
 * 15 minutes): the first run on a database that kept months of raw events deletes them all.
 */
const RUN_EXPIRE_SECONDS = 6 * 3_600;

export interface PruneOptions {
  /** Metrics days of raw events kept, today included (INSIGHTS_RAW_EVENT_DAYS). */
  rawDays: number;
  /** Epoch seconds of "now". */
  nowSec: number;
  batchSize?: number;
  /** Ends the run between two statements (the server stopping); what was deleted stays deleted. */
  signal?: AbortSignal;
}

export interface PruneResult {
  /** Raw events and actives older than these days were deleted ('YYYY-MM-DD', metrics days). */
  rawBefore: string;
  userDaysBefore: string;
  events: number;
  actives: number;
  /** Rows read: each one deleted (the kept rows are walked around, never read). */
  read: number;
  statements: number;
}

/** Start (epoch seconds) of a metrics day. */
const metricsDayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000 - METRICS_UTC_OFFSET_SECONDS;

/**
 * Runs `batch` from no cursor until it reads nothing more, or `signal` aborts (it throws the
 * signal's reason); adds rows read and statements run to `result`, and answers rows deleted.
 */
async function drain<C>(
  batch: (after: C | undefined) => Promise<Batch<C>>,
  result: PruneResult,
  signal?: AbortSignal,
) {
  let after: C | undefined;
  let deleted = 0;
  for (;;) {
    signal?.throwIfAborted();
    const done = await batch(after);
    result.statements++;
    result.read += done.read;
    deleted += done.deleted;
    if (!done.next) return deleted;
    after = done.next;
  }
}

/**
 * Deletes raw events of metrics days before the kept window (a device's last onboarding stays: the
 * offboarding trigger reads its city), the actives of those days (they only keep the distinct counts
 * of days whose events still arrive), and users' active days older than the usage counts' look-back.
 */
export async function pruneActivity(db: Db, options: PruneOptions): Promise<PruneResult> {
  const limit = options.batchSize ?? RETENTION_BATCH;
  const rawBefore = addDays(metricsDayOf(options.nowSec), 1 - options.rawDays);
  const userDaysBefore = addDays(rawBefore, -USAGE_LOOKBACK_DAYS);
  const beforeTs = metricsDayStart(rawBefore);
  const result: PruneResult = { rawBefore, userDaysBefore, events: 0, actives: 0, read: 0, statements: 0 };
  for (const tenantId of await listActivityTenants(db, 'activity_events')) {
    result.events += await drain<EventCursor>(
      (after) => deleteRawEventsBatch(db, tenantId, beforeTs, after, limit),
      result,
      options.signal,
    );
  }
  for (const tenantId of await listActivityTenants(db, 'activity_actives')) {
    // Every day before the users' look-back, then the look-back's days that have more than their
    // users' day rows, on both sides of those.
    const days = await listActivesDaysToPrune(db, tenantId, userDaysBefore, rawBefore);
    const ranges: ActivesRange[] = [{ olderThan: userDaysBefore }];
    for (const day of days) ranges.push({ day, side: 'beforeUsers' }, { day, side: 'afterUsers' });
    for (const range of ranges) {
      result.actives += await drain<ActivesCursor>(
        (after) => deleteActivesBatch(db, tenantId, range, after, limit),
        result,
        options.signal,
      );
    }
  }
  return result;
}

export interface ActivityRetentionDeps {
  db: Db;
  jobs: JobQueue;
  rawDays: number;
  now?: () => number;
}

/** The daily pruning as a pg-boss job: one run at a time across every server sharing the database. */
export function createActivityRetention(deps: ActivityRetentionDeps) {
  const { db, jobs, rawDays } = deps;
  const nowMs = deps.now ?? Date.now;
  /** One run; it ends between two statements when the job queue stops (the server shutting down). */
  const run = () => pruneActivity(db, { rawDays, nowSec: Math.floor(nowMs() / 1000), signal: jobs.signal });
  const daily = createDailyJob(jobs, {
    queue: RETENTION_QUEUE,
    cron: RETENTION_CRON,
    expireInSeconds: RUN_EXPIRE_SECONDS,
    run,
    doneMessage: 'raw activity older than the retention deleted',
    name: 'raw activity retention',
    now: nowMs,
  });
  return { run, startWorker: daily.startWorker, stopWorker: daily.stopWorker };
}
