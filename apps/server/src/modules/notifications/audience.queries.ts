import { type SQL, sql } from 'drizzle-orm';
import { countryScopeCondition, scopeCondition } from '../../platform/auth/scope';
import { textList } from '../../platform/db/list-param';
import type { Audience } from './notifications.targeting';

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
