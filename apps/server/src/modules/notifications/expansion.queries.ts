/*
 * A run's expansion (issue 34, docs/decisions/0021 and 0039): the audience read a chunk at a time
 * after the task's cursor (end_users by primary key, keyset) with what the policy needs of each
 * user, then every user's delivery row written once, already decided: `sending` for those who go
 * (counted against the cap), held, capped, opted out or token-not-found for the others. The cap is
 * checked in the same transaction as the write, under the users' cap locks (holdCaps).
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { textList } from '../../platform/db/list-param';
import { rowsOf } from '../../platform/db/rows';
import { audienceWhere, unknownTypedUsers } from './audience.queries';
import { holdCaps, promotionsHad } from './delivery-policy.queries';
import {
  type ClaimedDelivery,
  type RecipientQuery,
  type RecipientRow,
  recipientsSql,
  type TaskRow,
} from './notifications.queries';
import type { Audience } from './notifications.targeting';

/**
 * The next `size` users of the audience after `cursor`, in id order, with their recipient facts.
 */
export async function readChunk(
  db: Db,
  cursor: string | null,
  audience: Audience,
  q: RecipientQuery,
  size: number,
): Promise<RecipientRow[]> {
  return rowsOf<RecipientRow>(
    await db.execute(
      recipientsSql(
        q,
        sql`select u.id from end_users u where ${audienceWhere(audience)} and u.id > ${cursor ?? ''}
          order by u.id limit ${size}`,
      ),
    ),
  );
}

/** A user of the chunk as decided before the write: `sending` goes now (unless the cap says no). */
export interface DecidedUser {
  userId: string;
  status: 'sending' | 'held' | 'optedOut' | 'tokenNotFound';
  error: string | null;
  nextAttemptAt: Date | null;
}

export interface ChunkWrite {
  /** The cursor the chunk was read after; the write is refused if the task's has moved since. */
  after: string | null;
  /** The chunk's last user id (the new cursor), and how many users it held out of `size`. */
  last: string | null;
  seen: number;
  size: number;
  users: DecidedUser[];
  cap: { count: number; days: number; error: string } | null;
  audience: Audience;
}

/**
 * Writes the chunk's delivery rows, moves the cursor and adds them to the task's counts (with the
 * last chunk, typed ids that are nobody the sender can reach to userCount and userFailedCount), in
 * one transaction. Those going are checked against the cap first: a user who already had their
 * promotions on the channel is written capped, the others counted (cap_counted). Answers the rows
 * written `sending`, or undefined when the task is no longer processing or its cursor moved (nothing
 * is written). A step repeated after a restart writes nobody twice (the unique key).
 */
export async function writeChunk(
  db: Db,
  task: TaskRow,
  w: ChunkWrite,
): Promise<ClaimedDelivery[] | undefined> {
  // Nothing is locked first: the task's row is locked by the statement that writes the chunk, at
  // its end (moving the cursor), so the send path's counts (recordResults) never wait the length of
  // the write for it. A task no longer processing, or whose cursor moved meanwhile (another
  // server wrote the chunk), matches nothing there: the transaction is rolled back.
  const refused = new Error('chunk refused');
  return db
    .transaction(async (tx) => {
      const going = w.users.filter((u) => u.status === 'sending').map((u) => u.userId);
      if (w.cap && going.length > 0) await holdCaps(tx, task.tenantId, task.channel, going);
      const written = await insertDecided(tx, task, w);
      if (!written) throw refused;
      return written;
    })
    .catch((error: unknown) => {
      if (error === refused) return undefined;
      throw error;
    });
}

async function insertDecided(tx: Tx, task: TaskRow, w: ChunkWrite): Promise<ClaimedDelivery[] | undefined> {
  const { cap } = w;
  // The audience's last chunk: fewer users than asked for.
  const last = w.seen < w.size;
  const had = cap
    ? sql`case when b.status = 'sending' then ${promotionsHad(
        { tenantId: task.tenantId, channel: task.channel, days: cap.days },
        sql`b.user_id`,
      )} else 0 end`
    : sql`0`;
  const capped = cap ? sql`(b.status = 'sending' and b.had >= ${cap.count})` : sql`false`;
  const [written] = rowsOf<{
    moved: number;
    ids: (string | number)[];
    unique_ids: string[];
    user_ids: string[];
  }>(
    await tx.execute(sql`
      with b0 as (
        select * from unnest(${textList(w.users.map((u) => u.userId))}, ${textList(w.users.map((u) => u.status))},
          ${textList(w.users.map((u) => u.error))}, ${textList(w.users.map((u) => u.nextAttemptAt?.toISOString() ?? null))}::timestamptz[])
          as b(user_id, status, error, next)
      ), b as (
        select b.*, ${had} as had from b0 as b
      ), decided as (
        select b.user_id, case when ${capped} then 'capped' else b.status end as status,
          case when ${capped} then ${cap?.error ?? null}::text else b.error end as error, b.next,
          b.status = 'sending' and not ${capped} and ${cap !== null}::boolean as counted
        from b
      ), ins as (
        insert into notification_deliveries (tenant_id, task_id, run, user_id, channel, status, attempts,
          next_attempt_at, error, cap_counted)
        select ${task.tenantId}, ${task.id}, ${task.run}, user_id, ${task.channel}, status,
          case when status = 'held' then 0 else 1 end, next, error, counted from decided
        on conflict do nothing returning id, unique_id, user_id, status
      ), unknown as (
        select case when ${last}::boolean then ${unknownTypedUsers(w.audience)} else 0 end as n
      ), moved as (
        update notification_tasks set cursor = coalesce(${w.last}::text, cursor),
          expanded = ${last}::boolean,
          user_count = user_count + (select count(*) from ins)
            + case when expanded then 0 else (select n from unknown) end,
          user_failed_count = user_failed_count + case when expanded then 0 else (select n from unknown) end,
          user_held_count = user_held_count + (select count(*) from ins where status = 'held'),
          user_capped_count = user_capped_count + (select count(*) from ins where status = 'capped'),
          user_opted_out_count = user_opted_out_count + (select count(*) from ins where status = 'optedOut'),
          token_not_found_user_count = token_not_found_user_count
            + (select count(*) from ins where status = 'tokenNotFound'),
          updated_at = now()
        where id = ${task.id} and status = 'processing' and cursor is not distinct from ${w.after}
        returning 1
      )
      select (select count(*) from moved)::int as moved, coalesce(array_agg(id order by id), '{}') as ids,
        coalesce(array_agg(unique_id order by id), '{}') as unique_ids,
        coalesce(array_agg(user_id order by id), '{}') as user_ids
      from ins where status = 'sending'`),
  );
  if (written?.moved !== 1) return undefined;
  return written.ids.map((id, i) => ({
    id: Number(id),
    uniqueId: written.unique_ids[i] as string,
    userId: written.user_ids[i] as string,
    attempts: 1,
  }));
}
