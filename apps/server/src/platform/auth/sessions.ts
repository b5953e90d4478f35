import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, staffUsers } from '../db/schema';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opaque bearer tokens: 256 random bits; only their hash is stored, so logout revokes at once. */
export async function createSession(
  db: Db,
  input: { tenantId: string; staffUserId: string; clientId?: string | null },
  policy: SessionPolicy,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + policy.absoluteHours * 3_600_000);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    tenantId: input.tenantId,
    staffUserId: input.staffUserId,
    clientId: input.clientId ?? null,
    expiresAt,
  });
  return { token, expiresAt };
}

/** The live session and its user, or null when missing, revoked, past its absolute end or idle too long. */
export async function resolveSession(db: Db, token: string, policy: SessionPolicy) {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ session: sessions, user: staffUsers })
    .from(sessions)
    .innerJoin(staffUsers, eq(staffUsers.id, sessions.staffUserId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .limit(1);
  if (!row) return null;
  const now = Date.now();
  const idleLimit = row.session.lastSeenAt.getTime() + policy.idleMinutes * 60_000;
  if (row.session.expiresAt.getTime() <= now || idleLimit <= now) return null;
  // Touch at most once a minute: a busy console must not write on every call.
  if (now - row.session.lastSeenAt.getTime() > 60_000) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return row;
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

/** Ends every session of a person (password change, reset). */
export async function revokeUserSessions(db: Db, staffUserId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.staffUserId, staffUserId), isNull(sessions.revokedAt)));
}
