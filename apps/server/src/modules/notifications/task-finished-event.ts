import type { Db } from '../../platform/db/client';
import { emitWebhookEvent } from '../../platform/webhooks/outbox';
import type { TaskRow } from './notifications.queries';

/** Queues `notification.task.finished` (issue 33) for a task whose run just ended, with its counts. */
export function emitTaskFinished(db: Pick<Db, 'execute'>, task: TaskRow | undefined) {
  if (task?.status !== 'processed' && task?.status !== 'expired') return Promise.resolve(0);
  return emitWebhookEvent(db, task.tenantId, 'notification.task.finished', {
    taskId: task.id,
    channel: task.channel,
    severity: task.severity,
    state: task.status,
    run: task.run,
    users: task.userCount,
    sent: task.userSentCount,
    failed: task.userFailedCount,
    tokenNotFound: task.tokenNotFoundUserCount,
    held: task.userHeldCount,
    capped: task.userCappedCount,
    optedOut: task.userOptedOutCount,
  });
}
