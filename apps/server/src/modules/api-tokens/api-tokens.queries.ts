import { and, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { sessions, staffUsers } from '../../platform/db/schema';

/*
 * API tokens are rows of the sessions table (the platform's) with a token id; the list reads a
 * tenant's by sessions_tenant_tokens, a person's by sessions_user, the owner's name joined.
 */

const columns = {
  tokenId: sql<string>`${sessions.tokenId}`,
  name: sql<string>`${sessions.tokenName}`,
  ownerId: sessions.staffUserId,
  ownerName: sql<string>`${staffUsers.firstName} || ' ' || ${staffUsers.lastName}`,
  rules: sql<string[]>`${sessions.tokenRules}`,
  readOnly: sessions.tokenReadOnly,
  scope: sessions.tokenScope,
  createdAt: sessions.createdAt,
  expiresAt: sessions.expiresAt,
  lastSeenAt: sessions.lastSeenAt,
  revokedAt: sessions.revokedAt,
};

export type TokenRow = {
  tokenId: string;
  name: string;
  ownerId: string;
  ownerName: string;
  rules: string[];
  readOnly: boolean;
  scope: { countries: string[]; categories: string[]; brands: string[] } | null;
  createdAt: Date;
  expiresAt: Date;
  lastSeenAt: Date;
  revokedAt: Date | null;
};

const tokensOf = (tenantId: string, ownerId?: string): SQL =>
  and(
    eq(sessions.tenantId, tenantId),
    isNotNull(sessions.tokenId),
    ownerId ? eq(sessions.staffUserId, ownerId) : undefined,
  ) as SQL;

export async function listTokens(
  db: Db,
  tenantId: string,
  ownerId: string | undefined,
  page: number,
  size: number,
) {
  const where = tokensOf(tenantId, ownerId);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(sessions)
      .innerJoin(staffUsers, eq(staffUsers.id, sessions.staffUserId))
      .where(where)
      .orderBy(desc(sessions.createdAt))
      .limit(size)
      .offset(page * size),
    db.select({ n: sql<number>`count(*)::int` }).from(sessions).where(where),
  ]);
  return { total: total?.n ?? 0, rows: rows as TokenRow[] };
}

export async function findToken(db: Db, tenantId: string, tokenId: string): Promise<TokenRow | null> {
  const [row] = await db
    .select(columns)
    .from(sessions)
    .innerJoin(staffUsers, eq(staffUsers.id, sessions.staffUserId))
    .where(and(tokensOf(tenantId), eq(sessions.tokenId, tokenId)));
  return (row as TokenRow | undefined) ?? null;
}
