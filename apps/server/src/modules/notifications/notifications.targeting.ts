import {
  COUNTRY_OF_ISO3,
  type NotificationTaskBody,
  type PushPlatform,
} from '@console/contracts/notifications';
import { type SQL, sql } from 'drizzle-orm';
import type { RequestAuth } from '../../platform/auth/request-auth';

/**
 * Who a task goes to, resolved once at send time against the sender's data scope and stored on the
 * task: the engine expands exactly this, however long the task waits for its schedule.
 */
export interface Audience {
  tenantId: string;
  /** The sender's countries (lower-case): no user outside them is ever reached. */
  countries: string[];
  country: string | null;
  /** Device ownership: users with a device of one of these categories in one of their homes. */
  categories: string[] | null;
  userIds: string[] | null;
  lastLoginGt: number | null;
  lastLoginLt: number | null;
}

/** A broadcast country as the console sends it (IND, LKA …) or as users carry it (in, lk …). */
export function countryOfTarget(value: string): string {
  return COUNTRY_OF_ISO3[value.toUpperCase()] ?? value.toLowerCase();
}

/** The task's users block within the sender's scope (categories cut to the sender's categories). */
export function resolveAudience(auth: RequestAuth, users: NotificationTaskBody['users']): Audience {
  const u = users ?? {};
  const allowedCategories = new Set(auth.scope.allowedDeviceCategories.map((c) => c.toUpperCase()));
  const ids = u.userIds?.map((id) => id.trim()).filter(Boolean);
  return {
    tenantId: auth.tenantId,
    countries: auth.scope.allowedCountries,
    country: u.country ? countryOfTarget(u.country) : null,
    categories: u.categories?.length
      ? u.categories.map((c) => c.toUpperCase()).filter((c) => allowedCategories.has(c))
      : null,
    userIds: ids?.length ? [...new Set(ids)] : null,
    lastLoginGt: u.lastLogin?.gt ?? null,
    lastLoginLt: u.lastLogin?.lt ?? null,
  };
}

const textArray = (values: string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/**
 * The audience as a condition on end_users `u`: its tenant and the sender's countries always, then
 * each chosen filter (all must hold). Device ownership walks home_members → devices (devices_home);
 * the login window walks app_installs (app_installs_user).
 */
export function audienceWhere(a: Audience): SQL {
  const parts: SQL[] = [sql`u.tenant_id = ${a.tenantId}`, sql`u.country = any(${textArray(a.countries)})`];
  if (a.country) parts.push(sql`u.country = ${a.country}`);
  if (a.userIds) parts.push(sql`u.id = any(${textArray(a.userIds)})`);
  if (a.categories)
    parts.push(sql`exists (select 1 from home_members hm join devices d on d.home_id = hm.home_id
      where hm.user_id = u.id and upper(d.category) = any(${textArray(a.categories)}))`);
  if (a.lastLoginGt !== null || a.lastLoginLt !== null) {
    const gt = a.lastLoginGt === null ? sql`true` : sql`i.last_login > to_timestamp(${a.lastLoginGt})`;
    const lt = a.lastLoginLt === null ? sql`true` : sql`i.last_login < to_timestamp(${a.lastLoginLt})`;
    parts.push(sql`exists (select 1 from app_installs i where i.user_id = u.id and ${gt} and ${lt})`);
  }
  return sql.join(parts, sql` and `);
}

/** Push platforms as a SQL array (both when none is named). */
export const platformsOf = (platforms: readonly string[] | undefined): PushPlatform[] =>
  platforms?.length ? (platforms.filter((p) => p === 'an' || p === 'ios') as PushPlatform[]) : ['an', 'ios'];

export { textArray };
