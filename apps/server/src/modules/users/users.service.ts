import { messages } from '@console/contracts/messages';
import type { UpdateUserEmailBody } from '@console/contracts/users';
import { and, eq, ne, sql } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import { endUsers } from '../../platform/db/schema';
import { AppError, notFound } from '../../platform/http/errors';
import { findEndUsers } from './users.queries';

/**
 * The e-mail edit of an end user (spec 000 sections 4 to 7): a user in the caller's tenant and
 * countries, an address no other user of the tenant has; the change and the old address are audited
 * in the same transaction.
 */
export function createUsersService(db: Db) {
  return {
    async updateEmail(auth: RequestAuth, body: UpdateUserEmailBody, ip: string) {
      const [user] = await findEndUsers(db, auth, { userId: body.userId });
      if (!user) throw notFound('userNotFound');
      const email = body.email.toLowerCase();
      await db.transaction(async (tx) => {
        const [taken] = await tx
          .select({ id: endUsers.id })
          .from(endUsers)
          .where(
            and(
              eq(endUsers.tenantId, auth.tenantId),
              sql`lower(${endUsers.email}) = ${email}`,
              ne(endUsers.id, user.userId),
            ),
          )
          .limit(1);
        if (taken) throw new AppError(409, 'emailInUse');
        await tx
          .update(endUsers)
          .set({ email })
          .where(and(eq(endUsers.id, user.userId), eq(endUsers.tenantId, auth.tenantId)));
        await audit(tx, auth, {
          action: 'user.email.updated',
          entity: 'end_user',
          entityId: user.userId,
          detail: { from: user.email, to: email },
          ip,
        });
      });
      return { status: 'success' as const, message: messages.emailUpdated };
    },
  };
}
