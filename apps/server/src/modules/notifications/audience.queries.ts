import { CHANNEL_TYPES, type ChannelType } from '@console/contracts/notifications';
import { type SQL, sql } from 'drizzle-orm';
import { countryScopeCondition, scopeCondition } from '../../platform/auth/scope';
import type { Db } from '../../platform/db/client';
import { textList } from '../../platform/db/list-param';
import { rowsOf } from '../../platform/db/rows';
import { homeZoneOf, promotionsHad } from './delivery-policy.queries';
import type { Audience } from './notifications.targeting';
import { optedOutOf } from './opt-outs.queries';

/*
 * A task's audience as SQL on end_users `u`. Device ownership walks home_members → devices
 * (devices_home); the login window walks app_installs (app_installs_user). end_users, home_members
 * and devices are other areas' (users, homes, devices): an audience is one condition over them.
 */

/**
 * The audience as a condition on end_users `u`: its tenant and the sender's countries always, then
 * each chosen filter (all must hold). Device ownership walks home_members → devices (devices_home);
 * the login window walks app_installs (app_installs_user).
 */
export function audienceWhere(a: Audience): SQL {
  const parts: SQL[] = [reachable(a)];
  if (a.country) parts.push(sql`u.country = ${a.country}`);
  if (a.userIds) parts.push(sql`u.id = any(${textList(a.userIds)})`);
  if (a.categories)
    parts.push(sql`exists (select 1 from home_members hm join devices d on d.home_id = hm.home_id
      where hm.user_id = u.id and d.category = any(${textList(a.categories)}))`);
  if (a.lastLoginGt !== null || a.lastLoginLt !== null) {
    const gt = a.lastLoginGt === null ? sql`true` : sql`i.last_login > to_timestamp(${a.lastLoginGt})`;
    const lt = a.lastLoginLt === null ? sql`true` : sql`i.last_login < to_timestamp(${a.lastLoginLt})`;
    parts.push(sql`exists (select 1 from app_installs i where i.user_id = u.id and ${gt} and ${lt})`);
  }
  if (a.snapshot)
    // segment_snapshot_devices is the segments area's: a snapshot's devices, read in the same statement.
    parts.push(sql`exists (select 1 from segment_snapshot_devices s join devices d on d.device_id = s.device_id
      join home_members hm on hm.home_id = d.home_id
      where s.snapshot_id = ${a.snapshot.id} and hm.user_id = u.id
        and ${scopeCondition(
          { tenantId: a.tenantId, scope: a.snapshot.scope },
          {
            tenantId: sql`d.tenant_id`,
            country: sql`d.country`,
            category: sql`d.category`,
            brand: sql`d.brand`,
          },
        )})`);
  return sql.join(parts, sql` and `);
}

/**
 * How many of the typed user ids are nobody the sender can reach (no end user of the tenant in
 * their countries), as a count expression: 0 when none were typed. Counted as failed when the
 * audience is expanded, so a typo is in the task's counts rather than nowhere.
 */
export function unknownTypedUsers(a: Audience): SQL {
  if (!a.userIds) return sql`0`;
  return sql`(select count(*)::int from (select distinct unnest(${textList(a.userIds)}) as id) k
    where not exists (select 1 from end_users u where u.id = k.id and ${reachable(a)}))`;
}

/** Whom the sender can reach at all, on end_users `u`: their tenant, in their countries. */
function reachable(a: Audience): SQL {
  return countryScopeCondition(a, { tenantId: sql`u.tenant_id`, country: sql`u.country` });
}

/**
 * One clock's share of an audience: users, those each channel reaches, of those the ones the task
 * skips as opted out, and of the others those over the cap on it.
 */
export type AudienceGroup = {
  home_zone: string | null;
  country: string | null;
  users: number;
} & Record<ChannelType | `${ChannelType}_capped` | `${ChannelType}_opted_out`, number>;

/**
 * The dry run (the audience preview, issue 34): the audience's users grouped by their clock (home
 * zone and country; all in one group unless `clocks`), with how many each channel reaches and, when
 * `cap` is given, how many of the others already have `cap.count` promotions on it (promotionsHad,
 * the send path's own reading), with how many opted out of it (optedOutOf). Reads only; per user:
 * app_installs_user, the first home of home_members, notification_deliveries_cap, notification_opt_outs.
 */
export async function countAudienceByClock(
  db: Db,
  audience: Audience,
  q: {
    platforms: string[];
    clocks: boolean;
    cap: { count: number; days: number } | null;
    /** The task's severity: which opt-outs it respects (a whole one, and its own unless an alert). */
    severity: string;
  },
): Promise<AudienceGroup[]> {
  const { cap } = q;
  const out = (channel: ChannelType) =>
    sql`a.${sql.raw(channel)} and ${optedOutOf(sql`a.id`, channel, q.severity)}`;
  const capped = (channel: ChannelType) =>
    cap
      ? sql`count(*) filter (where a.${sql.raw(channel)} and not (${out(channel)})
          and ${promotionsHad({ tenantId: audience.tenantId, channel, days: cap.days }, sql`a.id`)} >= ${cap.count})::int`
      : sql`0`;
  return rowsOf<AudienceGroup>(
    await db.execute(sql`
      with a as (
        select u.id, u.country, ${q.clocks ? homeZoneOf(sql`u.id`) : sql`null::text`} as home_zone,
          exists (select 1 from app_installs i where i.user_id = u.id
            and i.push_token is not null and i.platform = any(${textList(q.platforms)})) as push,
          (u.mobile is not null and u.mobile <> '') as sms,
          (u.email is not null and u.email <> '') as email
        from end_users u where ${audienceWhere(audience)}
      )
      select a.home_zone, ${q.clocks ? sql`a.country` : sql`null::text`} as country, count(*)::int as users,
        ${sql.join(
          CHANNEL_TYPES.map(
            (c) =>
              sql`count(*) filter (where a.${sql.raw(c)})::int as ${sql.raw(c)},
                count(*) filter (where ${out(c)})::int as ${sql.raw(`${c}_opted_out`)},
                ${capped(c)} as ${sql.raw(`${c}_capped`)}`,
          ),
          sql`, `,
        )}
      from a group by 1, 2`),
  );
}
