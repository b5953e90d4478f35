import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { passwordResets, staffUsers } from '../../platform/db/schema';

/** The account an e-mail address belongs to in a tenant (the oldest, if several share it). */
export async function findStaffByEmail(db: Db, tenantId: string, email: string) {
  const [row] = await db
    .select({ id: staffUsers.id, email: staffUsers.email, userName: staffUsers.userName })
    .from(staffUsers)
    .where(and(eq(staffUsers.tenantId, tenantId), sql`lower(${staffUsers.email}) = ${email.toLowerCase()}`))
    .orderBy(asc(staffUsers.createdAt))
    .limit(1);
  return row;
}

/** A new code replaces every open one of the same person. */
export async function replaceOpenResets(
  db: Db,
  input: { tenantId: string; staffUserId: string; otpHash: string; expiresAt: Date },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.staffUserId, input.staffUserId), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values(input);
  });
}

/** The person's code still waiting to be verified, if any. */
export async function findOpenReset(db: Db, staffUserId: string) {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.staffUserId, staffUserId),
        isNull(passwordResets.usedAt),
        isNull(passwordResets.tokenHash),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

/** Counts a wrong code; the code dies at the limit. Returns the attempts made so far. */
export async function countWrongOtp(db: Db, id: string, maxAttempts: number): Promise<number> {
  const [row] = await db
    .update(passwordResets)
    .set({
      attempts: sql`${passwordResets.attempts} + 1`,
      usedAt: sql`case when ${passwordResets.attempts} + 1 >= ${maxAttempts} then now() else null end`,
    })
    .where(eq(passwordResets.id, id))
    .returning({ attempts: passwordResets.attempts });
  return row?.attempts ?? maxAttempts;
}

export async function setVerificationToken(db: Db, id: string, tokenHash: string, expiresAt: Date) {
  await db
    .update(passwordResets)
    .set({ tokenHash, tokenExpiresAt: expiresAt })
    .where(eq(passwordResets.id, id));
}

/**
 * Spends a verification token: marks it used and returns its person, or nothing when the token
 * is unknown, used, expired, or not for this tenant and address. One UPDATE, so a token cannot be used twice.
 */
export async function spendVerificationToken(db: Db, tenantId: string, email: string, tokenHash: string) {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        eq(passwordResets.tenantId, tenantId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.tokenExpiresAt, new Date()),
        sql`${passwordResets.staffUserId} in (select ${staffUsers.id} from ${staffUsers}
          where lower(${staffUsers.email}) = ${email.toLowerCase()})`,
      ),
    )
    .returning({ staffUserId: passwordResets.staffUserId });
  return row;
}

/** A new password: clears a lockout, since the person has just proved who they are. */
export async function setPasswordHash(db: Db, staffUserId: string, passwordHash: string) {
  await db
    .update(staffUsers)
    .set({ passwordHash, passwordChangedAt: new Date(), failedLogins: 0, lockedUntil: null })
    .where(eq(staffUsers.id, staffUserId));
}
