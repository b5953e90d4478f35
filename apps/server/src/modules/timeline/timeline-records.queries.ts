import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/rows';
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
import { belowPlace, microsOf, type Walk, type WalkRow, walkNewest } from './timeline-walk.queries';

/*
 * What the platform keeps about a device's or a home's people and paperwork, each a walk of an
 * index that ends in its time (migration 0044): staff actions by entity (audit_log_entity_at),
 * app sign-ins by user (app_sessions_user), notifications sent to a user
 * (notification_deliveries_user_log), tickets by device (feedback_tickets_device), and a connected
 * product's warranties and service jobs (customer_products_device, then each by product). These
 * are other areas' tables (audit, auth, notifications, feedback, warranty): named here because each
 * page is one statement over them.
 */

/** A walk of one of these tables at the page's devices or users, in the page's tenant. */
function walkOf(
  db: Db,
  read: SourceRead,
  walk: Omit<Walk, 'also'> & { also?: SQL[] },
  by: 'devices' | 'users',
) {
  const tenantId = (walk.table as unknown as { tenantId: PgColumn }).tenantId;
  const keys = by === 'devices' ? read.deviceIds : read.userIds;
  const also = [eq(tenantId, read.tenantId), ...(walk.also ?? [])];
  return walkNewest(db, { ...walk, also }, { keys, below: read.below, limit: read.limit });
}

/** Staff actions on the devices (entity 'device') and, for a home, on its members ('end_user'). */
export async function findStaffActions(db: Db, read: SourceRead) {
  const t = auditLog;
  const walk = (entity: 'device' | 'end_user') => ({
    source: 'audit' as const,
    table: t,
    key: t.entityId,
    also: [eq(t.entity, entity)],
    time: t.at,
    unit: 'tz' as const,
    id: t.id,
    columns: sql`${t.entity} AS entity, ${t.entityId} AS entity_id, ${t.action} AS action,
      ${t.actorName} AS actor_name, ${t.detail}::text AS detail`,
  });
  // One after the other: a request holds one pooled connection, never two.
  const devices = await walkOf(db, read, walk('device'), 'devices');
  const members = read.subject === 'home' ? await walkOf(db, read, walk('end_user'), 'users') : [];
  return [...devices, ...members];
}

/** App sign-ins: each app session was issued at one (its id here: a digest of the token's hash). */
export function findAppLogins(db: Db, read: SourceRead) {
  const t = appSessions;
  const walk = {
    source: 'appLogin' as const,
    table: t,
    key: t.userId,
    time: t.createdAt,
    unit: 'tz' as const,
  };
  return walkOf(
    db,
    read,
    { ...walk, id: sql`md5(${t.tokenHash})`, columns: sql`${t.userId} AS user_id` },
    'users',
  );
}

/** Notifications delivered to the users (sent rows: the users' notification log), with their task's words. */
export function findNotifications(db: Db, read: SourceRead) {
  const t = notificationDeliveries;
  const task = notificationTasks;
  const words = sql`left(coalesce(${task.request}->'message'->>'subject', ${task.request}->'message'->>'text', ''), 200)`;
  const columns = sql`${t.userId} AS user_id, ${t.channel} AS channel, ${t.taskId} AS task_id,
    (SELECT ${task.severity} FROM ${task} WHERE ${task.id} = ${t.taskId}) AS severity,
    (SELECT ${words} FROM ${task} WHERE ${task.id} = ${t.taskId}) AS words`;
  const walk = {
    source: 'notification' as const,
    table: t,
    key: t.userId,
    time: t.sentAt,
    unit: 'tz' as const,
  };
  return walkOf(db, read, { ...walk, also: [eq(t.status, 'sent')], id: t.id, columns }, 'users');
}

export function findTickets(db: Db, read: SourceRead) {
  const t = feedbackTickets;
  const columns = sql`${t.deviceId} AS device_id, ${t.userId} AS user_id, ${t.type} AS type, ${t.status} AS status,
    left(${t.description}, 200) AS description, ${t.errorCode} AS error_code`;
  const walk = {
    source: 'feedback' as const,
    table: t,
    key: t.deviceId,
    time: t.createdAt,
    unit: 'tz' as const,
  };
  return walkOf(db, read, { ...walk, also: [sql`${t.deviceId} is not null`], id: t.id, columns }, 'devices');
}

/**
 * Warranties (at their start day, midnight UTC) or service jobs (at their creation) of the products
 * the devices are. A device is one product, or none: a handful of rows, read through its products.
 */
export async function findPaperwork(
  db: Db,
  kind: 'warranty' | 'service',
  read: SourceRead,
): Promise<WalkRow[]> {
  if (read.deviceIds.length === 0) return [];
  const p = customerProducts;
  const products = and(
    sql`${p.deviceId} = any(${sql.param([...read.deviceIds])}::text[])`,
    eq(p.tenantId, read.tenantId),
  );
  if (kind === 'warranty') {
    const w = productWarranties;
    const time = sql`(${w.startDate}::timestamp AT TIME ZONE 'UTC')`;
    const below = belowPlace({ source: 'warranty', time, unit: 'tz', id: w.id }, read.below);
    return rowsOf<WalkRow>(
      await db.execute(sql`
        SELECT ${microsOf(time, 'tz')} AS us, ${w.id} AS rid, ${p.deviceId} AS device_id, ${p.userId} AS user_id,
               ${p.productName} AS product_name, ${w.typeOfWarranty} AS warranty_type,
               ${w.startDate}::text AS start_date, ${w.expiryDate}::text AS expiry_date
          FROM ${p} JOIN ${w} ON ${w.productId} = ${p.id}
         WHERE ${and(products, below)}
         ORDER BY ${time} DESC, ${w.id} COLLATE "C" DESC
         LIMIT ${read.limit}`),
    );
  }
  const s = serviceRequests;
  const below = belowPlace({ source: 'service', time: s.jobCreationDate, unit: 'tz', id: s.id }, read.below);
  return rowsOf<WalkRow>(
    await db.execute(sql`
      SELECT ${microsOf(s.jobCreationDate, 'tz')} AS us, ${s.id} AS rid, ${p.deviceId} AS device_id,
             ${p.userId} AS user_id, ${p.productName} AS product_name, ${s.jobNumber} AS job_number,
             ${s.jobClassification} AS job_classification, ${s.jobStatusName} AS job_status,
             (extract(epoch from ${s.jobClosingDate}) * 1000)::bigint::text AS closed_ms
        FROM ${p} JOIN ${s} ON ${s.productId} = ${p.id}
       WHERE ${and(products, below)}
       ORDER BY ${s.jobCreationDate} DESC, ${s.id} COLLATE "C" DESC
       LIMIT ${read.limit}`),
  );
}
