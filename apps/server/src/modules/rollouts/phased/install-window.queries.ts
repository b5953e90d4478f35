import type { InstallWindow } from '@console/contracts/rollouts';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Whether a device's home is inside the install window at `now`, in the home's local time (its
 * time zone, else the tenant's), as SQL over `h` (homes, left-joined: a device in no home uses
 * the tenant's zone). A window whose end is before its start runs past midnight (22:00–04:00).
 */
export function insideWindowSql(window: InstallWindow | null, tenantTimeZone: string, now: Date): SQL {
  if (!window) return sql`true`;
  const local = sql`(${now.toISOString()}::timestamptz AT TIME ZONE coalesce(h.time_zone, ${tenantTimeZone}))::time`;
  const afterStart = sql`${local} >= ${window.start}::time`;
  const beforeEnd = sql`${local} < ${window.end}::time`;
  return window.start <= window.end
    ? sql`(${afterStart} AND ${beforeEnd})`
    : sql`(${afterStart} OR ${beforeEnd})`;
}
