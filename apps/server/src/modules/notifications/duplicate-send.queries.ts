/*
 * The duplicate-send check (issue 29). It walks notification_tasks_tenant_created (tenant_id,
 * created_at) for the sender's last few minutes of tasks: a handful of rows.
 */
import { and, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { jsonParam } from '../../platform/db/json-param';
import { notificationTasks } from '../../platform/db/schema';

/**
 * Holds the sender's sends one at a time until the transaction ends, so two identical requests
 * arriving together cannot both find no earlier twin (two-key advisory lock: tenant, sender).
 */
export async function lockSender(tx: Tx, tenantId: string, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${tenantId}), hashtext(${userId}))`);
}

/** The sender's newest task since `since`, not cancelled, whose request is the same JSON as `request`. */
export async function findRecentTwin(
  tx: Tx,
  q: { tenantId: string; userId: string; since: Date; request: Record<string, unknown> },
) {
  const t = notificationTasks;
  const [twin] = await tx
    .select({ id: t.id, createdAt: t.createdAt })
    .from(t)
    .where(
      and(
        eq(t.tenantId, q.tenantId),
        gte(t.createdAt, q.since),
        eq(t.createdById, q.userId),
        ne(t.status, 'cancelled'),
        sql`${t.request} = ${jsonParam(q.request)}`,
      ),
    )
    .orderBy(desc(t.createdAt))
    .limit(1);
  return twin;
}

/**
 * The sender's task created with this Idempotency-Key since `since` (issue 34), and whether its
 * request is the same JSON as `request`.
 */
export async function findByIdempotencyKey(
  tx: Tx,
  q: { tenantId: string; userId: string; key: string; since: Date; request: Record<string, unknown> },
) {
  const t = notificationTasks;
  const [first] = await tx
    .select({ id: t.id, same: sql<boolean>`${t.request} = ${jsonParam(q.request)}` })
    .from(t)
    .where(
      and(
        eq(t.tenantId, q.tenantId),
        eq(t.createdById, q.userId),
        eq(t.idempotencyKey, q.key),
        gte(t.createdAt, q.since),
      ),
    )
    .orderBy(desc(t.createdAt))
    .limit(1);
  return first;
}
