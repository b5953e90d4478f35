import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  appSessions,
  auditLog,
  customerProducts,
  feedbackTickets,
  notificationDeliveries,
  notificationTasks,
  productWarranties,
  serviceRequests,
} from '../../platform/db/schema';
import type { SourceRead } from './timeline.queries';
import { belowPlace, branchColumns, type Walk, walkBranch } from './timeline-walk.queries';

/*
 * What the platform keeps about a device's or a home's people and paperwork, each a branch walking
 * an index that ends in its time (migration 0044): staff actions by entity (audit_log_entity_at),
 * app sign-ins by user (app_sessions_user), notifications sent to a user
 * (notification_deliveries_user_log), tickets by device (feedback_tickets_device), and a connected
 * product's warranties and service jobs (customer_products_device, then each by product). These
 * are other areas' tables (audit, auth, notifications, feedback, warranty): named here because each
 * page is one statement over them.
 */

/** A branch of one of these tables at the page's devices or users, in the page's tenant. */
function branchOf(read: SourceRead, walk: Omit<Walk, 'also'> & { also?: SQL[] }, by: 'devices' | 'users') {
  const tenantId = (walk.table as unknown as { tenantId: PgColumn }).tenantId;
  const keys = by === 'devices' ? read.deviceIds : read.userIds;
  const also = [eq(tenantId, read.tenantId), ...(walk.also ?? [])];
  return walkBranch({ ...walk, also }, { keys, below: read.below, limit: read.limit });
}

/** Staff actions on the devices (entity 'device') and, for a home, on its members ('end_user'). */
export function staffActionsBranches(read: SourceRead) {
  const t = auditLog;
  const walk = (entity: 'device' | 'end_user') => ({
    source: 'audit' as const,
    table: t,
    key: t.entityId,
    also: [eq(t.entity, entity)],
    time: t.at,
    unit: 'tz' as const,
    id: t.id,
    data: sql`jsonb_build_object('entity', ${t.entity}, 'entity_id', ${t.entityId}, 'action', ${t.action},
      'actor_name', ${t.actorName}, 'detail', ${t.detail})`,
  });
  const devices = branchOf(read, walk('device'), 'devices');
  return read.subject === 'home' ? [devices, branchOf(read, walk('end_user'), 'users')] : [devices];
}

/** App sign-ins: each app session was issued at one (its id here: a digest of the token's hash). */
export function appLoginsBranch(read: SourceRead) {
  const t = appSessions;
  const walk = {
    source: 'appLogin' as const,
    table: t,
    key: t.userId,
    time: t.createdAt,
    unit: 'tz' as const,
  };
  const data = sql`jsonb_build_object('user_id', ${t.userId})`;
  return branchOf(read, { ...walk, id: sql`md5(${t.tokenHash})`, data }, 'users');
}

/** Notifications delivered to the users (sent rows: the users' notification log), with their task's words. */
export function notificationsBranch(read: SourceRead) {
  const t = notificationDeliveries;
  const task = notificationTasks;
  const words = sql`left(coalesce(${task.request}->'message'->>'subject', ${task.request}->'message'->>'text', ''), 200)`;
  const data = sql`jsonb_build_object('user_id', ${t.userId}, 'channel', ${t.channel}, 'task_id', ${t.taskId},
    'severity', (SELECT ${task.severity} FROM ${task} WHERE ${task.id} = ${t.taskId}),
    'words', (SELECT ${words} FROM ${task} WHERE ${task.id} = ${t.taskId}))`;
  const walk = {
    source: 'notification' as const,
    table: t,
    key: t.userId,
    time: t.sentAt,
    unit: 'tz' as const,
  };
  return branchOf(read, { ...walk, also: [eq(t.status, 'sent')], id: t.id, data }, 'users');
}

export function ticketsBranch(read: SourceRead) {
  const t = feedbackTickets;
  const data = sql`jsonb_build_object('device_id', ${t.deviceId}, 'user_id', ${t.userId}, 'type', ${t.type},
    'status', ${t.status}, 'description', left(${t.description}, 200), 'error_code', ${t.errorCode})`;
  const walk = {
    source: 'feedback' as const,
    table: t,
    key: t.deviceId,
    time: t.createdAt,
    unit: 'tz' as const,
  };
  return branchOf(read, { ...walk, also: [sql`${t.deviceId} is not null`], id: t.id, data }, 'devices');
}

/**
 * Warranties (at their start day, midnight UTC) or service jobs (at their creation) of the products
 * the devices are. A device is one product, or none: a handful of rows, read through its products.
 */
export function paperworkBranch(kind: 'warranty' | 'service', read: SourceRead): SQL | undefined {
  if (read.deviceIds.length === 0) return undefined;
  const p = customerProducts;
  const products = and(
    sql`${p.deviceId} = any(${sql.param([...read.deviceIds])}::text[])`,
    eq(p.tenantId, read.tenantId),
  );
  const product = sql`'device_id', ${p.deviceId}, 'user_id', ${p.userId}, 'product_name', ${p.productName}`;
  if (kind === 'warranty') {
    const w = productWarranties;
    const time = sql`(${w.startDate}::timestamp AT TIME ZONE 'UTC')`;
    const below = belowPlace({ source: 'warranty', time, unit: 'tz', id: w.id }, read.below);
    const data = sql`jsonb_build_object(${product}, 'warranty_type', ${w.typeOfWarranty}, 'expiry_date', ${w.expiryDate}::text)`;
    return sql`SELECT ${branchColumns('warranty', time, 'tz', w.id, data)}
        FROM ${p} JOIN ${w} ON ${w.productId} = ${p.id}
       WHERE ${and(products, below)}
       ORDER BY ${time} DESC, ${w.id} COLLATE "C" DESC
       LIMIT ${read.limit}`;
  }
  const s = serviceRequests;
  const below = belowPlace({ source: 'service', time: s.jobCreationDate, unit: 'tz', id: s.id }, read.below);
  const data = sql`jsonb_build_object(${product}, 'job_number', ${s.jobNumber}, 'job_classification', ${s.jobClassification},
    'job_status', ${s.jobStatusName}, 'closed_ms', (extract(epoch from ${s.jobClosingDate}) * 1000)::bigint)`;
  return sql`SELECT ${branchColumns('service', s.jobCreationDate, 'tz', s.id, data)}
      FROM ${p} JOIN ${s} ON ${s.productId} = ${p.id}
     WHERE ${and(products, below)}
     ORDER BY ${s.jobCreationDate} DESC, ${s.id} COLLATE "C" DESC
     LIMIT ${read.limit}`;
}
