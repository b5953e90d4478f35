import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { sessionCacheOf } from './session-cache';

/**
 * Revocations reach every server on the database through PostgreSQL NOTIFY, so a logout or a
 * password change on one is refused on the others at once, not after their cache TTL
 * (docs/decisions/0001-session-cache.md). Sent with the revoking statement's transaction: NOTIFY
 * is delivered on commit, never for a change that was rolled back.
 */
const CHANNEL = 'session_revocations';

export type Revocation = { tokenHash: string } | { staffUserId: string } | { all: true };

export async function announceRevocation(db: Db, revocation: Revocation): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(revocation)})`);
}

/** Applies every server's revocations to this process's session cache; resolves to a stop function. */
export function watchSessionRevocations(database: Database): Promise<() => Promise<void>> {
  const cache = sessionCacheOf(database.db);
  return database.listen(
    CHANNEL,
    (payload) => {
      const revocation = parse(payload);
      if (!revocation || 'all' in revocation) cache.clear();
      else if ('tokenHash' in revocation) cache.forget(revocation.tokenHash);
      else cache.forgetUser(revocation.staffUserId);
    },
    // Revocations sent while the listening connection was down are lost: trust nothing cached.
    () => cache.clear(),
  );
}

/** A payload this code did not write clears everything, the safe reading. */
function parse(payload: string): Revocation | undefined {
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    if (typeof value.tokenHash === 'string') return { tokenHash: value.tokenHash };
    if (typeof value.staffUserId === 'string') return { staffUserId: value.staffUserId };
  } catch {}
  return undefined;
}
