import type { ChannelType, NotificationOptOuts } from '@console/contracts/notifications';
import { audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { findEndUsers } from '../users';
import { findOptOuts, setOptOut } from './opt-outs.queries';

/**
 * An app user's notification opt-outs, a channel each (issue 34), read and set by support from the
 * user's page: only for a user the caller can see (their tenant and countries); every change audited.
 * The send path and the audience preview read them (opt-outs.queries.ts).
 */
export function createOptOutsService(deps: { db: Db }) {
  const { db } = deps;

  async function optOutsOf(auth: RequestAuth, userId: string): Promise<NotificationOptOuts> {
    if ((await findEndUsers(db, auth, { userId })).length === 0) throw notFound('unableToFindUser');
    const rows = await findOptOuts(db, auth.tenantId, userId);
    return {
      userId,
      optOuts: rows.map((r) => ({
        channel: r.channel,
        setBy: r.setBy,
        at: Math.floor(r.createdAt.getTime() / 1000),
      })),
    };
  }

  return {
    get: optOutsOf,

    async set(
      auth: RequestAuth,
      userId: string,
      change: { channel: ChannelType; optedOut: boolean },
      ip: string,
    ): Promise<NotificationOptOuts> {
      await optOutsOf(auth, userId);
      const row = { tenantId: auth.tenantId, userId, channel: change.channel, setBy: auth.userName };
      await setOptOut(db, row, change.optedOut);
      await audit(db, auth, {
        action: change.optedOut ? 'notification.opted_out' : 'notification.opted_in',
        entity: 'end_user',
        entityId: userId,
        ip,
        detail: { channel: change.channel },
      });
      return optOutsOf(auth, userId);
    },
  };
}
