import { randomUUID } from 'node:crypto';
import { nextWeeklyRun } from '@console/contracts/notifications';
import type { Db } from '../../platform/db/client';
import type { RateLimitStore } from '../../platform/http/rate-limit-store';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Log } from '../../platform/mqtt/log';
import { deliverBatch, sendDecided } from './notifications.deliver';
import { createChunkReader, expandChunk } from './notifications.expand';
import {
  claimDeliveries,
  closeOpenDeliveries,
  expireUnexpanded,
  findTask,
  nextRetryAt,
  orphanedTaskIds,
  releaseLease,
  type TaskRow,
  takeLease,
  updateTask,
} from './notifications.queries';
import type { Audience } from './notifications.targeting';
import type { ChannelProviders } from './providers';
import { createSendPace } from './send-pace';
import { emitTaskFinished } from './task-finished-event';

export const NOTIFICATION_QUEUE = 'notification-tasks';
/** A worker that dies loses the task this long after; a live one renews a third of the way in. */
const LEASE_SECONDS = 60;
const RENEW_AFTER_MS = (LEASE_SECONDS * 1000) / 3;
const SWEEP_MS = 15_000;
/** Retries due sooner than this are waited for in place; later ones are a delayed job. */
const WAIT_IN_PLACE_MS = 2_000;
/** How stale the engine's copy of a running task may get (it reads it again after this). */
const REREAD_MS = 1_000;
const WORKERS = 2;

export interface EngineOptions {
  db: Db;
  jobs: JobQueue;
  providers: ChannelProviders;
  /** Where the channels' send pace is kept (shared by every server with Redis). */
  rateLimits: RateLimitStore;
  chunkSize: number;
  maxAttempts: number;
  now?: () => number;
}

export interface FiredTask {
  taskId: string;
}

/**
 * The delivery engine (docs/decisions/0021): a task run is one pg-boss job whose worker holds the task's
 * lease, expands the audience chunk by chunk from the database (keyset on end_users.id) into
 * delivery rows, then claims and sends them through the channel's provider at its rate. Every step
 * is committed before the next, so a restart resumes where it stopped without sending twice.
 */
