/*
 * What the delivery policy reads (issue 34). Recipients' clocks: end_users by primary key, their
 * homes through home_members (the homes area's tables, read a batch at a time). The promotion cap:
 * notification_deliveries_cap (tenant_id, user_id, channel) where cap_counted.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { textList } from '../../platform/db/list-param';
import { rowsOf } from '../../platform/db/rows';
import { tenants } from '../../platform/db/schema';

/** The tenant's notification settings (quiet hours, cap) and zone. */
export async function tenantDeliverySettings(db: Db | Tx, tenantId: string) {
  const [row] = await db.select({ settings: tenants.settings }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.settings;
}

/**
 * The home zone of each user whose id `users` (a subquery of ids) yields, as a set (user_id,
 * time_zone): their first home (by id) that names one, read once for a batch or an audience.
 */
export const homeZonesOf = (users: SQL) =>
  sql`(select distinct on (hm.user_id) hm.user_id, h.time_zone from home_members hm
    join homes h on h.id = hm.home_id
    where hm.user_id in (${users}) and h.time_zone is not null order by hm.user_id, h.id)`;

/**
 * The promotions a user already has on a channel within `days`, as a read-only count expression:
 * those counted against the cap that are sent, on their way or waiting for a retry (a failed one
 * stops counting). `except`: a row of the batch being checked, not counted against itself. The one
 * reading of the cap: the send path's check (takeCapAllowance) and the audience preview both use it.
 */
export function promotionsHad(
  q: { tenantId: string; channel: string; days: number },
  userId: SQL,
  except?: SQL,
): SQL {
  return sql`(select count(*)::int from notification_deliveries d
    where ${countsTowardCap(q)} and d.user_id = ${userId} and d.channel = ${q.channel}
      ${except ? sql`and d.id <> ${except}` : sql``})`;
}

/** Deliveries `d` of the tenant that count against the cap now: counted, not failed, within `days`. */
const countsTowardCap = (q: { tenantId: string; days: number }) =>
  sql`d.tenant_id = ${q.tenantId} and d.cap_counted and d.status in ('sending', 'sent', 'queued')
    and coalesce(d.sent_at, now()) > now() - make_interval(days => ${q.days})`;

/**
 * promotionsHad for every user `users` (a subquery of ids) yields at once, as a set (user_id, and
 * per channel the count): the audience preview's reading, one pass over the cap's index.
 */
export function promotionsHadBy(
  q: { tenantId: string; days: number },
  users: SQL,
  channels: readonly string[],
): SQL {
  return sql`(select d.user_id, ${sql.join(
    channels.map((c) => sql`count(*) filter (where d.channel = ${c})::int as ${sql.raw(c)}`),
    sql`, `,
  )} from notification_deliveries d
    where ${countsTowardCap(q)} and d.user_id in (${users}) group by d.user_id)`;
}

/**
 * Holds each user's cap on the channel until the transaction ends: advisory locks in key order, so
 * two tasks checking the same person wait for each other and neither overshoots.
 */
export async function holdCaps(tx: Tx, tenantId: string, channel: string, users: readonly string[]) {
  await tx.execute(sql`
    select pg_advisory_xact_lock(k) from (
      select distinct hashtextextended(${tenantId} || '/' || u || '/' || ${channel}, 0) as k
      from unnest(${textList([...users])}) as u order by k) keys`);
}

/**
 * In one transaction: holds each user's cap (advisory locks in key order, so two tasks checking the
 * same person wait for each other and neither overshoots), counts the promotions each already has on
 * the channel within `days` (promotionsHad; the row itself excluded), and marks the rows that stay
 * under `count` as counted. Returns the ids capped.
 */
export async function takeCapAllowance(
  db: Db,
  q: {
    tenantId: string;
    channel: string;
    count: number;
    days: number;
    deliveries: { id: number; userId: string }[];
  },
): Promise<Set<number>> {
  if (q.deliveries.length === 0) return new Set();
  const ids = q.deliveries.map((d) => String(d.id));
  const users = q.deliveries.map((d) => d.userId);
  return db.transaction(async (tx) => {
    await holdCaps(tx, q.tenantId, q.channel, users);
    const rows = rowsOf<{ id: string }>(
      await tx.execute(sql`
        with batch as (
          select b.id::bigint as id, b.user_id from unnest(${textList(ids)}, ${textList(users)}) as b(id, user_id)
        ), had as (
          select b.id, b.user_id, ${promotionsHad(q, sql`b.user_id`, sql`b.id`)} as n
          from batch b
        ), ranked as (
          select id, n + row_number() over (partition by user_id order by id) as nth from had
        ), counted as (
          update notification_deliveries d set cap_counted = true
          from ranked r where d.id = r.id and r.nth <= ${q.count}
        )
        select id::text from ranked where nth > ${q.count}`),
    );
    return new Set(rows.map((r) => Number(r.id)));
  });
}
