import { CHANNEL_TYPES, type ChannelType } from '@console/contracts/notifications';
import { type SQL, sql } from 'drizzle-orm';
import { countryScopeCondition, scopeCondition } from '../../platform/auth/scope';
import type { Db } from '../../platform/db/client';
import { textList } from '../../platform/db/list-param';
import { rowsOf } from '../../platform/db/rows';
import { homeZonesOf, promotionsHadBy } from './delivery-policy.queries';
import type { Audience } from './notifications.targeting';
import { optedOutBy } from './opt-outs.queries';

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
 * `cap` is given, how many of the others already have `cap.count` promotions on it (promotionsHadBy,
 * the send path's own reading of the cap), with how many opted out of it (optedOutBy, the send's
 * reading). Reads only, set-based: the audience once, then each of its users' first home that names
 * a zone, push installs, opt-outs and promotions had, each one pass (a hash or index join on the
 * audience's ids) rather than a subquery per user.
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
  // The audience's ids, restated for each set rather than read from a CTE: the planner then knows
  // how many there are (a hash join over the tables for a broadcast, index probes for a few typed ids).
  const ids = sql`select u.id from end_users u where ${audienceWhere(audience)}`;
  const col = (name: string) => sql.raw(name);
  const out = (c: ChannelType) => sql`a.${col(c)} and a.${col(`${c}_out`)}`;
  const capped = (c: ChannelType) =>
    cap
      ? sql`count(*) filter (where a.${col(c)} and not a.${col(`${c}_out`)} and a.${col(`${c}_had`)} >= ${cap.count})::int`
      : sql`0`;
  return rowsOf<AudienceGroup>(
    await db.execute(sql`
      with aud as (
        select u.id, u.country, u.mobile, u.email from end_users u where ${audienceWhere(audience)}
      ), a as (
        select aud.id, aud.country, ${q.clocks ? sql`z.time_zone` : sql`null::text`} as home_zone,
          p.user_id is not null as push,
          (aud.mobile is not null and aud.mobile <> '') as sms,
          (aud.email is not null and aud.email <> '') as email,
          ${sql.join(
            CHANNEL_TYPES.map(
              (c) =>
                sql`coalesce(o.${col(c)}, false) as ${col(`${c}_out`)}, ${
                  cap ? sql`coalesce(h.${col(c)}, 0)` : sql`0`
                } as ${col(`${c}_had`)}`,
            ),
            sql`, `,
          )}
        from aud
        ${q.clocks ? sql`left join ${homeZonesOf(ids)} z on z.user_id = aud.id` : sql``}
        left join (select distinct i.user_id from app_installs i where i.user_id in (${ids})
          and i.push_token is not null and i.platform = any(${textList(q.platforms)})) p on p.user_id = aud.id
        left join ${optedOutBy(ids, CHANNEL_TYPES, q.severity)} o on o.user_id = aud.id
        ${
          cap
            ? sql`left join ${promotionsHadBy({ tenantId: audience.tenantId, days: cap.days }, ids, CHANNEL_TYPES)} h
                on h.user_id = aud.id`
            : sql``
        }
      )
      select a.home_zone, ${q.clocks ? sql`a.country` : sql`null::text`} as country, count(*)::int as users,
        ${sql.join(
          CHANNEL_TYPES.map(
            (c) =>
              sql`count(*) filter (where a.${col(c)})::int as ${col(c)},
                count(*) filter (where ${out(c)})::int as ${col(`${c}_opted_out`)},
                ${capped(c)} as ${col(`${c}_capped`)}`,
          ),
          sql`, `,
        )}
      from a group by 1, 2`),
  );
}
