/*
 * The notification area's SQL. Tasks: notification_tasks_tenant_created (lists), notification_tasks_open
 * (the sweep). Deliveries: notification_deliveries_once (expansion, conflict-free by key),
 * notification_deliveries_task_status (claiming and closing a run), notification_deliveries_user_log
 * (a user's log, newest first). Audience: end_users by primary key (keyset), app_installs_user.
 * end_users is the users area's: named here because expansion and addressing go a chunk of
 * thousands of users a statement.
 */
import type { ChannelType } from '@console/contracts/notifications';
import { and, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { type Db, preparedPerDb, type Tx } from '../../platform/db/client';
import { jsonParam } from '../../platform/db/json-param';
import { textList } from '../../platform/db/list-param';
import { rowsOf } from '../../platform/db/rows';
import { notificationOutbox, notificationTasks } from '../../platform/db/schema';
import { audienceWhere, unknownTypedUsers } from './audience.queries';
import { homeZonesOf } from './delivery-policy.queries';
import type { Audience } from './notifications.targeting';
import { optedOutOf } from './opt-outs.queries';

export type TaskRow = typeof notificationTasks.$inferSelect;

export async function insertTask(db: Db | Tx, row: typeof notificationTasks.$inferInsert): Promise<TaskRow> {
  const [task] = await db.insert(notificationTasks).values(row).returning();
  if (!task) throw new Error('notification task insert returned nothing');
  return task;
}

/** A task by id, and by id within a tenant (the console's status polls): each planned once per connection. */
const taskReads = preparedPerDb((db) => {
  const id = sql.placeholder('id');
  return {
    any: db.select().from(notificationTasks).where(eq(notificationTasks.id, id)).prepare('notification_task'),
    ofTenant: db
      .select()
      .from(notificationTasks)
      .where(and(eq(notificationTasks.id, id), eq(notificationTasks.tenantId, sql.placeholder('tenantId'))))
      .prepare('notification_task_of_tenant'),
  };
});

export async function findTask(db: Db, taskId: string, tenantId?: string): Promise<TaskRow | undefined> {
  const reads = taskReads(db);
  const [task] = tenantId
    ? await reads.ofTenant.execute({ id: taskId, tenantId })
    : await reads.any.execute({ id: taskId });
  return task;
}

/** The tenant's newest tasks, optionally those whose id starts with `prefix`. */
export function listTasks(db: Db, tenantId: string, prefix: string | undefined, limit: number) {
  const tenant = eq(notificationTasks.tenantId, tenantId);
  return db
    .select()
    .from(notificationTasks)
    .where(
      prefix ? and(tenant, ilike(notificationTasks.id, `${prefix.replace(/[%_\\]/g, '\\$&')}%`)) : tenant,
    )
    .orderBy(desc(notificationTasks.createdAt))
    .limit(limit);
}

export interface ClaimedDelivery {
  id: number;
  uniqueId: string;
  userId: string;
  attempts: number;
}

/** Takes up to `size` deliveries of the run that are due, marking them sending (another worker skips them). */
export async function claimDeliveries(db: Db, task: TaskRow, size: number): Promise<ClaimedDelivery[]> {
  const rows = rowsOf<{ id: number; unique_id: string; user_id: string; attempts: number }>(
    await db.execute(sql`
      with due as (
        select id, status from notification_deliveries
        where task_id = ${task.id} and run = ${task.run} and status in ('queued', 'held')
          and (next_attempt_at is null or next_attempt_at <= now())
        order by id limit ${size} for update skip locked
      ), claimed as (
        update notification_deliveries d set status = 'sending', attempts = d.attempts + 1
        from due where d.id = due.id
          and exists (select 1 from notification_tasks t where t.id = d.task_id and t.status = 'processing')
        returning d.id, d.unique_id, d.user_id, d.attempts, due.status as was
      ), released as (
        update notification_tasks set user_held_count = user_held_count
          - (select count(*)::int from claimed where was = 'held')
        where id = ${task.id} and exists (select 1 from claimed where was = 'held')
      )
      select id, unique_id, user_id, attempts from claimed`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    uniqueId: r.unique_id,
    userId: r.user_id,
    attempts: r.attempts,
  }));
}

