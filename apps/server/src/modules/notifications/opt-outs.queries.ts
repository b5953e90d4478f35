/*
 * App users' notification opt-outs (issue 34): notification_opt_outs by its key (user_id, channel).
 * The send path, the audience preview and the user's page read it; support sets it.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { textList } from '../../platform/db/list-param';
import { rowsOf } from '../../platform/db/rows';
import { notificationOptOuts } from '../../platform/db/schema';

type Channel = 'push' | 'sms' | 'email';

/** Whether a user opted out of a channel, as an expression: the one reading the send and the preview share. */
export const optedOutOf = (userId: SQL, channel: Channel) =>
  sql`exists (select 1 from notification_opt_outs o where o.user_id = ${userId} and o.channel = ${channel})`;

/** Which of these users opted out of the channel. */
export async function optedOutUsers(db: Db, channel: Channel, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = rowsOf<{ id: string }>(
    await db.execute(
      sql`select u.id from unnest(${textList(userIds)}) as u(id) where ${optedOutOf(sql`u.id`, channel)}`,
    ),
  );
  return new Set(rows.map((r) => r.id));
}

/** A user's opt-outs within the tenant, by channel. */
export function findOptOuts(db: Db, tenantId: string, userId: string) {
  return db
    .select()
    .from(notificationOptOuts)
    .where(and(eq(notificationOptOuts.tenantId, tenantId), eq(notificationOptOuts.userId, userId)))
    .orderBy(notificationOptOuts.channel);
}

/** Opts the user out of the channel (kept as first set when already out), or back in. */
export async function setOptOut(
  db: Db,
  row: { tenantId: string; userId: string; channel: Channel; setBy: string },
  optedOut: boolean,
) {
  if (optedOut) await db.insert(notificationOptOuts).values(row).onConflictDoNothing();
  else
    await db
      .delete(notificationOptOuts)
      .where(
        and(
          eq(notificationOptOuts.tenantId, row.tenantId),
          eq(notificationOptOuts.userId, row.userId),
          eq(notificationOptOuts.channel, row.channel),
        ),
      );
}
