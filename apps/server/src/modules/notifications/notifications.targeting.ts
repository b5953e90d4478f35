import type { DataScope } from '@console/contracts/access';
import {
  COUNTRY_OF_ISO3,
  type NotificationTaskBody,
  type PushPlatform,
} from '@console/contracts/notifications';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { categoryInScope } from '../../platform/auth/scope';

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
  /**
   * The owners (home members) of a segment snapshot's devices, those in the sender's data scope
   * (issue 32). Absent on tasks stored before it.
   */
  snapshot?: { id: string; scope: DataScope } | null;
}

/** A broadcast country as the console sends it (IND, LKA …) or as users carry it (in, lk …). */
export function countryOfTarget(value: string): string {
  return COUNTRY_OF_ISO3[value.toUpperCase()] ?? value.toLowerCase();
}

/** The task's users block within the sender's scope (categories cut to the sender's categories). */
export function resolveAudience(auth: RequestAuth, users: NotificationTaskBody['users']): Audience {
  const u = users ?? {};
  const ids = u.userIds?.map((id) => id.trim()).filter(Boolean);
  return {
    tenantId: auth.tenantId,
    countries: auth.scope.allowedCountries,
    country: u.country ? countryOfTarget(u.country) : null,
    categories: u.categories?.length
      ? u.categories.map((c) => c.toUpperCase()).filter((c) => categoryInScope(auth, c))
      : null,
    userIds: ids?.length ? [...new Set(ids)] : null,
    lastLoginGt: u.lastLogin?.gt ?? null,
    lastLoginLt: u.lastLogin?.lt ?? null,
    snapshot: u.segmentSnapshotId ? { id: u.segmentSnapshotId, scope: auth.scope } : null,
  };
}

/** Push platforms as a SQL array (both when none is named). */
export const platformsOf = (platforms: readonly string[] | undefined): PushPlatform[] =>
  platforms?.length ? (platforms.filter((p) => p === 'an' || p === 'ios') as PushPlatform[]) : ['an', 'ios'];
