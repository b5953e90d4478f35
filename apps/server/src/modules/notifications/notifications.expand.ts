import type { Db } from '../../platform/db/client';
import { capError, capOf, screen } from './delivery-policy';
import { type DecidedUser, readChunk, writeChunk } from './expansion.queries';
import { recipientQueryOf } from './notifications.deliver';
import {
  type ClaimedDelivery,
  type Recipient,
  type RecipientRow,
  recipientOf,
  type TaskRow,
} from './notifications.queries';
import type { Audience } from './notifications.targeting';

export interface ExpandedChunk {
  /** Those written `sending`, to be sent now. */
  claimed: ClaimedDelivery[];
  /** What the read found of every user of the chunk (their addresses, for the send). */
  recipients: Map<string, Recipient>;
  /** The task's cursor after the chunk, and whether the audience is all written. */
  cursor: string | null;
  expanded: boolean;
}

/**
 * Reads a run's audience `size` users at a time, the next chunk read ahead while the one before is
 * decided and written: the read needs nothing the write changes (users, addresses, opt-outs,
 * homes), and one after the other they were most of a step's time (4 and 5 ms a chunk of 250 on
 * PostgreSQL). A read ahead is used only if the task's cursor is where it was read from.
 */
export function createChunkReader(db: Db, task: TaskRow, audience: Audience, size: number) {
  const query = recipientQueryOf(task);
  let ahead: { after: string | null; rows: Promise<RecipientRow[]> } | undefined;
  const read = (after: string | null) => {
    const rows = readChunk(db, after, audience, query, size);
    // Failed ahead and never used: not an unhandled rejection (used, it throws where awaited).
    rows.catch(() => undefined);
    return { after, rows };
  };
  return async (cursor: string | null): Promise<RecipientRow[]> => {
    const current = ahead?.after === cursor ? ahead : read(cursor);
    const rows = await current.rows;
    const last = rows.at(-1)?.id;
    ahead = rows.length === size && last !== undefined ? read(last) : undefined;
    return rows;
  };
}

/**
 * The next `size` users of the task's audience after its cursor (`rows`, from its chunk reader),
 * each decided by the task's policy before a row is written (docs/decisions/0039): no address,
 * opted out and inside quiet hours are written as such, the others checked against the cap as
 * they are written, in one transaction with the cursor's move. One row per user, written once: the
 * policy's answers are not a second write. Undefined when the task stopped processing or its
 * cursor moved meanwhile (nothing written).
 */
export async function expandChunk(
  deps: { db: Db; now: () => number },
  task: TaskRow,
  audience: Audience,
  size: number,
  rows: RecipientRow[],
): Promise<ExpandedChunk | undefined> {
  const recipients = new Map(rows.map((r) => [r.id, recipientOf(r)]));
  const { go, stopped } = screen(
    task,
    rows.map((r) => ({ userId: r.id })),
    (userId) => recipients.get(userId),
    deps.now(),
  );
  const users: DecidedUser[] = [
    ...go.map(
      (u): DecidedUser => ({ userId: u.userId, status: 'sending', error: null, nextAttemptAt: null }),
    ),
    ...stopped.map(
      (s): DecidedUser => ({
        userId: s.item.userId,
        status: s.status,
        error: s.error,
        nextAttemptAt: s.nextAttemptAt ?? null,
      }),
    ),
  ];
  const cap = capOf(task);
  const cursor = rows.at(-1)?.id ?? task.cursor;
  const claimed = await writeChunk(deps.db, task, {
    after: task.cursor,
    last: cursor,
    seen: rows.length,
    size,
    users,
    cap: cap && { ...cap, error: capError(cap) },
    audience,
  });
  if (!claimed) return undefined;
  return { claimed, recipients, cursor, expanded: rows.length < size };
}
