import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  canMoveFeedback,
  canReopenFeedback,
  commentsEditable,
  FEEDBACK_FILE_NAME,
  type FeedbackCreateBody,
  type FeedbackFilters,
  type FeedbackStatus,
  type FeedbackTicket,
  type FeedbackUpdateBody,
  REOPENED_STATUS,
} from '@console/contracts/feedback';
import type { ActionResult } from '@console/contracts/http';
import { messages } from '@console/contracts/messages';
import type { FeedbackTicketData } from '@console/contracts/webhooks';
import { audit } from '../../platform/audit/audit';
import type { AppUser } from '../../platform/auth/app-sessions';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import { readCacheOf } from '../../platform/db/read-cache';
import { csvLine, csvTimestamp } from '../../platform/http/csv';
import { AppError, notFound } from '../../platform/http/errors';
import { emitWebhookEvent } from '../../platform/webhooks/outbox';
import { findMemberDevice } from '../homes';
import { findEndUserMobile } from '../users';
import {
  feedbackPageTables,
  findFeedbackPage,
  insertTicket,
  lockTicket,
  saveTicket,
  streamFeedback,
} from './feedback.queries';

const newFeedbackId = () => `FB-${randomBytes(6).toString('hex').toUpperCase()}`;

/** A ticket as its webhook events tell of it (issue 33); queued in the change's transaction. */
const ticketData = (
  feedbackId: string,
  ticket: { type: string; deviceId: string | null },
  status: FeedbackStatus,
  by: string,
): FeedbackTicketData => ({ feedbackId, type: ticket.type, status, deviceId: ticket.deviceId, by });

const CSV_COLUMNS: (keyof FeedbackTicket)[] = [
  'feedbackId',
  'type',
  'deviceBrand',
  'deviceCategory',
  'deviceId',
  'mobile',
  'description',
  'status',
  'comments',
  'errorCode',
  'appVersion',
  'mobileOSVersion',
  'mobileName',
  'mobileModel',
  'mobileOSBuildNumber',
  'createdAt',
  'updatedAt',
];

/** A ticket's field as the CSV writes it: its dates (epoch seconds) as every CSV's timestamps. */
const csvValue = (row: FeedbackTicket, column: keyof FeedbackTicket) =>
  column === 'createdAt' || column === 'updatedAt' ? csvTimestamp(row[column]) : row[column];

/**
 * Feedback tickets (spec 002 sections 4 and 7): staff search, download and update them inside their
 * tenant, countries, categories and brands; the status only moves NEW → IN-PROGRESS → CLOSED, and
 * comments are taken once a ticket is past NEW; a CLOSED ticket goes back only by its own call,
 * reopen. App users file tickets about their own devices. Every change is audited in its transaction.
 */
export function createFeedbackService(deps: { db: Db }) {
  const { db } = deps;
  return {
    search(auth: RequestAuth, query: FeedbackFilters & { page: number; size: number }) {
      const { page, size, ...filters } = query;
      return findFeedbackPage(db, auth, filters, page, size);
    },

    /** The CSV of the filters, streamed; its start is audited (tickets carry phone numbers). */
    async download(auth: RequestAuth, filters: FeedbackFilters, ip: string) {
      await audit(db, auth, { action: 'export.feedback.csv', entity: 'feedback', ip, detail: { filters } });
      async function* lines() {
        yield csvLine(CSV_COLUMNS);
        for await (const batch of streamFeedback(db, auth, filters)) {
          yield batch.map((row) => csvLine(CSV_COLUMNS.map((c) => csvValue(row, c)))).join('');
        }
      }
      return { fileName: FEEDBACK_FILE_NAME, body: Readable.from(lines()) };
    },

    async update(auth: RequestAuth, id: string, body: FeedbackUpdateBody, ip: string): Promise<ActionResult> {
      await db.transaction(async (tx) => {
        const ticket = await lockTicket(tx, auth, id);
        if (!ticket) throw notFound('dataNotFound');
        const before = { status: ticket.status, comments: ticket.comments };
        const status = body.status ?? before.status;
        if (!canMoveFeedback(before.status, status)) throw new AppError(409, 'feedbackStatusRefused');
        if (body.comments !== undefined && !commentsEditable(status))
          throw new AppError(400, 'feedbackCommentsLocked');
        await saveTicket(tx, auth.tenantId, id, {
          status,
          ...(body.comments !== undefined ? { comments: body.comments } : {}),
        });
        await audit(tx, auth, {
          action: 'feedback.updated',
          entity: 'feedback',
          entityId: id,
          ip,
          detail: { before, after: { status, comments: body.comments } },
        });
        await emitWebhookEvent(tx, auth.tenantId, 'feedback.ticket.updated', {
          ...ticketData(id, ticket, status, auth.userName),
          previousStatus: ticket.status,
          commentsChanged: body.comments !== undefined && body.comments !== ticket.comments,
        });
      });
      readCacheOf(db).changed(...feedbackPageTables);
      const message =
        body.comments !== undefined ? messages.feedbackCommentsUpdated : messages.feedbackStatusUpdated;
      return { status: 'success', message };
    },

    /** Ours: a CLOSED ticket back to IN-PROGRESS, by whoever may close it (the route's rule). */
    async reopen(auth: RequestAuth, id: string, ip: string): Promise<ActionResult> {
      await db.transaction(async (tx) => {
        const ticket = await lockTicket(tx, auth, id);
        if (!ticket) throw notFound('dataNotFound');
        const before = { status: ticket.status, comments: ticket.comments };
        if (!canReopenFeedback(before.status)) throw new AppError(409, 'feedbackNotClosed');
        await saveTicket(tx, auth.tenantId, id, { status: REOPENED_STATUS });
        await audit(tx, auth, {
          action: 'feedback.reopened',
          entity: 'feedback',
          entityId: id,
          ip,
          detail: { before, after: { status: REOPENED_STATUS } },
        });
        await emitWebhookEvent(tx, auth.tenantId, 'feedback.ticket.updated', {
          ...ticketData(id, ticket, REOPENED_STATUS, auth.userName),
          previousStatus: ticket.status,
          commentsChanged: false,
        });
      });
      readCacheOf(db).changed(...feedbackPageTables);
      return { status: 'success', message: messages.feedbackReopened };
    },

    async create(user: AppUser, body: FeedbackCreateBody, ip: string) {
      const device = await findMemberDevice(db, user, body.deviceId);
      if (!device) throw notFound('feedbackDeviceUnknown');
      const mobile = await findEndUserMobile(db, user.tenantId, user.userId);
      const feedbackId = newFeedbackId();
      await db.transaction(async (tx) => {
        await insertTicket(tx, {
          ...body,
          id: feedbackId,
          tenantId: user.tenantId,
          userId: user.userId,
          deviceBrand: device.brand,
          deviceCategory: device.category,
          country: device.country,
          mobile: mobile ?? null,
        });
        await audit(tx, {
          tenantId: user.tenantId,
          actorId: user.userId,
          actorName: null,
          action: 'feedback.created',
          entity: 'feedback',
          entityId: feedbackId,
          ip,
          detail: { type: body.type, deviceId: body.deviceId, appUser: true },
        });
        await emitWebhookEvent(tx, user.tenantId, 'feedback.ticket.created', {
          ...ticketData(feedbackId, { type: body.type, deviceId: body.deviceId }, 'NEW', user.userId),
        });
      });
      readCacheOf(db).changed(...feedbackPageTables);
      return { feedbackId, message: messages.feedbackCreated };
    },
  };
}
