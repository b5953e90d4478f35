import {
  type NotificationOptOuts,
  nextOptOutScopes,
  OPT_OUT_BY_APP,
  type OptOutChange,
} from '@console/contracts/notifications';
import { type AuditEntry, audit } from '../../platform/audit/audit';
import type { AppUser } from '../../platform/auth/app-sessions';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { findEndUsers } from '../users';
import { findOptOuts, lockChannelOptOuts, writeChannelOptOuts } from './opt-outs.queries';

type Row = Awaited<ReturnType<typeof findOptOuts>>[number];
const toOptOut = (r: Row, setBy = r.setBy) => ({
  channel: r.channel,
  severity: r.severity,
  setBy,
  at: Math.floor(r.createdAt.getTime() / 1000),
});

/**
 * An app user's notification opt-outs per channel and severity (issue 34), read and set by support
 * from the user's page (only a user the caller can see: their tenant and countries) and by the user
 * in the consumer app (only their own). Every change audited, with who made it. The send path and the
 * audience preview read them (opt-outs.queries.ts).
 */
export function createOptOutsService(deps: { db: Db }) {
  const { db } = deps;

  /** Sets the channel's scopes after the change, in one transaction with its audit entry. */
  async function change(
    who: {
      tenantId: string;
      userId: string;
      setBy: string;
      actor: Pick<AuditEntry, 'actorId' | 'actorName'>;
    },
    c: OptOutChange,
    ip: string,
  ) {
    const key = { tenantId: who.tenantId, userId: who.userId, channel: c.channel };
    await db.transaction(async (tx) => {
      const before = await lockChannelOptOuts(tx, key);
      const after = nextOptOutScopes(before, c);
      await writeChannelOptOuts(tx, key, after, who.setBy);
      await audit(tx, {
        tenantId: who.tenantId,
        ...who.actor,
        action: c.optedOut ? 'notification.opted_out' : 'notification.opted_in',
        entity: 'end_user',
        entityId: who.userId,
        ip,
        detail: {
          channel: c.channel,
          severity: c.severity,
          before,
          after,
          ...(who.setBy === OPT_OUT_BY_APP ? { appUser: true } : {}),
        },
      });
    });
  }

  async function optOutsOf(auth: RequestAuth, userId: string): Promise<NotificationOptOuts> {
    if ((await findEndUsers(db, auth, { userId })).length === 0) throw notFound('unableToFindUser');
    const rows = await findOptOuts(db, auth.tenantId, userId);
    return { userId, optOuts: rows.map((r) => toOptOut(r)) };
  }

  /** The app user's own: any other id is nobody they can see. Staff names are not shown to the app. */
  async function ownOptOuts(user: AppUser, userId: string): Promise<NotificationOptOuts> {
    if (userId !== user.userId) throw notFound('unableToFindUser');
    const rows = await findOptOuts(db, user.tenantId, userId);
    const setBy = (r: Row) => (r.setBy === OPT_OUT_BY_APP ? OPT_OUT_BY_APP : 'support');
    return { userId, optOuts: rows.map((r) => toOptOut(r, setBy(r))) };
  }

  return {
    get: optOutsOf,

    async set(auth: RequestAuth, userId: string, c: OptOutChange, ip: string): Promise<NotificationOptOuts> {
      await optOutsOf(auth, userId);
      const actor = { actorId: auth.userId, actorName: auth.userName };
      await change({ tenantId: auth.tenantId, userId, setBy: auth.userName, actor }, c, ip);
      return optOutsOf(auth, userId);
    },

    getOwn: ownOptOuts,

    async setOwn(user: AppUser, userId: string, c: OptOutChange, ip: string): Promise<NotificationOptOuts> {
      await ownOptOuts(user, userId);
      const actor = { actorId: user.userId, actorName: null };
      await change({ tenantId: user.tenantId, userId, setBy: OPT_OUT_BY_APP, actor }, c, ip);
      return ownOptOuts(user, userId);
    },
  };
}
