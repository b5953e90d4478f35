import { messages } from '@console/contracts/messages';
import type { UpdateUserEmailBody, UserSearchBody, UserSearchResult } from '@console/contracts/users';
import { audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { emailTakenByAnother, findEndUsers, setEndUserEmail } from './users.queries';

/**
 * The e-mail edit of an end user (spec 000 sections 4 to 7): a user in the caller's tenant and
 * countries, an address no other user of the tenant has; the change and the old address are audited
 * in the same transaction.
 */
export function createUsersService(db: Db) {
  return {
    /** End users by mobile, e-mail or id in the caller's tenant and countries; none is 'User not found'. */
    async search(auth: RequestAuth, by: UserSearchBody): Promise<UserSearchResult> {
      const users = await findEndUsers(db, auth, by);
      if (users.length === 0) throw notFound('userNotFound');
      return { users };
    },

    async updateEmail(auth: RequestAuth, body: UpdateUserEmailBody, ip: string) {
      const [user] = await findEndUsers(db, auth, { userId: body.userId });
      if (!user) throw notFound('userNotFound');
      const email = body.email.toLowerCase();
      await db.transaction(async (tx) => {
        if (await emailTakenByAnother(tx, auth.tenantId, email, user.userId)) {
          throw new AppError(409, 'emailInUse');
        }
        await setEndUserEmail(tx, auth.tenantId, user.userId, email);
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
