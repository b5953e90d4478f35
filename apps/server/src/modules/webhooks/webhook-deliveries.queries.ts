import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/rows';

/*
 * The delivery worker's statements. Due deliveries are found on `webhook_deliveries_due` (next_at
 * of pending rows); taking them moves next_at past a lease under FOR UPDATE SKIP LOCKED, so two
 * servers never take the same row and a server that dies mid-send leaves it to be taken again when
 * the lease ends. Times are the worker's clock (`now`), so tests can move it.
 */

export interface TakenDelivery {
  id: number;
  tenantId: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  attempt: number;
  createdAt: Date;
  body: string;
  url: string;
  secretSealed: string;
}

export async function takeDue(
  db: Db,
  now: Date,
  limit: number,
  leaseSeconds: number,
): Promise<TakenDelivery[]> {
  const result = await db.execute(sql`
    WITH due AS (
      SELECT id FROM webhook_deliveries
       WHERE state = 'pending' AND next_at <= ${now.toISOString()}::timestamptz
       ORDER BY next_at LIMIT ${limit} FOR UPDATE SKIP LOCKED),
    taken AS (
      UPDATE webhook_deliveries d
         SET attempts = d.attempts + 1,
             next_at = ${now.toISOString()}::timestamptz + make_interval(secs => ${leaseSeconds})
        FROM due WHERE d.id = due.id
      RETURNING d.id, d.tenant_id, d.endpoint_id, d.event_id, d.attempts, d.created_at)
    SELECT t.id, t.tenant_id AS "tenantId", t.endpoint_id AS "endpointId", t.event_id AS "eventId",
           e.type AS "eventType", t.attempts AS attempt, t.created_at AS "createdAt",
           e.payload::text AS body, p.url, p.secret_sealed AS "secretSealed"
      FROM taken t
      JOIN webhook_events e ON e.id = t.event_id
      JOIN webhook_endpoints p ON p.id = t.endpoint_id`);
  return rowsOf<TakenDelivery>(result).map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
}

export interface AttemptRow {
  deliveryId: number;
  tenantId: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  attempt: number;
  at: string;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  retryAt: string | null;
}

/** Writes the log rows of a batch of tries in one statement. */
export async function insertAttempts(db: Db | Tx, rows: AttemptRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    INSERT INTO webhook_attempts
      (tenant_id, endpoint_id, delivery_id, event_id, event_type, attempt, at, status_code, duration_ms, error, retry_at)
    SELECT r."tenantId", r."endpointId", r."deliveryId", r."eventId", r."eventType", r.attempt, r.at,
           r."statusCode", r."durationMs", r.error, r."retryAt"
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(
        "tenantId" text, "endpointId" text, "deliveryId" bigint, "eventId" text, "eventType" text,
        attempt int, at timestamptz, "statusCode" int, "durationMs" int, error text, "retryAt" timestamptz)`);
}

/** Marks deliveries done and clears their endpoints' failing streaks. */
export async function markDelivered(db: Db | Tx, ids: number[], endpointIds: string[], now: Date) {
  if (ids.length === 0) return;
  await db.execute(sql`
    UPDATE webhook_deliveries SET state = 'delivered', delivered_at = ${now.toISOString()}::timestamptz
     WHERE id IN (SELECT value::bigint FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`);
  await db.execute(sql`
    UPDATE webhook_endpoints SET failing_since = NULL
     WHERE failing_since IS NOT NULL
       AND id IN (SELECT value FROM jsonb_array_elements_text(${JSON.stringify(endpointIds)}::jsonb))`);
}

/** A failed try: its next one at `retryAt`, or given up (null). */
export async function markFailed(tx: Tx, id: number, retryAt: Date | null) {
  await tx.execute(
    retryAt
      ? sql`UPDATE webhook_deliveries SET next_at = ${retryAt.toISOString()}::timestamptz WHERE id = ${id}`
      : sql`UPDATE webhook_deliveries SET state = 'failed' WHERE id = ${id}`,
  );
}

/**
 * Starts (or continues) the endpoint's failing streak, from the time of the event it could not
 * take (`since`); disables it when the streak began before `disableBefore`. Answers whether this
 * call disabled it.
 */
export async function noteFailure(
  tx: Tx,
  endpointId: string,
  since: Date,
  now: Date,
  disableBefore: Date,
  reason: string,
) {
  const streak = sql`coalesce(failing_since, ${since.toISOString()}::timestamptz)`;
  const due = sql`${streak} <= ${disableBefore.toISOString()}::timestamptz`;
  const result = await tx.execute(sql`
    UPDATE webhook_endpoints
       SET failing_since = ${streak},
           enabled = CASE WHEN ${due} THEN false ELSE enabled END,
           disabled_at = CASE WHEN enabled AND ${due} THEN ${now.toISOString()}::timestamptz ELSE disabled_at END,
           disabled_reason = CASE WHEN enabled AND ${due} THEN ${reason} ELSE disabled_reason END
     WHERE id = ${endpointId}
    RETURNING tenant_id AS "tenantId", url, enabled,
              disabled_at IS NOT DISTINCT FROM ${now.toISOString()}::timestamptz AS "justDisabled"`);
  return rowsOf<{ tenantId: string; url: string; enabled: boolean; justDisabled: boolean }>(result)[0];
}
