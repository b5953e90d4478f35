import { randomUUID } from 'node:crypto';
import { can } from '@console/contracts/access';
import { fillMessage, messages } from '@console/contracts/messages';
import {
  countsAgainstCap,
  DUPLICATE_SEND_WINDOW_MINUTES,
  elapsedText,
  firstRunAt,
  holdsInQuietHours,
  isCancellable,
  type NotificationTask,
  type NotificationTaskBody,
  notificationErrors,
  quietHoursError,
  usesBroadAudience,
} from '@console/contracts/notifications';
import { audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import { AppError, badRequestFor, forbidden, notFound } from '../../platform/http/errors';
import { findEndUsers } from '../users';
import { countAudienceByClock } from './audience.queries';
import { type ChannelRates, previewRunAt, summariseAudience } from './audience-preview';
import { deliveryPolicyOf } from './delivery-policy';
import { tenantDeliverySettings } from './delivery-policy.queries';
import { findByIdempotencyKey, findRecentTwin, lockSender } from './duplicate-send.queries';
import type { DeliveryEngine } from './notifications.engine';
import {
  closeOpenDeliveries,
  findTask,
  findUserLog,
  insertTask,
  listTasks,
  type TaskRow,
  updateTaskStatus,
} from './notifications.queries';
import { platformsOf, resolveAudience } from './notifications.targeting';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
/** An Idempotency-Key returns its first task this long. */
const IDEMPOTENCY_WINDOW_MS = 24 * 3600_000;

/** A task row in the shape of spec 002 section 3. */
export function toTask(t: TaskRow): NotificationTask {
  const request = t.request as NotificationTaskBody;
  return {
    taskId: t.id,
    status: {
      taskStatus: t.status,
      taskProcessStatus: {
        status: t.expanded ? 'expanded' : t.status === 'processing' ? 'expanding' : 'pending',
        userCount: t.userCount,
        userFailedCount: t.userFailedCount,
      },
      notificationProcessStatus: {
        userSentCount: t.userSentCount,
        failedUserSentCount: t.failedUserSentCount,
        tokenNotFoundUserCount: t.tokenNotFoundUserCount,
        userHeldCount: t.userHeldCount,
        userCappedCount: t.userCappedCount,
        userOptedOutCount: t.userOptedOutCount,
      },
    },
    channel: { type: t.channel, platform: t.platforms },
    severity: t.severity,
    creationDate: seconds(t.createdAt),
    expiry: seconds(t.expiry),
    message: (request.message ?? {}) as Record<string, unknown>,
    users: (request.users ?? {}) as Record<string, unknown>,
    schedule: (request.schedule ?? null) as Record<string, unknown> | null,
    nextRunAt: t.nextRunAt ? seconds(t.nextRunAt) : null,
    run: t.run,
    isFeedbackRequired: request.isFeedbackRequired ?? false,
    notificationTag: request.notificationTag ?? null,
    createdBy: t.createdByName,
  };
}

/**
 * Notification Management (spec 002): tasks are validated by the section 5 rules, their audience
 * resolved within the sender's scope, and handed to the delivery engine. Everything within the
 * caller's tenant; the log only for users in the caller's countries.
 */
export function createNotificationsService(deps: {
  db: Db;
  engine: DeliveryEngine;
  /** The providers' paces, for the preview's time to finish. */
  rates: ChannelRates;
  now?: () => number;
}) {
  const { db, engine } = deps;
  const now = deps.now ?? Date.now;

  function check(auth: RequestAuth, body: NotificationTaskBody, only?: 'users') {
    const errors = notificationErrors(body, now());
    const first = only ? errors.users : Object.values(errors)[0];
    if (first) throw badRequestFor(first);
    if (usesBroadAudience(body.users) && !can(auth.principal, 'broadNotificationAudience'))
      throw forbidden('broadAudienceNotAllowed');
  }

  const log = (
    auth: RequestAuth,
    ip: string,
    action: string,
    taskId: string,
    detail?: Record<string, unknown>,
  ) =>
    audit(db, {
      tenantId: auth.tenantId,
      actorId: auth.userId,
      actorName: auth.userName,
      action,
      entity: 'notification_task',
      entityId: taskId,
      ip,
      detail,
    });

  async function taskOf(auth: RequestAuth, taskId: string) {
    const task = await findTask(db, taskId, auth.tenantId);
    if (!task) throw notFound('notificationTaskNotFound');
    return task;
  }

  return {
    /**
     * A task identical to one the sender sent in the last DUPLICATE_SEND_WINDOW_MINUTES is refused
     * (409) unless confirmed; the check and the insert hold the sender's lock, so two requests
     * arriving together are one send and one refusal.
     */
    async send(auth: RequestAuth, body: NotificationTaskBody, ip: string, idempotencyKey?: string) {
      check(auth, body);
      const { confirmDuplicate, ...request } = body;
      const channel = request.channel?.type as 'push' | 'sms' | 'email';
      const runAt = firstRunAt(request.schedule, now());
      type Created = { replayOf: string } | { task: TaskRow; twin: { id: string } | undefined };
      const created = await db.transaction(async (tx): Promise<Created> => {
        await lockSender(tx, auth.tenantId, auth.userId);
        if (idempotencyKey) {
          const since = new Date(now() - IDEMPOTENCY_WINDOW_MS);
          const first = await findByIdempotencyKey(tx, {
            tenantId: auth.tenantId,
            userId: auth.userId,
            key: idempotencyKey,
            since,
            request,
          });
          if (first?.same) return { replayOf: first.id };
          if (first)
            throw new AppError(
              409,
              'idempotencyKeyReused',
              fillMessage(messages.idempotencyKeyReused, { taskId: first.id }),
            );
        }
        const since = new Date(now() - DUPLICATE_SEND_WINDOW_MINUTES * 60_000);
        const twin = await findRecentTwin(tx, {
          tenantId: auth.tenantId,
          userId: auth.userId,
          since,
          request,
        });
        if (twin && !confirmDuplicate) {
          const ago = elapsedText(now() - twin.createdAt.getTime());
          const text = fillMessage(messages.notificationDuplicate, { ago, taskId: twin.id });
          throw new AppError(409, 'notificationDuplicate', text);
        }
        const task = await insertTask(tx, {
          id: randomUUID(),
          tenantId: auth.tenantId,
          createdById: auth.userId,
          createdByName: auth.userName,
          channel,
          platforms: channel === 'push' ? platformsOf(request.channel?.platform) : [],
          severity: request.severity ?? 'info',
          request,
          audience: resolveAudience(auth, request.users) as unknown as Record<string, unknown>,
          expiry: new Date((request.expiry ?? 0) * 1000),
          status: request.schedule ? 'scheduled' : 'queued',
          nextRunAt: new Date(runAt),
          policy: deliveryPolicyOf(
            request,
            await tenantDeliverySettings(tx, auth.tenantId),
          ) as unknown as Record<string, unknown>,
          idempotencyKey: idempotencyKey ?? null,
        });
        return { task, twin };
      });
      // The same key and body again: the first task, sent once.
      if ('replayOf' in created) {
        const taskId = created.replayOf;
        return { taskId, message: fillMessage(messages.notificationTaskCreated, { taskId }) };
      }
      const { task, twin } = created;
      await engine.enqueue(task.id, new Date(runAt));
      await log(auth, ip, 'notification.sent', task.id, {
        channel,
        severity: task.severity,
        ...(twin ? { duplicateOf: twin.id } : {}),
      });
      return { taskId: task.id, message: fillMessage(messages.notificationTaskCreated, { taskId: task.id }) };
    },

    /**
     * The dry run: how many users the task would reach, how many of them each channel can, and
     * (issue 34) how many of those the policy the task would keep holds at its first run, caps, or
     * sends at once, and in how long. The audience's and quiet hours' rules answer as the send does.
     */
    async audience(auth: RequestAuth, body: NotificationTaskBody) {
      check(auth, body, 'users');
      const quiet = quietHoursError(body);
      if (quiet) throw badRequestFor(quiet);
      const severity = body.severity ?? 'info';
      const policy = deliveryPolicyOf(body, await tenantDeliverySettings(db, auth.tenantId));
      const nowMs = now();
      const cap = countsAgainstCap(severity) ? policy.cap : null;
      const groups = await countAudienceByClock(db, resolveAudience(auth, body.users), {
        platforms: platformsOf(body.channel?.platform),
        clocks: policy.quietHours !== null && holdsInQuietHours(severity),
        cap,
        severity,
      });
      const runAtMs = previewRunAt(body, nowMs);
      return summariseAudience(groups, {
        policy,
        severity,
        capped: cap !== null,
        runAtMs,
        nowMs,
        rates: deps.rates,
      });
    },

    async get(auth: RequestAuth, taskId: string) {
      return toTask(await taskOf(auth, taskId));
    },

    /** The route's rule (getNotificationTask) already holds: the send roles are among the view roles. */
    async list(auth: RequestAuth, prefix: string | undefined, limit: number) {
      return (await listTasks(db, auth.tenantId, prefix, limit)).map(toTask);
    },

    /** Cancel: the task says cancelled, and nothing still queued goes out (in-flight sends finish). */
    async cancel(auth: RequestAuth, taskId: string, ip: string) {
      const task = await taskOf(auth, taskId);
      if (!isCancellable(task.status)) throw new AppError(409, 'notificationTaskAlreadyDone');
      await updateTaskStatus(db, task.id, 'cancelled');
      await closeOpenDeliveries(db, task, { drop: 'cancelled' });
      await log(auth, ip, 'notification.cancelled', task.id);
      return { taskId: task.id, message: messages.notificationTaskCancelled };
    },

    async userLog(
      auth: RequestAuth,
      q: { userId: string; pgIndex: number; pgSize: number; severity?: string },
    ) {
      if ((await findEndUsers(db, auth, { userId: q.userId })).length === 0)
        throw notFound('unableToFindUser');
      const severity = q.severity && q.severity.toLowerCase() !== 'none' ? q.severity : undefined;
      const rows = await findUserLog(db, {
        tenantId: auth.tenantId,
        userId: q.userId,
        page: q.pgIndex,
        size: q.pgSize,
        severity,
      });
      return rows.map((r) => ({
        uniqueId: r.unique_id,
        ts: seconds(new Date(r.sent_at)),
        severity: r.severity,
        message: r.message,
        taskId: r.task_id,
        channel: r.channel,
      }));
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
