/*
 * The delivery funnel's SQL (issue 34). Receipts find their row by notification_deliveries_unique_id
 * (the uniqueId a provider's report or the app names); a task's funnel walks
 * notification_deliveries_task_status (task_id, status), grouped by provider; token health walks
 * notification_deliveries_token_health (tenant_id, answered_at), the push rows a provider answered.
 * No business rule here: which receipt moves what is delivery-receipts.ts.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { jsonParam } from '../../platform/db/json-param';
import { rowsOf } from '../../platform/db/rows';

/** One message's receipts, folded: the earliest delivered and opened times reported (opened may be absent). */
export interface FoldedReceipt {
  uniqueId: string;
  delivered: Date;
  opened: Date | null;
}

/** Whose messages a receipt may move: one user's in a tenant (the app), or one channel's (a provider). */
export type ReceiptScope = { tenantId: string; userId: string } | { channel: string };

const scopeFilter = (scope: ReceiptScope | undefined) =>
  !scope
    ? sql``
    : 'channel' in scope
      ? sql`and d.channel = ${scope.channel}`
      : sql`and d.tenant_id = ${scope.tenantId} and d.user_id = ${scope.userId}`;

export interface ReceiptRow {
  unique_id: string;
  status: string;
  sent_at: string | Date | null;
  delivered_at: string | Date | null;
  opened_at: string | Date | null;
}

/**
 * Writes receipts onto messages a provider took (status sending or sent: a report may overtake the
 * engine's own record of the answer), each stage's time only ever earlier or set (least() skips
 * nulls), so a repeated or late receipt moves nothing back; a row that would not change is not
 * written. Rows are locked in id order, so two batches of receipts never wait on each other.
 * `scope`: only that user's messages in that tenant (the app's report), or only the messages of
 * that channel (a provider's report). Answers every message found, as it stands after.
 */
export async function writeReceipts(
  db: Db,
  receipts: FoldedReceipt[],
  scope?: ReceiptScope,
): Promise<ReceiptRow[]> {
  if (receipts.length === 0) return [];
  const batch = receipts.map((r) => ({
    unique_id: r.uniqueId,
    delivered: r.delivered.toISOString(),
    opened: r.opened?.toISOString() ?? null,
  }));
  return rowsOf<ReceiptRow>(
    await db.execute(sql`
      with r as (
        select * from jsonb_to_recordset(${jsonParam(batch)})
          as r(unique_id text, delivered timestamptz, opened timestamptz)
      ), known as (
        select d.id, d.unique_id, d.status, d.sent_at, d.delivered_at, d.opened_at, r.delivered, r.opened
        from r join notification_deliveries d on d.unique_id = r.unique_id
        where d.status in ('sending', 'sent')
          ${scopeFilter(scope)}
        order by d.id for update of d
      ), moved as (
        update notification_deliveries d set delivered_at = least(k.delivered_at, k.delivered),
          opened_at = least(k.opened_at, k.opened)
        from known k
        where d.id = k.id and (least(k.delivered_at, k.delivered) is distinct from k.delivered_at
          or least(k.opened_at, k.opened) is distinct from k.opened_at)
        returning d.id, d.delivered_at, d.opened_at
      )
      select k.unique_id, k.status, k.sent_at, coalesce(m.delivered_at, k.delivered_at) as delivered_at,
        coalesce(m.opened_at, k.opened_at) as opened_at
      from known k left join moved m on m.id = k.id`),
  );
}

/** A provider's report that a message it took was not delivered (an SMS gateway's failed DLR). */
export interface FailureReport {
  uniqueId: string;
  error: string;
}

export interface FailureRow {
  unique_id: string;
  status: string;
  delivered_at: string | Date | null;
}

/**
 * Marks messages of `channel` a provider took (status sent) and that were not delivered as failed,
 * with the provider's error; a message delivered or already failed stays as it is, so a repeated or
 * late report changes nothing. Rows are locked in id order (as writeReceipts does). Answers every
 * message the provider took (sending, sent, or failed after it was sent), as it stands after.
 */
export async function writeFailureReports(
  db: Db,
  reports: FailureReport[],
  channel: string,
): Promise<FailureRow[]> {
  if (reports.length === 0) return [];
  const batch = reports.map((r) => ({ unique_id: r.uniqueId, error: r.error }));
  return rowsOf<FailureRow>(
    await db.execute(sql`
      with r as (
        select distinct on (unique_id) * from jsonb_to_recordset(${jsonParam(batch)})
          as r(unique_id text, error text)
      ), known as (
        select d.id, d.unique_id, d.status, d.delivered_at, r.error
        from r join notification_deliveries d on d.unique_id = r.unique_id
        where d.channel = ${channel}
          and (d.status in ('sending', 'sent') or d.status = 'failed' and d.sent_at is not null)
        order by d.id for update of d
      ), failed as (
        update notification_deliveries d set status = 'failed', error = left(k.error, 500)
        from known k
        where d.id = k.id and k.status = 'sent' and k.delivered_at is null
        returning d.id
      )
      select k.unique_id, case when f.id is null then k.status else 'failed' end as status, k.delivered_at
      from known k left join failed f on f.id = k.id`),
  );
}

export interface FunnelCountsRow {
  provider: string | null;
  queued: number;
  sent: number;
  delivered: number;
  opened: number;
  failed: number;
}

/** A task's rows per provider (every run): one aggregate over the task's index range. */
export async function findTaskFunnel(db: Db, tenantId: string, taskId: string) {
  return rowsOf<FunnelCountsRow>(
    await db.execute(sql`
      select provider, count(*)::int as queued, count(sent_at)::int as sent,
        count(delivered_at)::int as delivered, count(opened_at)::int as opened,
        (count(*) filter (where status in ('failed', 'tokenNotFound')))::int as failed
      from notification_deliveries
      where task_id = ${taskId} and tenant_id = ${tenantId}
      group by provider
      order by provider nulls last`),
  );
}

export interface TokenHealthRow {
  day: string;
  an_sends: number;
  an_refused: number;
  ios_sends: number;
  ios_refused: number;
}

/** The tenant's push answers per UTC day in [from, to): tokens tried and refused, per platform. */
export async function findTokenHealth(db: Db, tenantId: string, from: Date, to: Date) {
  return rowsOf<TokenHealthRow>(
    await db.execute(sql`
      select to_char(answered_at at time zone 'UTC', 'YYYY-MM-DD') as day,
        coalesce(sum(an_tokens), 0)::int as an_sends, coalesce(sum(an_refused), 0)::int as an_refused,
        coalesce(sum(ios_tokens), 0)::int as ios_sends, coalesce(sum(ios_refused), 0)::int as ios_refused
      from notification_deliveries
      where tenant_id = ${tenantId} and answered_at is not null
        and answered_at >= ${from.toISOString()}::timestamptz and answered_at < ${to.toISOString()}::timestamptz
      group by 1
      order by 1`),
  );
}
