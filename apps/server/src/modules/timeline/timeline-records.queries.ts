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
import {
  belowPlace,
  detailBranch,
  type SourceBranches,
  sourceBranches,
  type Walk,
  walkColumns,
  wanted,
} from './timeline-walk.queries';

/*
 * What the platform keeps about a device's or a home's people and paperwork, each a branch walking
 * an index that ends in its time (migration 0044): staff actions by entity (audit_log_entity_at),
 * app sign-ins by user (app_sessions_user), notifications sent to a user
 * (notification_deliveries_user_log), tickets by device (feedback_tickets_device), and a connected
 * product's warranties and service jobs (customer_products_device, then each by product). These
 * are other areas' tables (audit, auth, notifications, feedback, warranty): named here because each
 * page is one statement over them.
 */

const tenantId = sql.placeholder('tenantId');

type Unkeyed = Omit<Walk, 'also' | 'by'> & { also?: SQL[] };

/** A walk of one of these tables at the page's devices or users, in the page's tenant. */
function walkOf(walk: Unkeyed, by: Walk['by']): Walk {
  const tenant = (walk.table as unknown as { tenantId: PgColumn }).tenantId;
  return { ...walk, by, also: [eq(tenant, tenantId), ...(walk.also ?? [])] };
}

/** A source of one of these tables walked at the page's devices or users. */
const branchOf = (read: SourceRead, walk: Unkeyed, by: Walk['by']) =>
  sourceBranches([walkOf(walk, by)], read.subject);

/** Staff actions on the devices (entity 'device') and, for a home, on its members ('end_user'). */
export function staffActionsBranches(read: SourceRead) {
  const t = auditLog;
  const walk = (entity: 'device' | 'end_user') => ({
    source: 'audit' as const,
    table: t,
    key: t.entityId,
    also: [eq(t.entity, entity)],
    time: t.at,
    id: t.id,
    data: sql`jsonb_build_object('entity', ${t.entity}, 'entity_id', ${t.entityId}, 'action', ${t.action},
      'actor_name', ${t.actorName}, 'detail', ${t.detail})`,
  });
  const devices = walkOf(walk('device'), 'devices');
  const walks = read.subject === 'home' ? [devices, walkOf(walk('end_user'), 'users')] : [devices];
  return sourceBranches(walks, read.subject);
}

/** App sign-ins: each app session was issued at one (its id here: a digest of the token's hash). */
export function appLoginsBranch(read: SourceRead) {
  const t = appSessions;
  const walk = {
    source: 'appLogin' as const,
    table: t,
    key: t.userId,
    time: t.createdAt,
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
  };
  return branchOf(read, { ...walk, also: [sql`${t.deviceId} is not null`], id: t.id, data }, 'devices');
}

/**
 * Warranties (at their start day, midnight UTC) or service jobs (at their creation) of the products
 * the devices are. A device is one product, or none: a handful of rows, read through its products.
 */
export function paperworkBranch(kind: 'warranty' | 'service'): SourceBranches {
  const p = customerProducts;
  const products = and(
    sql`${p.deviceId} = any(${sql.placeholder('devices')}::text[])`,
    eq(p.tenantId, tenantId),
    wanted(kind),
  );
  const product = sql`'device_id', ${p.deviceId}, 'user_id', ${p.userId}, 'product_name', ${p.productName}`;
  const limit = sql.placeholder('limit');
  if (kind === 'warranty') {
    const w = productWarranties;
    const time = sql`(${w.startDate}::timestamp AT TIME ZONE 'UTC')`;
    const from = sql`${p} JOIN ${w} ON ${w.productId} = ${p.id}`;
    const data = sql`jsonb_build_object(${product}, 'warranty_type', ${w.typeOfWarranty}, 'expiry_date', ${w.expiryDate}::text)`;
    const walk = sql`SELECT ${walkColumns('warranty', time, w.id, sql`${w}.ctid`)} FROM ${from}
       WHERE ${and(products, belowPlace('warranty', time, w.id))}
       ORDER BY ${time} DESC, ${w.id} COLLATE "C" DESC
       LIMIT ${limit}`;
    return { walks: [walk], detail: detailBranch('warranty', from, sql`${w}.ctid`, data) };
  }
  const s = serviceRequests;
  const from = sql`${p} JOIN ${s} ON ${s.productId} = ${p.id}`;
  const data = sql`jsonb_build_object(${product}, 'job_number', ${s.jobNumber}, 'job_classification', ${s.jobClassification},
    'job_status', ${s.jobStatusName}, 'closed_ms', (extract(epoch from ${s.jobClosingDate}) * 1000)::bigint)`;
  const walk = sql`SELECT ${walkColumns('service', s.jobCreationDate, s.id, sql`${s}.ctid`)} FROM ${from}
     WHERE ${and(products, belowPlace('service', s.jobCreationDate, s.id))}
     ORDER BY ${s.jobCreationDate} DESC, ${s.id} COLLATE "C" DESC
     LIMIT ${limit}`;
  return { walks: [walk], detail: detailBranch('service', from, sql`${s}.ctid`, data) };
}