export function createDeliveryEngine(options: EngineOptions) {
  const { db, jobs, providers } = options;
  const now = options.now ?? Date.now;
  const owner = randomUUID();
  const paces = {
    push: createSendPace(options.rateLimits, 'push', providers.push.ratePerSecond),
    sms: createSendPace(options.rateLimits, 'sms', providers.sms.ratePerSecond),
    email: createSendPace(options.rateLimits, 'email', providers.email.ratePerSecond),
  };
  const sendDeps = { db, providers, paces, maxAttempts: options.maxAttempts, now };
  let stopping = false;
  // Stopped by its own stop(), or by the job queue's, which comes first when the server shuts down.
  const halted = () => stopping || jobs.signal.aborted;
  let log: Pick<Log, 'error'> | undefined;
  let sweepTimer: NodeJS.Timeout | undefined;
  const running = new Set<Promise<void>>();

  const boss = jobs.queue(NOTIFICATION_QUEUE, 'standard');

  /** A job for the task, now or at `at` (its schedule, or its next retry). */
  async function enqueue(taskId: string, at?: Date) {
    const b = await boss();
    await b.send(
      NOTIFICATION_QUEUE,
      { taskId } satisfies FiredTask,
      at && at.getTime() > now() ? { startAfter: at } : {},
    );
  }

  /** Opens the task's run when it is due: scheduled or queued becomes processing. */
  async function open(task: TaskRow): Promise<TaskRow | undefined> {
    if (task.status === 'processing') return task;
    if (task.status !== 'scheduled' && task.status !== 'queued') return undefined;
    if (task.nextRunAt && task.nextRunAt.getTime() > now()) {
      await enqueue(task.id, task.nextRunAt);
      return undefined;
    }
    return updateTask(db, task.id, { status: 'processing', cursor: null, expanded: false });
  }

  async function finishRun(task: TaskRow) {
    const schedule = task.request.schedule as
      | { repeatType?: string; time?: string; days?: string[]; timeZone?: string }
      | undefined;
    if (schedule?.repeatType === 'weekly' && typeof schedule.time === 'string') {
      const { time, days = [], timeZone } = schedule;
      const next = nextWeeklyRun({ time, days, timeZone }, now());
      if (next !== undefined && next < task.expiry.getTime()) {
        const at = new Date(next);
        await updateTask(db, task.id, {
          status: 'scheduled',
          run: task.run + 1,
          cursor: null,
          expanded: false,
          nextRunAt: at,
        });
        return enqueue(task.id, at);
      }
    }
    await emitTaskFinished(db, await updateTask(db, task.id, { status: 'processed' }));
  }

  /** Steps through the run until it is done, cancelled, expired, waiting for retries, or the engine stops. */
  async function drive(taskId: string) {
    // While one expanded batch is with its provider, the next is expanded: the database and this
    // server work side by side (at most two batches in flight; a failure surfaces at the next settle).
    let sending: Promise<{ error: unknown } | undefined> | undefined;
    const settle = async () => {
      const outcome = await sending;
      sending = undefined;
      if (outcome) throw outcome.error;
    };
    let readChunk: ReturnType<typeof createChunkReader> | undefined;
    try {
      let leaseTakenAt = now();
      let task: TaskRow | undefined;
      let readAt = Number.NEGATIVE_INFINITY;
      for (;;) {
        if (halted()) return;
        // The task is read again at least every second, at its expiry and after a step that found
        // nothing to send. A cancel stops new sends at once all the same: the statements that claim
        // deliveries check that the task is still processing.
        if (!task || now() - readAt >= REREAD_MS || now() >= task.expiry.getTime()) {
          task = await findTask(db, taskId);
          readAt = now();
        }
        // The run ends here: the batch in flight is counted first, so the task never says expired
        // or cancelled with counts still moving.
        if (task?.status !== 'processing' || now() >= task.expiry.getTime()) await settle();
        // Cancelled meanwhile: retries still queued are dropped too.
        if (task?.status === 'cancelled') await closeOpenDeliveries(db, task, { drop: 'cancelled' });
        if (task?.status !== 'processing') return;
        if (now() >= task.expiry.getTime()) {
          await closeOpenDeliveries(db, task, { drop: 'expired' });
          await expireUnexpanded(db, task, task.audience as unknown as Audience);
          await emitTaskFinished(db, await updateTask(db, task.id, { status: 'expired' }));
          return;
        }
        if (now() - leaseTakenAt >= RENEW_AFTER_MS) {
          await takeLease(db, taskId, owner, LEASE_SECONDS);
          leaseTakenAt = now();
        }
        // At most five seconds of the provider's rate per step, so the lease is renewed in time.
        const stepSize = Math.max(1, Math.min(options.chunkSize, providers[task.channel].ratePerSecond * 5));
        const running = task;
        if (!task.expanded) {
          const audience = task.audience as unknown as Audience;
          readChunk ??= createChunkReader(db, task, audience, stepSize);
          const rows = await readChunk(task.cursor);
          const chunk = await expandChunk({ db, now }, task, audience, stepSize, rows);
          if (!chunk) {
            // Stopped processing, or moved on elsewhere: read the task again.
            readAt = Number.NEGATIVE_INFINITY;
            continue;
          }
          task = { ...task, expanded: chunk.expanded, cursor: chunk.cursor };
          await settle();
          const { claimed, recipients } = chunk;
          if (claimed.length > 0)
            sending = sendDecided(sendDeps, running, claimed, recipients, []).then(
              () => undefined,
              (error: unknown) => ({ error }),
            );
          else readAt = Number.NEGATIVE_INFINITY;
          continue;
        }
        await settle();
        // Retries that are due.
        const claimed = await claimDeliveries(db, task, stepSize);
        if (claimed.length > 0) {
          await deliverBatch(sendDeps, running, claimed);
          continue;
        }
        const due = await nextRetryAt(db, task);
        if (!due) return finishRun(task);
        // Held past the task's expiry (quiet hours): it wakes at its expiry, which drops them.
        const retryAt = due.getTime() > task.expiry.getTime() ? task.expiry : due;
        const wait = retryAt.getTime() - now();
        if (wait <= WAIT_IN_PLACE_MS) {
          await new Promise((resolve) => setTimeout(resolve, Math.max(10, wait)));
          readAt = Number.NEGATIVE_INFINITY;
          continue;
        }
        await updateTask(db, task.id, { nextRunAt: retryAt });
        return enqueue(task.id, retryAt);
      }
    } finally {
      await settle();
    }
  }

  /** One job: take the lease, settle what a stopped worker left in flight, drive the run, let go. */
  async function run(taskId: string) {
    if (halted() || !(await takeLease(db, taskId, owner, LEASE_SECONDS))) return;
    try {
      const found = await findTask(db, taskId);
      const task = found && (await open(found));
      if (!task) return;
      await closeOpenDeliveries(db, task, { interrupted: true });
      await drive(taskId);
    } finally {
      await releaseLease(db, taskId, owner);
    }
  }

  const active = new Set<string>();
  function tracked(taskId: string) {
    // Two jobs for one task on this server: the lease is ours either way, so only one may drive it.
    if (active.has(taskId)) return Promise.resolve();
    active.add(taskId);
    const p = run(taskId).catch((err) => log?.error({ err, taskId }, 'notification task step failed'));
    running.add(p);
    return p.finally(() => {
      running.delete(p);
      active.delete(taskId);
    });
  }

  /** Tasks nobody holds that should be moving (after a restart, a lost job or a lapsed lease) get a job. */
  async function sweep() {
    for (const id of await orphanedTaskIds(db)) await enqueue(id);
  }

  return {
    enqueue,
    /** Cancel: the run stops before its next claim; queued deliveries are dropped by the caller. */
    async start(workerLog?: Pick<Log, 'error'>) {
      log = workerLog;
      stopping = false;
      const b = await boss();
      for (let i = 0; i < WORKERS; i++)
        await b.work<FiredTask>(
          NOTIFICATION_QUEUE,
          { pollingIntervalSeconds: 0.5, batchSize: 1 },
          async ([job]) => {
            if (job) await tracked(job.data.taskId);
          },
        );
      await sweep();
      sweepTimer = setInterval(
        () => void sweep().catch((err) => log?.error({ err }, 'notification sweep failed')),
        SWEEP_MS,
      );
      sweepTimer.unref();
    },
    /** Stops after the step in hand: leases are released, so another server (or this one again) resumes. */
    async stop() {
      stopping = true;
      clearInterval(sweepTimer);
      const b = await jobs.boss().catch(() => undefined);
      await b?.offWork(NOTIFICATION_QUEUE).catch(() => undefined);
      await Promise.all([...running]);
      await Promise.all([providers.push.close?.(), providers.sms.close?.(), providers.email.close?.()]);
    },
  };
}

export type DeliveryEngine = ReturnType<typeof createDeliveryEngine>;