/** One claimed user's addresses on the task's channel, opt-out and clock, as recipientsOf reads them. */
export interface Recipient {
  /** Push: every token on the chosen platforms (oldest install first); SMS and e-mail: the one. */
  addresses: { address: string; platform?: 'an' | 'ios' }[];
  /** Whether a task of this severity skips them on the channel (optedOutOf). */
  optedOut: boolean;
  /** Their first home that names a zone (homeZonesOf; only when `clocks` was asked), and country. */
  home_zone: string | null;
  country: string | null;
}

export interface RecipientQuery {
  channel: ChannelType;
  severity: string;
  platforms: string[];
  clocks: boolean;
}

export interface RecipientRow {
  id: string;
  addresses: Recipient['addresses'] | string;
  opted_out: boolean;
  home_zone: string | null;
  country: string | null;
}

/**
 * What the send path needs of the users `ids` yields (a subquery of ids, read once), in one
 * statement, ordered by user id: their addresses on the channel (push tokens of these platforms,
 * mobile or e-mail), whether they opted out of it for this severity, and with `clocks` their home
 * zone and country (quiet hours). Users with no address are answered with none.
 */
export function recipientsSql(q: RecipientQuery, ids: SQL): SQL {
  const of = sql`select id from x`;
  const column = sql.raw(q.channel === 'sms' ? 'mobile' : 'email');
  const addresses =
    q.channel === 'push'
      ? sql`coalesce(t.tokens, '[]'::jsonb)`
      : sql`case when coalesce(u.${column}, '') = '' then '[]'::jsonb
          else jsonb_build_array(jsonb_build_object('address', u.${column})) end`;
  return sql`
    with x(id) as materialized (${ids})
    select x.id, ${addresses} as addresses, ${optedOutOf(sql`x.id`, q.channel, q.severity)} as opted_out,
      ${q.clocks ? sql`z.time_zone` : sql`null::text`} as home_zone, u.country
    from x left join end_users u on u.id = x.id
    ${
      q.channel === 'push'
        ? sql`left join (select i.user_id, jsonb_agg(jsonb_build_object('address', i.push_token,
              'platform', i.platform) order by i.id) as tokens from app_installs i
            where i.user_id in (${of}) and i.platform = any(${textList(q.platforms)})
              and i.push_token is not null and i.push_token <> '' group by i.user_id) t on t.user_id = x.id`
        : sql``
    }
    ${q.clocks ? sql`left join ${homeZonesOf(of)} z on z.user_id = x.id` : sql``}
    order by x.id`;
}

export const recipientOf = (r: RecipientRow): Recipient => ({
  addresses: typeof r.addresses === 'string' ? JSON.parse(r.addresses) : r.addresses,
  optedOut: r.opted_out,
  home_zone: r.home_zone,
  country: r.country,
});

/** recipientsSql for a claimed batch's users: one round trip per batch. */
export async function recipientsOf(
  db: Db,
  q: RecipientQuery,
  userIds: string[],
): Promise<Map<string, Recipient>> {
  if (userIds.length === 0) return new Map();
  const rows = rowsOf<RecipientRow>(
    await db.execute(recipientsSql(q, sql`select unnest(${textList(userIds)})`)),
  );
  return new Map(rows.map((r) => [r.id, recipientOf(r)]));
}

export interface DeliveryResult {
  id: number;
  /**
   * expired: the task expired before it went out (counted in userFailedCount, as a dropped one).
   * held: inside the user's quiet hours, until nextAttemptAt (not an attempt). capped: the user had
   * their promotions on the channel; optedOut: the user opted out of the channel or of the task's severity on it (issue 34).
   */
  status: 'sent' | 'failed' | 'tokenNotFound' | 'queued' | 'expired' | 'held' | 'capped' | 'optedOut';
  error?: string;
  /** For a retry: when it may go again. */
  nextAttemptAt?: Date;
  /** The provider that answered (the delivery funnel's), when one did. */
  provider?: string;
  /** Push: tokens [tried, refused as unknown] per platform on this attempt (token health). */
  tokens?: { an: [number, number]; ios: [number, number] };
}

/**
 * Records the outcomes of a claimed batch and adds them to the task's counts, in one statement. A
 * sent one's time is never after a receipt already written for it (a provider's report may come
 * first); push answers keep their per-platform token counts and time (the latest attempt's).
 */
