import { createHash, randomBytes } from 'node:crypto';
import { MFA_TOKEN_TTL_MS } from '@console/contracts/constants';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { mfaChallenges, staffUsers } from '../../platform/db/schema';

export type MfaPurpose = 'login' | 'setup';

/** An mfaToken lives 5 minutes and allows 5 attempts at a code. */
export const CHALLENGE_MAX_ATTEMPTS = 5;

export const hashMfaToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new mfaToken (256 random bits); only its hash is stored. */
export async function createChallenge(
  db: Db,
  input: { purpose: MfaPurpose; tenantId: string; staffUserId: string; clientId?: string | null },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // Housekeeping: the account's dead challenges go as it gets a new one.
  await db
    .delete(mfaChallenges)
    .where(and(eq(mfaChallenges.staffUserId, input.staffUserId), lt(mfaChallenges.expiresAt, new Date())));
  await db.insert(mfaChallenges).values({
    tokenHash: hashMfaToken(token),
    purpose: input.purpose,
    tenantId: input.tenantId,
    staffUserId: input.staffUserId,
    clientId: input.clientId ?? null,
    expiresAt: new Date(Date.now() + MFA_TOKEN_TTL_MS),
  });
  return token;
}

/**
 * Counts one attempt on a live challenge and returns it; undefined when the token is unknown, of
 * another purpose or tenant, used, expired or out of attempts. One statement, so concurrent
 * attempts cannot exceed the limit.
 */
export async function claimChallenge(
  db: Db,
  tokenHash: string,
  purpose: MfaPurpose,
  tenantId: string | undefined,
) {
  const [row] = await db
    .update(mfaChallenges)
    .set({ attempts: sql`${mfaChallenges.attempts} + 1` })
    .where(
      and(
        eq(mfaChallenges.tokenHash, tokenHash),
        eq(mfaChallenges.purpose, purpose),
        tenantId === undefined ? undefined : eq(mfaChallenges.tenantId, tenantId),
        isNull(mfaChallenges.usedAt),
        gt(mfaChallenges.expiresAt, new Date()),
        lt(mfaChallenges.attempts, CHALLENGE_MAX_ATTEMPTS),
      ),
    )
    .returning();
  return row;
}

/** Marks a challenge used; false when another request used it first. */
export async function useChallenge(db: Db, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(mfaChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(mfaChallenges.tokenHash, tokenHash), isNull(mfaChallenges.usedAt)))
    .returning({ tokenHash: mfaChallenges.tokenHash });
  return rows.length === 1;
}

export async function findStaffById(db: Db, id: string) {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  return row;
}

export async function setPendingSecret(db: Db, staffUserId: string, sealed: string): Promise<void> {
  await db.update(staffUsers).set({ totpPendingEnc: sealed }).where(eq(staffUsers.id, staffUserId));
}

/** Records an accepted time step; false when that step or a later one was accepted before (a replay). */
export async function acceptStep(db: Db, staffUserId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(staffUsers)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffUsers.id, staffUserId),
        or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step)),
      ),
    )
    .returning({ id: staffUsers.id });
  return rows.length === 1;
}

/**
 * The pending secret becomes the active one. Only if it is still the secret the codes were checked
 * against (a newer Add Device replaces it); false otherwise.
 */
export async function activatePendingSecret(
  db: Db,
  staffUserId: string,
  sealed: string,
  step: number,
): Promise<boolean> {
  const rows = await db
    .update(staffUsers)
    .set({ totpSecretEnc: sealed, totpPendingEnc: null, mfaEnabled: true, totpLastStep: step })
    .where(and(eq(staffUsers.id, staffUserId), eq(staffUsers.totpPendingEnc, sealed)))
    .returning({ id: staffUsers.id });
  return rows.length === 1;
}
