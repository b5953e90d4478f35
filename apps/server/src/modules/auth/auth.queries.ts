import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { loginFailures, staffPermissions, staffUsers } from '../../platform/db/schema';
import { FAILURES_FORGOTTEN_AFTER_MS, type LockoutPolicy, lockMinutes } from './lockout';

export async function findStaffByUserName(db: Db, tenantId: string, userName: string) {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(
      and(eq(staffUsers.tenantId, tenantId), sql`lower(${staffUsers.userName}) = ${userName.toLowerCase()}`),
    )
    .limit(1);
  return row;
}

const lockUntil = (failures: number, policy: LockoutPolicy) => {
  const minutes = lockMinutes(failures, policy);
  return minutes > 0 ? new Date(Date.now() + minutes * 60_000) : undefined;
};

/**
 * A wrong second factor, counted on the account whatever the address (only someone who knows the
 * password gets that far); locks it at every LOCKOUT_THRESHOLD failures in a row.
 */
export async function recordFailedLogin(
  db: Db,
  id: string,
  policy: LockoutPolicy,
): Promise<Date | undefined> {
  const [row] = await db
    .update(staffUsers)
    .set({ failedLogins: sql`${staffUsers.failedLogins} + 1` })
    .where(eq(staffUsers.id, id))
    .returning({ failures: staffUsers.failedLogins });
  const until = row && lockUntil(row.failures, policy);
  if (until) await db.update(staffUsers).set({ lockedUntil: until }).where(eq(staffUsers.id, id));
  return until || undefined;
}

export async function clearFailedLogins(db: Db, id: string) {
  await db.update(staffUsers).set({ failedLogins: 0, lockedUntil: null }).where(eq(staffUsers.id, id));
}

/** The lockout key of a password attempt: tenant, account name as sign-in matches it, address. */
export interface FailureKey {
  tenantId: string;
  userName: string;
  address: string;
}

const pairIs = (key: FailureKey) =>
  and(
    eq(loginFailures.tenantId, key.tenantId),
    eq(loginFailures.userName, key.userName),
    eq(loginFailures.address, key.address),
  );

/** Primary key lookup: the same work for a real account name and an unknown one. */
export async function findLoginFailure(db: Db, key: FailureKey) {
  const [row] = await db
    .select({ lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(pairIs(key))
    .limit(1);
  return row;
}

/**
 * Wrong passwords for an account name from every address whose last failure is after `since`
 * (login_failures' primary key, tenant and name first): each address's whole run counts, so the
 * sum is at least the failures since then.
 */
export async function countAccountFailures(db: Db, key: Omit<FailureKey, 'address'>, since: Date) {
  const [row] = await db
    .select({ failures: sql<number>`coalesce(sum(${loginFailures.failures}), 0)::int` })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.tenantId, key.tenantId),
        eq(loginFailures.userName, key.userName),
        gt(loginFailures.lastFailedAt, since),
      ),
    );
  return row?.failures ?? 0;
}

let nextSweep = 0;

/** A wrong password (or unknown name) from this address; locks the pair at every threshold. */
/** Answers until when the pair is locked when this failure locked it. */
export async function recordLoginFailure(
  db: Db,
  key: FailureKey,
  policy: LockoutPolicy,
): Promise<Date | undefined> {
  const now = Date.now();
  const forgotten = new Date(now - FAILURES_FORGOTTEN_AFTER_MS);
  if (now >= nextSweep) {
    // Walks login_failures_last_failed; a row a day quiet holds no lock any more (locks last a day at most).
    nextSweep = now + 60_000;
    await db.delete(loginFailures).where(lt(loginFailures.lastFailedAt, forgotten));
  }
  const [row] = await db
    .insert(loginFailures)
    .values({ ...key, failures: 1, lastFailedAt: new Date(now) })
    .onConflictDoUpdate({
      target: [loginFailures.tenantId, loginFailures.userName, loginFailures.address],
      set: {
        failures: sql`case when ${loginFailures.lastFailedAt} < ${forgotten.toISOString()}::timestamptz
          then 1 else ${loginFailures.failures} + 1 end`,
        lastFailedAt: new Date(now),
      },
    })
    .returning({ failures: loginFailures.failures });
  const until = row && lockUntil(row.failures, policy);
  if (until) {
    await db.update(loginFailures).set({ lockedUntil: until }).where(pairIs(key));
  }
  return until || undefined;
}

/** A right password from this address: its count starts again. */
export async function clearLoginFailures(db: Db, key: FailureKey) {
  await db.delete(loginFailures).where(pairIs(key));
}

/** A password reset proves who the person is: every address's count for the account starts again. */
export async function clearAllLoginFailures(db: Db, staffUserId: string) {
  await db.delete(loginFailures).where(
    sql`(${loginFailures.tenantId}, ${loginFailures.userName}) in
      (select ${staffUsers.tenantId}, lower(${staffUsers.userName}) from ${staffUsers} where ${staffUsers.id} = ${staffUserId})`,
  );
}

/** A staff member of the tenant and their permission entries (a FOTA job acts in its owner's scope). */
export async function findStaffMember(db: Db, tenantId: string, staffUserId: string) {
  const [user] = await db
    .select({ id: staffUsers.id, userName: staffUsers.userName })
    .from(staffUsers)
    .where(and(eq(staffUsers.tenantId, tenantId), eq(staffUsers.id, staffUserId)));
  if (!user) return undefined;
  const permissions = await db
    .select({
      country: staffPermissions.country,
      categories: staffPermissions.categories,
      brand: staffPermissions.brand,
    })
    .from(staffPermissions)
    .where(eq(staffPermissions.staffUserId, staffUserId));
  return { ...user, permissions };
}
