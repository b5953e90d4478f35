import type { UserSearchBody } from '@console/contracts/users';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { scopePlaceholders } from '../../platform/auth/scope';
import { scopedLookups } from '../../platform/db/batched-lookup';
import type { Db } from '../../platform/db/client';
import { endUsers } from '../../platform/db/schema';

type SearchKey = 'email' | 'mobile' | 'userId';

/** At most this many users answer one search (spec 000: the search lists them). */
const MAX_USERS = 20;

const keys = sql.placeholder('keys');
/** Each search key's column as compared (e-mails lower-cased, served by the `lower(email)` index). */
const keyColumns: Record<SearchKey, SQL> = {
  email: sql`lower(${endUsers.email})`,
  mobile: sql`${endUsers.mobile}`,
  userId: sql`${endUsers.id}`,
};

const scope = scopePlaceholders({ tenantId: endUsers.tenantId, country: endUsers.country });

/** One prepared statement per search key, over many values at once, each served by its index. */
const searches = scopedLookups((db: Db) => {
  const search = (key: SearchKey) =>
    db
      .select({
        key: sql<string>`${keyColumns[key]}`.as('key'),
        row: {
          userId: endUsers.id,
          userName: endUsers.userName,
          firstName: endUsers.firstName,
          lastName: endUsers.lastName,
          email: endUsers.email,
          mobile: endUsers.mobile,
        },
      })
      .from(endUsers)
      .where(and(sql`${keyColumns[key]} = any(${keys}::text[])`, scope))
      .prepare(`end_users_by_${key}`);
  return { email: search('email'), mobile: search('mobile'), userId: search('userId') };
});

/** End users matching one key (at most 20), within the caller's tenant and countries. */
export async function findEndUsers(db: Db, auth: RequestAuth, by: UserSearchBody) {
  const [key, text] =
    'email' in by
      ? (['email', by.email.toLowerCase()] as const)
      : 'mobile' in by
        ? (['mobile', by.mobile] as const)
        : (['userId', by.userId] as const);
  const users = await searches(db, key, auth, text);
  return users.slice(0, MAX_USERS);
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