export async function recordResults(db: Db, taskId: string, results: DeliveryResult[]) {
  if (results.length === 0) return;
  const rows = results.map((r) => ({
    id: r.id,
    status: r.status,
    error: r.error ?? null,
    next: r.nextAttemptAt?.toISOString() ?? null,
    provider: r.provider ?? null,
    an_tokens: r.tokens?.an[0] ?? null,
    an_refused: r.tokens?.an[1] ?? null,
    ios_tokens: r.tokens?.ios[0] ?? null,
    ios_refused: r.tokens?.ios[1] ?? null,
  }));
  const count = (s: DeliveryResult['status']) => results.filter((r) => r.status === s).length;
  await db.execute(sql`
    with recorded as (
      update notification_deliveries d set status = r.status, error = r.error,
        next_attempt_at = r.next,
        attempts = case when r.status = 'held' then d.attempts - 1 else d.attempts end,
        sent_at = case when r.status = 'sent' then least(now(), d.delivered_at, d.opened_at) else d.sent_at end,
        provider = coalesce(r.provider, d.provider),
        answered_at = case when r.an_tokens is null then d.answered_at else now() end,
        an_tokens = coalesce(r.an_tokens, d.an_tokens), an_refused = coalesce(r.an_refused, d.an_refused),
        ios_tokens = coalesce(r.ios_tokens, d.ios_tokens), ios_refused = coalesce(r.ios_refused, d.ios_refused)
      from jsonb_to_recordset(${jsonParam(rows)}) as r(id bigint, status text, error text, next timestamptz,
        provider text, an_tokens smallint, an_refused smallint, ios_tokens smallint, ios_refused smallint)
      where d.id = r.id
      returning 1
    )
    update notification_tasks set user_sent_count = user_sent_count + ${count('sent')},
      failed_user_sent_count = failed_user_sent_count + ${count('failed')},
      token_not_found_user_count = token_not_found_user_count + ${count('tokenNotFound')},
      user_failed_count = user_failed_count + ${count('expired')},
      user_held_count = user_held_count + ${count('held')},
      user_capped_count = user_capped_count + ${count('capped')},
      user_opted_out_count = user_opted_out_count + ${count('optedOut')},
      updated_at = now()
    -- After the deliveries are written (the condition reads them first): the task's row is locked
    -- for the commit only, not for the rows' update, so the next chunk's write never waits that long.
    where id = ${taskId} and (select count(*) from recorded) >= 0`);
}

/** The earliest retry still waiting in the run, if any. */
export async function nextRetryAt(db: Db, task: TaskRow): Promise<Date | undefined> {
  const [row] = rowsOf<{ at: string | Date | null }>(
    await db.execute(sql`
      select min(coalesce(next_attempt_at, now())) as at from notification_deliveries
      where task_id = ${task.id} and run = ${task.run} and status in ('queued', 'held')`),
  );
  return row?.at ? new Date(row.at) : undefined;
}

/**
 * Ends what a run still holds. `drop`: queued deliveries become expired or cancelled (expired ones
 * count in userFailedCount). `interrupted`: those left `sending` by a worker that stopped mid-call
 * become failed (outcome unknown: never resent), counted in failedUserSentCount; only the lease
 * holder may say so.
 */
export async function closeOpenDeliveries(
  db: Db,
  task: TaskRow,
  options: { drop?: 'expired' | 'cancelled'; interrupted?: boolean },
) {
  return db.transaction(async (tx) => {
    const interrupted = options.interrupted
      ? rowsOf(
          await tx.execute(sql`
            update notification_deliveries set status = 'failed', error = 'interrupted: outcome unknown, not resent'
            where task_id = ${task.id} and status = 'sending' returning 1`),
        ).length
      : 0;
    // Held ones (quiet hours) are dropped alike, and no longer counted as held.
    const droppedRows = options.drop
      ? rowsOf<{ held: boolean }>(
          await tx.execute(sql`
            update notification_deliveries d set status = ${options.drop}
            from (select id, status = 'held' as held from notification_deliveries
                  where task_id = ${task.id} and status in ('queued', 'held') for update) o
            where d.id = o.id returning o.held`),
        )
      : [];
    const dropped = droppedRows.length;
    const held = droppedRows.filter((r) => r.held).length;
    const expired = options.drop === 'expired' ? dropped : 0;
    if (interrupted || expired || held)
      await tx.execute(sql`
        update notification_tasks set failed_user_sent_count = failed_user_sent_count + ${interrupted},
          user_failed_count = user_failed_count + ${expired},
          user_held_count = user_held_count - ${held}, updated_at = now()
        where id = ${task.id}`);
    return { interrupted, dropped };
  });
}

