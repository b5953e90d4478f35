import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import {
  sessions,
  ssoIdentities,
  ssoLogins,
  ssoSessions,
  staffPermissions,
  staffUsers,
  tenantSso,
} from '../../platform/db/schema';

/*
 * Single sign-on's queries. tenant_sso by its primary key (a row a tenant); sso_logins by state hash
 * (its key) and expiry (sso_logins_expires); sso_identities by (tenant, issuer, subject), its key;
 * staff accounts by the tenant's lower(e-mail) (staff_users_tenant_email) and lower(user name)
 * (staff_users_tenant_user_name); sso_sessions by token hash, its key.
 */

export type TenantSsoRow = typeof tenantSso.$inferSelect;

export async function findTenantSso(db: Db, tenantId: string): Promise<TenantSsoRow | undefined> {
  const [row] = await db.select().from(tenantSso).where(eq(tenantSso.tenantId, tenantId)).limit(1);
  return row;
}

/** The tenant's accounts of these user names (lower case), by staff_users_tenant_user_name. */
export async function findStaffByUserNames(db: Db, tenantId: string, lowerNames: string[]) {
  if (lowerNames.length === 0) return [];
  return db
    .select({ userName: staffUsers.userName, roles: staffUsers.roles })
    .from(staffUsers)
    .where(and(eq(staffUsers.tenantId, tenantId), inArray(sql`lower(${staffUsers.userName})`, lowerNames)));
}

export async function upsertTenantSso(db: Db | Tx, row: typeof tenantSso.$inferInsert) {
  const { tenantId: _, ...set } = row;
  await db.insert(tenantSso).values(row).onConflictDoUpdate({ target: tenantSso.tenantId, set });
}

export async function insertSsoLogin(db: Db, row: typeof ssoLogins.$inferInsert) {
  await db.delete(ssoLogins).where(lte(ssoLogins.expiresAt, new Date()));
  await db.insert(ssoLogins).values(row);
}

export async function findSsoLogin(db: Db, stateHash: string) {
  const [row] = await db.select().from(ssoLogins).where(eq(ssoLogins.stateHash, stateHash)).limit(1);
  return row;
}

/** Takes the sign-in under way for good; false when another request took it first. */
export async function consumeSsoLogin(tx: Tx, stateHash: string): Promise<boolean> {
  const rows = await tx
    .delete(ssoLogins)
    .where(eq(ssoLogins.stateHash, stateHash))
    .returning({ stateHash: ssoLogins.stateHash });
  return rows.length === 1;
}

export async function findIdentity(db: Db | Tx, tenantId: string, issuer: string, subject: string) {
  const [row] = await db
    .select({ staffUserId: ssoIdentities.staffUserId })
    .from(ssoIdentities)
    .where(
      and(
        eq(ssoIdentities.tenantId, tenantId),
        eq(ssoIdentities.issuer, issuer),
        eq(ssoIdentities.subject, subject),
      ),
    )
    .limit(1);
  return row?.staffUserId;
}

/** Staff accounts of the tenant with this e-mail (any case); two at most tell it is ambiguous. */
export async function findStaffIdsByEmail(db: Db | Tx, tenantId: string, email: string) {
  const rows = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.tenantId, tenantId), sql`lower(${staffUsers.email}) = ${email.toLowerCase()}`))
    .limit(2);
  return rows.map((r) => r.id);
}

export async function userNameTaken(db: Db | Tx, tenantId: string, userName: string) {
  const [row] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(
      and(eq(staffUsers.tenantId, tenantId), sql`lower(${staffUsers.userName}) = ${userName.toLowerCase()}`),
    )
    .limit(1);
  return row !== undefined;
}

export async function findStaffName(db: Db | Tx, staffUserId: string) {
  const [row] = await db
    .select({ userName: staffUsers.userName })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffUserId))
    .limit(1);
  return row?.userName;
}

export async function insertStaffAccount(tx: Tx, row: typeof staffUsers.$inferInsert): Promise<string> {
  const [created] = await tx.insert(staffUsers).values(row).returning({ id: staffUsers.id });
  if (!created) throw new Error('staff account not created');
  return created.id;
}

/** The provider's word on roles and data scope replaces the account's. */
export async function replaceAccess(
  tx: Tx,
  tenantId: string,
  staffUserId: string,
  access: { roles: string[]; entries: { country: string; categories: string[]; brand: string }[] },
) {
  await tx.update(staffUsers).set({ roles: access.roles }).where(eq(staffUsers.id, staffUserId));
  await tx.delete(staffPermissions).where(eq(staffPermissions.staffUserId, staffUserId));
  if (access.entries.length)
    await tx.insert(staffPermissions).values(access.entries.map((e) => ({ ...e, tenantId, staffUserId })));
}

export async function upsertIdentity(tx: Tx, row: typeof ssoIdentities.$inferInsert) {
  await tx
    .insert(ssoIdentities)
    .values(row)
    .onConflictDoUpdate({
      target: [ssoIdentities.tenantId, ssoIdentities.issuer, ssoIdentities.subject],
      set: { lastSignInAt: new Date() },
    });
}

export async function insertSsoSession(tx: Tx, row: typeof ssoSessions.$inferInsert) {
  await tx.insert(ssoSessions).values(row);
}

/**
 * Takes a due check of an SSO session (one server, one request does it): moves its next check on
 * by the tenant's interval and answers what the check needs; nothing when it is not due or taken.
 */
export async function claimSessionCheck(db: Db, tokenHash: string) {
  const [row] = await db
    .update(ssoSessions)
    .set({
      checkAt: sql`now() + make_interval(mins => coalesce((select ${tenantSso.recheckMinutes} from ${tenantSso}
        where ${tenantSso.tenantId} = ${ssoSessions.tenantId}), 5))`,
    })
    .where(and(eq(ssoSessions.tokenHash, tokenHash), lte(ssoSessions.checkAt, sql`now()`)))
    .returning({
      tenantId: ssoSessions.tenantId,
      subject: ssoSessions.subject,
      tokensEnc: ssoSessions.tokensEnc,
      staffUserId: sql<string>`(select ${sessions.staffUserId} from ${sessions} where ${sessions.tokenHash} = ${tokenHash})`,
    });
  return row;
}

export async function updateSessionTokens(db: Db, tokenHash: string, tokensEnc: string) {
  await db.update(ssoSessions).set({ tokensEnc }).where(eq(ssoSessions.tokenHash, tokenHash));
}
