import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/rows';

/*
 * The webhook log's retention: a maintenance job over every tenant at once, in short statements
 * of `limit` rows each, oldest first. Events on webhook_events_created, each kept while one of its
 * deliveries waits (webhook_deliveries_event), its deliveries deleted with it by the foreign key's
 * cascade (webhook_deliveries_event again); tries on webhook_attempts_at.
 */

const countOf = (result: unknown) => Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);

/** Deletes up to `limit` events from before `before` none of whose deliveries waits; answers how many. */
export async function deleteSettledEvents(db: Db, before: Date, limit: number): Promise<number> {
  return countOf(
    await db.execute(sql`
      WITH doomed AS (
        SELECT e.id FROM webhook_events e
         WHERE e.created_at < ${before.toISOString()}::timestamptz
           AND NOT EXISTS (
             SELECT 1 FROM webhook_deliveries d WHERE d.event_id = e.id AND d.state = 'pending')
         ORDER BY e.created_at LIMIT ${limit}),
      gone AS (DELETE FROM webhook_events e USING doomed WHERE e.id = doomed.id RETURNING 1)
      SELECT count(*)::int AS n FROM gone`),
  );
}

/** Deletes up to `limit` tries of the delivery log from before `before`; answers how many. */
export async function deleteAttemptsBefore(db: Db, before: Date, limit: number): Promise<number> {
  return countOf(
    await db.execute(sql`
      WITH doomed AS (
        SELECT id FROM webhook_attempts WHERE at < ${before.toISOString()}::timestamptz
         ORDER BY at LIMIT ${limit}),
      gone AS (DELETE FROM webhook_attempts a USING doomed WHERE a.id = doomed.id RETURNING 1)
      SELECT count(*)::int AS n FROM gone`),
  );
}
