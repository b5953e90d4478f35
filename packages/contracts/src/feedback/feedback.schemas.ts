import { z } from 'zod';
import { LIST_FETCH_SIZE, MAX_PAGE_NUMBER } from '../constants';
import { ActionResult } from '../http';
import { messages } from '../messages';

/*
 * Feedback tickets (spec 002 sections 2, 3, 4, 7 and 9): the staff search, update and download, and
 * the consumer app's call that files a ticket (ours: the spec does not show it).
 */

export const FEEDBACK_TYPES = [
  'ONBOARDING_FAILURE',
  'CONTROL_FAILURE',
  'DEVICE_OFFLINE',
  'NEW_FEATURE',
  'PRODUCT_INFO',
  'WARRANTY',
  'WIFI_UPDATE',
  'FW_UPGRADE',
  'DEVICE_OFFBOARDING',
  'OTHER',
] as const;
export const FEEDBACK_STATUSES = ['NEW', 'IN-PROGRESS', 'CLOSED'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const FEEDBACK_FILE_NAME = 'user_feedback.csv';

/** The one way a ticket moves: NEW → IN-PROGRESS → CLOSED; staying put is always allowed. */
export function canMoveFeedback(from: FeedbackStatus, to: FeedbackStatus): boolean {
  const i = FEEDBACK_STATUSES.indexOf(from);
  return to === from || FEEDBACK_STATUSES.indexOf(to) === i + 1;
}

/** Comments are editable once the ticket is past NEW (spec 002 section 4). */
export const commentsEditable = (status: FeedbackStatus) => status !== 'NEW';

/**
 * Ours: a closed ticket can be reopened (by whoever may close it); it goes back to IN-PROGRESS, the
 * one step before CLOSED, so it can be worked and closed again. The status update itself never
 * moves back: a reopen is its own call and its own audit entry.
 */
export const canReopenFeedback = (status: FeedbackStatus) => status === 'CLOSED';
export const REOPENED_STATUS: FeedbackStatus = 'IN-PROGRESS';

export const FeedbackTicket = z.object({
  feedbackId: z.string(),
  type: z.string(),
  deviceBrand: z.string(),
  deviceCategory: z.string(),
  deviceId: z.string().nullable(),
  mobile: z.string().nullable(),
  description: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  comments: z.string().nullable(),
  errorCode: z.string().nullable(),
  appVersion: z.string().nullable(),
  mobileOSVersion: z.string().nullable(),
  mobileName: z.string().nullable(),
  mobileModel: z.string().nullable(),
  mobileOSBuildNumber: z.string().nullable(),
  /** Epoch seconds. */
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type FeedbackTicket = z.infer<typeof FeedbackTicket>;

const DDMMYYYY = /^(\d{2})(\d{2})(\d{4})$/;

/** A ddMMyyyy date as the UTC midnight it names, or undefined when it is no real date. */
export function parseDdMmYyyy(text: string): Date | undefined {
  const m = DDMMYYYY.exec(text);
  if (!m) return undefined;
  const [, d, mo, y] = m.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCDate() === d && date.getUTCMonth() === mo - 1 ? date : undefined;
}

const optional = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => v || undefined);
const dateText = optional.refine(
  (v) => v === undefined || parseDdMmYyyy(v) !== undefined,
  messages.feedbackDateInvalid,
);
/** A date is in the future once its midnight (UTC) is past now, with 14 h for zones ahead of UTC. */
const ZONE_SLACK = 14 * 3_600_000;

export const FeedbackFilters = z
  .object({
    deviceCategory: optional,
    deviceBrand: optional,
    type: optional,
    status: z.enum(FEEDBACK_STATUSES).optional(),
    mobile: optional,
    startDate: dateText,
    endDate: dateText,
  })
  .superRefine((q, ctx) => {
    const start = q.startDate ? parseDdMmYyyy(q.startDate) : undefined;
    const end = q.endDate ? parseDdMmYyyy(q.endDate) : undefined;
    const latest = Date.now() + ZONE_SLACK;
    if ((start && start.getTime() > latest) || (end && end.getTime() > latest))
      ctx.addIssue({ code: 'custom', message: messages.feedbackDateInFuture });
    if (start && end && end < start) ctx.addIssue({ code: 'custom', message: messages.endBeforeStart });
  });
export type FeedbackFilters = z.infer<typeof FeedbackFilters>;
/** The filters as a caller sends them (every one optional). */
export type FeedbackFilterInput = z.input<typeof FeedbackFilters>;

export const FeedbackSearchQuery = FeedbackFilters.and(
  z.object({
    page: z.coerce.number().int().min(0).max(MAX_PAGE_NUMBER, messages.pageTooFar).default(0),
    size: z.coerce.number().int().min(1).max(LIST_FETCH_SIZE).default(LIST_FETCH_SIZE),
  }),
);

/** One server page (100) of tickets, newest first; fewer than `size` is the last. */
export const searchFeedback = {
  method: 'GET',
  path: '/simplifi/v1/appsupport/userFeedback/search',
  query: FeedbackSearchQuery,
  response: z.array(FeedbackTicket),
} as const;

/** `user_feedback.csv` with the same filters, streamed. */
export const downloadFeedback = {
  method: 'GET',
  path: '/simplifi/v1/appsupport/userFeedback/download',
  query: FeedbackFilters,
} as const;

export const FeedbackUpdateBody = z
  .object({
    status: z.enum(FEEDBACK_STATUSES).optional(),
    comments: z.string().trim().max(2000).optional(),
  })
  .refine((b) => b.status !== undefined || b.comments !== undefined, messages.invalidRequest);
export type FeedbackUpdateBody = z.infer<typeof FeedbackUpdateBody>;

const FeedbackIdParams = z.object({ id: z.string().trim().min(1).max(100) });

export const updateFeedback = {
  method: 'PUT',
  path: '/simplifi/v1/appsupport/userFeedback/id/:id',
  params: FeedbackIdParams,
  body: FeedbackUpdateBody,
  response: ActionResult,
} as const;

/**
 * Ours, beside the spec's update: reopens a CLOSED ticket (to IN-PROGRESS), audited as
 * `feedback.reopened`. The same rule as closing it (the Feedback screen's, level above 3) and the
 * caller's scope; 409 `feedbackNotClosed` for a ticket that is not closed, 404 outside the scope.
 */
export const reopenFeedback = {
  method: 'POST',
  path: '/simplifi/v1/appsupport/userFeedback/id/:id/reopen',
  params: FeedbackIdParams,
  response: ActionResult,
} as const;

const appText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** What the consumer app sends: the device and phone fields of spec 002 section 3. */
export const FeedbackCreateBody = z.object({
  type: z.enum(FEEDBACK_TYPES, messages.feedbackTypeInvalid),
  deviceId: z.string().trim().min(1).max(100),
  description: z.string().trim().min(1, messages.feedbackDescriptionRequired).max(2000),
  errorCode: appText(50),
  appVersion: appText(50),
  mobileOSVersion: appText(50),
  mobileName: appText(100),
  mobileModel: appText(100),
  mobileOSBuildNumber: appText(100),
});
export type FeedbackCreateBody = z.infer<typeof FeedbackCreateBody>;

/** Ours: the consumer app files a ticket, signed in as an app user (an app session's bearer token). */
export const createFeedback = {
  method: 'POST',
  path: '/simplifi/v1/appsupport/userFeedback',
  body: FeedbackCreateBody,
  response: z.object({ feedbackId: z.string(), message: z.string() }),
} as const;
