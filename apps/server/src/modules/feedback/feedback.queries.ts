import type { FeedbackFilters, FeedbackStatus } from '@console/contracts/feedback';
import { parseDdMmYyyy } from '@console/contracts/feedback';
import { and, desc, eq, getTableName, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { scopeCondition } from '../../platform/auth/scope';
import type { Db } from '../../platform/db/client';
import { keysetBatches, STREAM_BATCH_ROWS } from '../../platform/db/keyset';
import { feedbackTickets } from '../../platform/db/schema';

/*
 * Index walked by the search and the download: `feedback_tickets_tenant_created` (tenant_id,
 * created_at desc, id desc); the filters and the caller's scope narrow that walk. One ticket by
 * its primary key.
 */

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const DAY_MS = 86_400_000;

export const ticketFields = {
  feedbackId: feedbackTickets.id,
  type: feedbackTickets.type,
  deviceBrand: feedbackTickets.deviceBrand,
  deviceCategory: feedbackTickets.deviceCategory,
  deviceId: feedbackTickets.deviceId,
  mobile: feedbackTickets.mobile,
  description: feedbackTickets.description,
  status: feedbackTickets.status,
  comments: feedbackTickets.comments,
  errorCode: feedbackTickets.errorCode,
  appVersion: feedbackTickets.appVersion,
  mobileOSVersion: feedbackTickets.mobileOSVersion,
  mobileName: feedbackTickets.mobileName,
  mobileModel: feedbackTickets.mobileModel,
  mobileOSBuildNumber: feedbackTickets.mobileOSBuildNumber,
  createdAt: sql<number>`extract(epoch from ${feedbackTickets.createdAt})::bigint`.mapWith(Number),
  updatedAt: sql<number>`extract(epoch from ${feedbackTickets.updatedAt})::bigint`.mapWith(Number),
};

const scope = (auth: RequestAuth) =>
  scopeCondition(auth, {
    tenantId: feedbackTickets.tenantId,
    country: feedbackTickets.country,
    category: feedbackTickets.deviceCategory,
    brand: feedbackTickets.deviceBrand,
  });

/** The filters of the search and the download; dates are whole days (end day included). */
function filtered(auth: RequestAuth, f: FeedbackFilters): SQL {
  const start = f.startDate ? parseDdMmYyyy(f.startDate) : undefined;
  const end = f.endDate ? parseDdMmYyyy(f.endDate) : undefined;
  // Stored upper-case (a CHECK): compared as stored, so the column's statistics serve.
  const upperEq = (column: AnyPgColumn, value: string | undefined) =>
    value ? eq(column, value.toUpperCase()) : undefined;
  return and(
    scope(auth),
    upperEq(feedbackTickets.deviceCategory, f.deviceCategory),
    upperEq(feedbackTickets.deviceBrand, f.deviceBrand),
    f.type ? eq(feedbackTickets.type, f.type) : undefined,
    f.status ? eq(feedbackTickets.status, f.status) : undefined,
    f.mobile ? eq(feedbackTickets.mobile, f.mobile) : undefined,
    start ? gte(feedbackTickets.createdAt, start) : undefined,
    end ? lt(feedbackTickets.createdAt, new Date(end.getTime() + DAY_MS)) : undefined,
  ) as SQL;
}

/** The tables a page of tickets reads (the read cache's key to drop it). */
export const feedbackPageTables = [getTableName(feedbackTickets)];

export function findFeedbackPage(db: Db, auth: RequestAuth, f: FeedbackFilters, page: number, size: number) {
  return db
    .select(ticketFields)
    .from(feedbackTickets)
    .where(filtered(auth, f))
    .orderBy(desc(feedbackTickets.createdAt), desc(feedbackTickets.id))
    .limit(size)
    .offset(page * size);
}

/** The download, a batch at a time, each batch starting where the last stopped (keyset). */
export function streamFeedback(db: Db, auth: RequestAuth, f: FeedbackFilters, batch = STREAM_BATCH_ROWS) {
  const t = feedbackTickets;
  const page = (last: { at: Date; feedbackId: string } | undefined) =>
    db
      .select({ ...ticketFields, at: t.createdAt })
      .from(t)
      .where(
        and(
          filtered(auth, f),
          last ? sql`(${t.createdAt}, ${t.id}) < (${last.at}, ${last.feedbackId})` : undefined,
        ),
      )
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(batch);
  return keysetBatches(page, batch);
}

/** A ticket in the caller's scope, locked for the change that follows. */
export async function lockTicket(tx: Tx, auth: RequestAuth, id: string) {
  const [row] = await tx
    .select({
      status: feedbackTickets.status,
      comments: feedbackTickets.comments,
      type: feedbackTickets.type,
      deviceId: feedbackTickets.deviceId,
    })
    .from(feedbackTickets)
    .where(and(eq(feedbackTickets.id, id), scope(auth)))
    .for('update');
  return row;
}

export async function saveTicket(
  tx: Tx,
  tenantId: string,
  id: string,
  change: { status: FeedbackStatus; comments?: string },
) {
  await tx
    .update(feedbackTickets)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(feedbackTickets.id, id), eq(feedbackTickets.tenantId, tenantId)));
}

export async function insertTicket(tx: Tx, row: typeof feedbackTickets.$inferInsert) {
  await tx.insert(feedbackTickets).values(row);
}
