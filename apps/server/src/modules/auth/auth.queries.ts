import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { staffUsers } from '../../platform/db/schema';

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

export async function recordFailedLogin(db: Db, id: string, threshold: number, lockMinutes: number) {
  const lockUntil = new Date(Date.now() + lockMinutes * 60_000);
  await db
    .update(staffUsers)
    .set({
      failedLogins: sql`${staffUsers.failedLogins} + 1`,
      lockedUntil: sql`case when ${staffUsers.failedLogins} + 1 >= ${threshold} then ${lockUntil.toISOString()}::timestamptz else ${staffUsers.lockedUntil} end`,
    })
    .where(eq(staffUsers.id, id));
}

export async function clearFailedLogins(db: Db, id: string) {
  await db.update(staffUsers).set({ failedLogins: 0, lockedUntil: null }).where(eq(staffUsers.id, id));
}
