import {
  countsAgainstCap,
  type DeliveryPolicy,
  holdsInQuietHours,
  isTimeZone,
  quietUntil,
  recipientTimeZone,
} from '@console/contracts/notifications';
import type { Db } from '../../platform/db/client';
import { recipientClocks, takeCapAllowance } from './delivery-policy.queries';
import type { ClaimedDelivery, DeliveryResult, TaskRow } from './notifications.queries';

/**
 * The task's policy at the moment of sending (issue 34, docs/decisions/0039): who of a claimed batch
 * is inside their quiet hours (held until the window ends, in their own clock), who has had their
 * promotions on this channel (capped), and who goes now. Checked right before the provider call,
 * so a release, a retry or a restart is checked again: nothing goes out inside quiet hours.
 */
export async function applyDeliveryPolicy(
  db: Db,
  task: TaskRow,
  claimed: ClaimedDelivery[],
  nowMs: number,
): Promise<{ go: ClaimedDelivery[]; stopped: DeliveryResult[] }> {
  const policy = task.policy as DeliveryPolicy | null;
  if (!policy || claimed.length === 0) return { go: claimed, stopped: [] };
  const stopped: DeliveryResult[] = [];
  let go = claimed;
  if (policy.quietHours && holdsInQuietHours(task.severity)) {
    const clocks = new Map(
      (
        await recipientClocks(
          db,
          claimed.map((d) => d.userId),
        )
      ).map((c) => [c.id, c]),
    );
    go = [];
    for (const d of claimed) {
      const c = clocks.get(d.userId);
      const zone = recipientTimeZone(c?.home_zone, c?.country, policy.timeZone, isTimeZone);
      const until = quietUntil(nowMs, zone, policy.quietHours);
      if (until === undefined) go.push(d);
      else
        stopped.push({
          id: d.id,
          status: 'held',
          nextAttemptAt: new Date(until),
          error: `quiet hours (${zone})`,
        });
    }
  }
  if (policy.cap && countsAgainstCap(task.severity) && go.length > 0) {
    const capped = await takeCapAllowance(db, {
      tenantId: task.tenantId,
      channel: task.channel,
      count: policy.cap.count,
      days: policy.cap.days,
      deliveries: go,
    });
    if (capped.size > 0) {
      const error = `cap: ${policy.cap.count} promotions in ${policy.cap.days} days`;
      for (const id of capped) stopped.push({ id, status: 'capped', error });
      go = go.filter((d) => !capped.has(d.id));
    }
  }
  return { go, stopped };
}
