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
import type { ClaimedDelivery, DeliveryResult, Recipient, TaskRow } from './notifications.queries';

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

/** Why a user of a batch is not sent to now: no address, opted out, or inside their quiet hours. */
export interface Screened<T> {
  item: T;
  status: 'tokenNotFound' | 'optedOut' | 'held';
  error: string;
  /** Held: when their quiet hours end. */
  nextAttemptAt?: Date;
}

/** What the policy reads of a user (recipientsOf's answer for them). */
type RecipientFacts = Pick<Recipient, 'addresses' | 'optedOut' | 'home_zone' | 'country'>;

/**
 * The task's policy for the users of a batch, from what their read found (issue 34, docs/decisions/
 * 0039): nobody without an address on the channel is held, capped or counted as opted out (they are
 * token-not-found, as the audience preview counts them); whoever opted out of the channel, or of the
 * task's severity on it (an alert: only of the whole channel), is never sent; then who is inside
 * their quiet hours at `nowMs`, in their own clock, is held until the window ends. The promotion cap
 * comes after, on those left (capAllowance, or at expansion in the same write).
 */
export function screen<T extends { userId: string }>(
  task: Pick<TaskRow, 'policy' | 'severity'>,
  items: readonly T[],
  recipientOf: (userId: string) => RecipientFacts | undefined,
  nowMs: number,
): { go: T[]; stopped: Screened<T>[] } {
  const policy = task.policy as DeliveryPolicy | null;
  const clocks = needsClocks(task);
  const go: T[] = [];
  const stopped: Screened<T>[] = [];
  // A chunk's users share a few dozen clocks (home zone, country): each one's window is worked out
  // once (a zone's wall-clock time through Intl was most of the screen's cost, 7 µs a user).
  const heldByClock = new Map<string, ReturnType<typeof quietFor>>();
  const heldFor = (r: RecipientFacts) => {
    const key = `${r.home_zone ?? ''}\n${r.country ?? ''}`;
    if (!heldByClock.has(key))
      heldByClock.set(key, policy ? quietFor(policy, task.severity, r, nowMs) : undefined);
    return heldByClock.get(key);
  };
  for (const item of items) {
    const r = recipientOf(item.userId);
    if (!r || r.addresses.length === 0) stopped.push({ item, status: 'tokenNotFound', error: 'no address' });
    else if (r.optedOut) stopped.push({ item, status: 'optedOut', error: 'opted out' });
    else {
      const held = clocks ? heldFor(r) : undefined;
      if (!held) go.push(item);
      else
        stopped.push({
          item,
          status: 'held',
          error: `quiet hours (${held.zone})`,
          nextAttemptAt: new Date(held.until),
        });
    }
  }
  return { go, stopped };
}

/** The task's promotion cap on its channel, when its severity counts against one. */
export function capOf(task: Pick<TaskRow, 'policy' | 'severity'>): DeliveryPolicy['cap'] {
  const policy = task.policy as DeliveryPolicy | null;
  return policy?.cap && countsAgainstCap(task.severity) ? policy.cap : null;
}

export const capError = (cap: NonNullable<DeliveryPolicy['cap']>) =>
  `cap: ${cap.count} promotions in ${cap.days} days`;

/**
 * The promotion cap for deliveries already written (a retry, a release from quiet hours): those
 * whose user has had their promotions on the channel are capped, the others counted. Checked right
 * before the provider call, so a release or a restart is checked again.
 */
export async function capAllowance(
  db: Db,
  task: TaskRow,
  claimed: ClaimedDelivery[],
): Promise<{ go: ClaimedDelivery[]; stopped: DeliveryResult[] }> {
  const cap = capOf(task);
  if (!cap || claimed.length === 0) return { go: claimed, stopped: [] };
  const capped = await takeCapAllowance(db, {
    tenantId: task.tenantId,
    channel: task.channel,
    count: cap.count,
    days: cap.days,
    deliveries: claimed,
  });
  if (capped.size === 0) return { go: claimed, stopped: [] };
  const error = capError(cap);
  return {
    go: claimed.filter((d) => !capped.has(d.id)),
    stopped: claimed.filter((d) => capped.has(d.id)).map((d) => ({ id: d.id, status: 'capped', error })),
  };
}
