import type { UserSearchBody } from '@console/contracts/users';
import { and, eq, sql } from 'drizzle-orm';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { inScope } from '../../platform/auth/scope-filter';
import type { Db } from '../../platform/db/client';
import { endUsers } from '../../platform/db/schema';

/** End users matching one key, within the caller's tenant and countries. */
export function findEndUsers(db: Db, auth: RequestAuth, by: UserSearchBody) {
  const key =
    'email' in by
      ? sql`lower(${endUsers.email}) = ${by.email.toLowerCase()}`
      : 'mobile' in by
        ? eq(endUsers.mobile, by.mobile)
        : eq(endUsers.id, by.userId);
  return db
    .select({
      userId: endUsers.id,
      userName: endUsers.userName,
      firstName: endUsers.firstName,
      lastName: endUsers.lastName,
      email: endUsers.email,
      mobile: endUsers.mobile,
    })
    .from(endUsers)
    .where(and(key, inScope(auth, { tenantId: endUsers.tenantId, country: endUsers.country })))
    .limit(20);
}
