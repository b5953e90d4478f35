import type { UserSearchBody } from '@console/contracts/users';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { scopePlaceholders, scopeValues } from '../../platform/auth/scope';
import { type Db, preparedPerDb } from '../../platform/db/client';
import { endUsers } from '../../platform/db/schema';

type SearchKey = 'email' | 'mobile' | 'userId';

const value = sql.placeholder('value');
const keys: Record<SearchKey, SQL> = {
  email: sql`lower(${endUsers.email}) = ${value}`,
  mobile: eq(endUsers.mobile, value),
  userId: eq(endUsers.id, value),
};

const scope = scopePlaceholders({ tenantId: endUsers.tenantId, country: endUsers.country });

/** One prepared statement per search key, each served by its index. */
const searches = preparedPerDb((db) => {
  const search = (key: SearchKey) =>
    db
      .select({
        userId: endUsers.id,
        userName: endUsers.userName,
        firstName: endUsers.firstName,
        lastName: endUsers.lastName,
        email: endUsers.email,
        mobile: endUsers.mobile,
      })
      .from(endUsers)
      .where(and(keys[key], scope))
      .limit(20)
      .prepare(`end_users_by_${key}`);
  return { email: search('email'), mobile: search('mobile'), userId: search('userId') };
});

/** End users matching one key, within the caller's tenant and countries. */
export function findEndUsers(db: Db, auth: RequestAuth, by: UserSearchBody) {
  const [key, text] =
    'email' in by
      ? (['email', by.email.toLowerCase()] as const)
      : 'mobile' in by
        ? (['mobile', by.mobile] as const)
        : (['userId', by.userId] as const);
  return searches(db)[key].execute({ value: text, ...scopeValues(auth) });
}

/** Whether another end user of the tenant has this (lower-cased) e-mail address (`lower(email)` index). */
export async function emailTakenByAnother(db: Db, tenantId: string, email: string, userId: string) {
  const [taken] = await db
    .select({ id: endUsers.id })
    .from(endUsers)
    .where(
      and(eq(endUsers.tenantId, tenantId), sql`lower(${endUsers.email}) = ${email}`, ne(endUsers.id, userId)),
    )
    .limit(1);
  return taken !== undefined;
}

export async function setEndUserEmail(db: Db, tenantId: string, userId: string, email: string) {
  await db
    .update(endUsers)
    .set({ email })
    .where(and(eq(endUsers.id, userId), eq(endUsers.tenantId, tenantId)));
}

/** An end user's mobile number, in the tenant (the app's own user: no staff scope applies). */
export async function findEndUserMobile(db: Db, tenantId: string, userId: string) {
  const [row] = await db
    .select({ mobile: endUsers.mobile })
    .from(endUsers)
    .where(and(eq(endUsers.id, userId), eq(endUsers.tenantId, tenantId)));
  return row?.mobile;
}
