import {
  countsAgainstCap,
  DEFAULT_PROMOTION_CAP,
  type DeliveryPolicy,
  holdsInQuietHours,
  isTimeZone,
  type NotificationTaskBody,
  quietUntil,
  recipientTimeZone,
} from '@console/contracts/notifications';
import type { Db } from '../../platform/db/client';
import type { TenantSettings } from '../../platform/db/schema/tenants';
import { takeCapAllowance } from './delivery-policy.queries';
import type { ClaimedDelivery, DeliveryResult, TaskRow } from './notifications.queries';

/**
 * The task's delivery policy, kept on it (issue 34): its own quiet hours or the tenant's (null: none),
 * the tenant's zone for people with none of their own, and the tenant's promotion cap. The audience
 * preview reads the same.
 */
export function deliveryPolicyOf(
  request: Pick<NotificationTaskBody, 'quietHours'>,
  settings: TenantSettings | undefined,
): DeliveryPolicy {
  const quiet = request.quietHours === undefined ? settings?.quietHours : request.quietHours;
  return {
    quietHours: quiet ? { start: quiet.start, end: quiet.end } : null,
    timeZone: settings?.timeZone ?? 'UTC',
    cap: settings?.promotionCap === undefined ? { ...DEFAULT_PROMOTION_CAP } : settings.promotionCap,
  };
}

/**
 * Whether a person is held at `atMs` by the task's quiet hours, read in their clock (home zone, else
 * country's, else the tenant's), and until when; undefined when they may be sent to (an alert always).
 */
export function quietFor(
  policy: DeliveryPolicy,
  severity: string,
  clock: { home_zone?: string | null; country?: string | null } | undefined,
  atMs: number,
): { zone: string; until: number } | undefined {
  if (!policy.quietHours || !holdsInQuietHours(severity)) return undefined;
  const zone = recipientTimeZone(clock?.home_zone, clock?.country, policy.timeZone, isTimeZone);
  const until = quietUntil(atMs, zone, policy.quietHours);
  return until === undefined ? undefined : { zone, until };
}

/** Whether the task's policy reads its recipients' clocks: it has quiet hours and its severity waits for them. */
export function needsClocks(task: Pick<TaskRow, 'policy' | 'severity'>): boolean {
  const policy = task.policy as DeliveryPolicy | null;
  return Boolean(policy?.quietHours) && holdsInQuietHours(task.severity);
}

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
  /** Each user's clock, as the batch's read found it (recipientsOf with clocks: needsClocks). */
  clockOf: (userId: string) => { home_zone?: string | null; country?: string | null } | undefined,
): Promise<{ go: ClaimedDelivery[]; stopped: DeliveryResult[] }> {
  const policy = task.policy as DeliveryPolicy | null;
  if (!policy || claimed.length === 0) return { go: claimed, stopped: [] };
  const stopped: DeliveryResult[] = [];
  let go = claimed;
  if (needsClocks(task)) {
    go = [];
    for (const d of claimed) {
      const held = quietFor(policy, task.severity, clockOf(d.userId), nowMs);
      if (!held) go.push(d);
      else
        stopped.push({
          id: d.id,
          status: 'held',
          nextAttemptAt: new Date(held.until),
          error: `quiet hours (${held.zone})`,
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
