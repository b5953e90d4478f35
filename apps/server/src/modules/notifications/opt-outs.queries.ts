/*
 * App users' notification opt-outs (issue 34): notification_opt_outs by its key (user_id, channel,
 * severity). The send path, the audience preview and the user's page read it; support and the
 * user (in the app) set it.
 */
import { type ChannelType, type OptOutScope, optOutScopesFor } from '@console/contracts/notifications';
import { and, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { textList } from '../../platform/db/list-param';
import { notificationOptOuts } from '../../platform/db/schema';

/**
 * Whether a task of this severity skips the user on the channel, as an expression: the one reading
 * the send and the preview share. The scopes that stop it are the contracts' rule (optOutScopesFor:
 * a whole opt-out, and the severity's own unless it is an alert); the key's prefix finds them.
 */
export const optedOutOf = (userId: SQL, channel: ChannelType, severity: string) =>
  sql`exists (select 1 from notification_opt_outs o where o.user_id = ${userId} and o.channel = ${channel}
    and ${stopsSeverity(severity)})`;

/** Opt-out rows `o` whose scope stops a task of this severity (optOutScopesFor). */
const stopsSeverity = (severity: string) => sql`o.severity = any(${textList(optOutScopesFor(severity))})`;

/**
 * optedOutOf for every user `users` (a subquery of ids) yields at once, as a set (user_id, and per
 * channel whether a task of this severity skips them): one pass for a whole audience.
 */
export const optedOutBy = (users: SQL, channels: readonly ChannelType[], severity: string) =>
  sql`(select o.user_id, ${sql.join(
    channels.map((c) => sql`bool_or(o.channel = ${c}) as ${sql.raw(c)}`),
    sql`, `,
  )} from notification_opt_outs o
    where o.user_id in (${users}) and ${stopsSeverity(severity)} group by o.user_id)`;

/** A user's opt-outs within the tenant, by channel and scope. */
export function findOptOuts(db: Db, tenantId: string, userId: string) {
  return db
    .select()
    .from(notificationOptOuts)
    .where(and(eq(notificationOptOuts.tenantId, tenantId), eq(notificationOptOuts.userId, userId)))
    .orderBy(notificationOptOuts.channel, notificationOptOuts.severity);
}

type ChannelKey = { tenantId: string; userId: string; channel: ChannelType };

/** A user's rows on one channel (the key's first columns). */
const ofChannel = (key: ChannelKey) =>
  and(
    eq(notificationOptOuts.tenantId, key.tenantId),
    eq(notificationOptOuts.userId, key.userId),
    eq(notificationOptOuts.channel, key.channel),
  );

/** A user's scopes on one channel, their rows locked until the transaction ends. */
export async function lockChannelOptOuts(tx: Tx, key: ChannelKey): Promise<OptOutScope[]> {
  const rows = await tx
    .select({ severity: notificationOptOuts.severity })
    .from(notificationOptOuts)
    .where(ofChannel(key))
    .for('update');
  return rows.map((r) => r.severity);
}

/**
 * Makes the channel's scopes these: the others are taken away, the new ones added by `setBy`, and
 * those already there kept as first set.
 */
export async function writeChannelOptOuts(tx: Tx, key: ChannelKey, scopes: OptOutScope[], setBy: string) {
  await tx
    .delete(notificationOptOuts)
    .where(
      scopes.length ? and(ofChannel(key), notInArray(notificationOptOuts.severity, scopes)) : ofChannel(key),
    );
  if (scopes.length)
    await tx
      .insert(notificationOptOuts)
      .values(scopes.map((severity) => ({ ...key, severity, setBy })))
      .onConflictDoNothing();
}