/** Sets a task's status (and whatever else), unless it was cancelled meanwhile. */
export async function updateTask(
  db: Db,
  taskId: string,
  set: Partial<typeof notificationTasks.$inferInsert>,
) {
  const [row] = await db
    .update(notificationTasks)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(notificationTasks.id, taskId), sql`${notificationTasks.status} <> 'cancelled'`))
    .returning();
  return row;
}

/** Takes or renews the task's lease for `owner`; undefined when another live worker holds it. */
export async function takeLease(db: Db, taskId: string, owner: string, seconds: number) {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      update notification_tasks set lease_owner = ${owner},
        lease_until = now() + make_interval(secs => ${seconds})
      where id = ${taskId} and (lease_until is null or lease_until < now() or lease_owner = ${owner})
      returning id`),
  );
  return row !== undefined;
}

export async function releaseLease(db: Db, taskId: string, owner: string) {
  await db.execute(sql`
    update notification_tasks set lease_owner = null, lease_until = null
    where id = ${taskId} and lease_owner = ${owner}`);
}

/**
 * Tasks that should be running and that no live worker holds: due (a scheduled one at its time, a
 * running one waiting for retries or quiet hours at its next_run_at), lease free or lapsed.
 */
export async function orphanedTaskIds(db: Db): Promise<string[]> {
  return rowsOf<{ id: string }>(
    await db.execute(sql`
      select id from notification_tasks
      where status in ('scheduled', 'queued', 'processing')
        and (next_run_at is null or next_run_at <= now())
        and (lease_until is null or lease_until < now())
      limit 1000`),
  ).map((r) => r.id);
}

export async function insertOutboxRows(db: Db, rows: (typeof notificationOutbox.$inferInsert)[]) {
  // The batch as one JSON parameter (platform/db/json-param.ts): a thousand rows a step.
  const batch = rows.map((r) => ({
    delivery_id: r.deliveryId,
    channel: r.channel,
    platform: r.platform ?? null,
    recipient: r.recipient,
    payload: r.payload,
    status: r.status,
  }));
  await db.execute(sql`
    insert into ${notificationOutbox} (delivery_id, channel, platform, recipient, payload, status)
    select r.delivery_id, r.channel, r.platform, r.recipient, r.payload, r.status
      from jsonb_to_recordset(${jsonParam(batch)})
        as r(delivery_id bigint, channel text, platform text, recipient text, payload jsonb, status text)`);
}

/** A user's notification log: the deliveries sent to them, newest first, 1-based pages. */
export async function findUserLog(
  db: Db,
  q: { tenantId: string; userId: string; page: number; size: number; severity?: string },
) {
  return rowsOf<{
    unique_id: string;
    sent_at: string | Date;
    severity: string;
    message: Record<string, unknown>;
    task_id: string;
    channel: string;
  }>(
    await db.execute(sql`
      select d.unique_id, d.sent_at, t.severity, coalesce(t.request->'message', '{}'::jsonb) as message,
        d.task_id, d.channel
      from notification_deliveries d join notification_tasks t on t.id = d.task_id
      where d.tenant_id = ${q.tenantId} and d.user_id = ${q.userId} and d.status = 'sent'
        ${q.severity ? sql`and t.severity = ${q.severity}` : sql``}
      order by d.sent_at desc, d.id desc
      limit ${q.size} offset ${(q.page - 1) * q.size}`),
  );
}

/** Sets the status whatever it was (cancel). */
export async function updateTaskStatus(db: Db, taskId: string, status: string) {
  await db
    .update(notificationTasks)
    .set({ status, updatedAt: new Date() })
    .where(eq(notificationTasks.id, taskId));
}

/**
 * An expired run's users never expanded: counted into userCount and userFailedCount (they were
 * meant to get it and did not), without writing a row each.
 */
export async function expireUnexpanded(db: Db, task: TaskRow, audience: Audience) {
  if (task.expanded) return 0;
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      with rest as (
        select u.id from end_users u where ${audienceWhere(audience)} and u.id > ${task.cursor ?? ''}
          and not exists (select 1 from notification_deliveries d
            where d.task_id = ${task.id} and d.run = ${task.run} and d.user_id = u.id)
      ), counted as (select count(*)::int + ${unknownTypedUsers(audience)} as n from rest)
      update notification_tasks set user_count = user_count + counted.n,
        user_failed_count = user_failed_count + counted.n, expanded = true, updated_at = now()
      from counted where id = ${task.id}
      returning counted.n`),
  );
  return row?.n ?? 0;
}
