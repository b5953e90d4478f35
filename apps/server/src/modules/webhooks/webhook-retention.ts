import type { Db } from '../../platform/db/client';
import { createDailyJob } from '../../platform/jobs/daily-job';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { deleteAttemptsBefore, deleteSettledEvents } from './webhook-retention.queries';

/*
 * Retention of the webhook log (issue 33): events whose deliveries were all delivered or given up,
 * with those deliveries, and the delivery log's tries, are kept for `days` days, then deleted in
 * batches, so a busy tenant's log does not grow without end. A delivery still waiting keeps its
 * event, whatever its age.
 */

export const WEBHOOK_RETENTION_QUEUE = 'webhook-log-retention';
/** 22:00 UTC, after the raw activity's retention (21:30 UTC). */
export const WEBHOOK_RETENTION_CRON = '0 22 * * *';
/** Rows per statement. */
export const WEBHOOK_RETENTION_BATCH = 5_000;
/** How long after start a run waits when none finished in the last day. */
const START_DELAY_SECONDS = 60;
/** The first run on a log kept for months may take a while. */
const RUN_EXPIRE_SECONDS = 3_600;
const DAY_MS = 86_400_000;

export interface WebhookPruneResult {
  /** Events and tries older than this were deleted (ISO time). */
  before: string;
  events: number;
  attempts: number;
  statements: number;
}

/** Runs `batch` until it deletes fewer than `limit`, or `signal` aborts; answers rows deleted. */
async function drain(
  batch: () => Promise<number>,
  limit: number,
  result: WebhookPruneResult,
  signal?: AbortSignal,
) {
  let deleted = 0;
  for (;;) {
    signal?.throwIfAborted();
    const n = await batch();
    result.statements++;
    deleted += n;
    if (n < limit) return deleted;
  }
}

/** Deletes settled events (their deliveries with them) and tries older than `days` days. */
export async function pruneWebhookLog(
  db: Db,
  options: { days: number; nowMs: number; batchSize?: number; signal?: AbortSignal },
): Promise<WebhookPruneResult> {
  const limit = options.batchSize ?? WEBHOOK_RETENTION_BATCH;
  const before = new Date(options.nowMs - options.days * DAY_MS);
  const result: WebhookPruneResult = { before: before.toISOString(), events: 0, attempts: 0, statements: 0 };
  result.events = await drain(() => deleteSettledEvents(db, before, limit), limit, result, options.signal);
  result.attempts = await drain(() => deleteAttemptsBefore(db, before, limit), limit, result, options.signal);
  return result;
}

/** The daily pruning as a pg-boss job: one run at a time across every server sharing the database. */
export function createWebhookRetention(deps: { db: Db; jobs: JobQueue; days: number; now?: () => number }) {
  const { db, jobs, days } = deps;
  const nowMs = deps.now ?? Date.now;
  /** One run; it ends between two statements when the job queue stops (the server shutting down). */
  const run = () => pruneWebhookLog(db, { days, nowMs: nowMs(), signal: jobs.signal });
  const daily = createDailyJob(jobs, {
    queue: WEBHOOK_RETENTION_QUEUE,
    cron: WEBHOOK_RETENTION_CRON,
    expireInSeconds: RUN_EXPIRE_SECONDS,
    run,
    doneMessage: 'webhook log older than the retention deleted',
    name: 'webhook log retention',
    now: nowMs,
  });
  return {
    run,
    startWorker: daily.startWorker,
    stopWorker: daily.stopWorker,
    startDelaySeconds: START_DELAY_SECONDS,
  };
}
