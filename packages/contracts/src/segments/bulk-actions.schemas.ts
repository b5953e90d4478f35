import { z } from 'zod';
import { MAX_PAGE_NUMBER } from '../constants';
import { messages } from '../messages';
import { FleetFilter } from './segments.schemas';

/*
 * Bulk actions on a segment (issue 32). Each acts on a snapshot taken when it is asked for, so
 * the count a person confirms is exactly the devices it will act on, and "who exactly" stays
 * answerable. Offboarding runs here, in the background, a device at a time with a result each;
 * a notification to the owners and a firmware rollout are their own engines' work, given the
 * snapshot as audience or target.
 */

export const BULK_ACTION_KINDS = ['offboard'] as const;
export type BulkActionKind = (typeof BULK_ACTION_KINDS)[number];

/**
 * awaitingConfirmation (the count is shown, nothing done) → running (or awaitingApproval when
 * larger than the approval size, until a second person approves) → completed; cancelled at any
 * point before completed (a running one stops after the device it is on).
 */
export const BULK_ACTION_STATES = [
  'awaitingConfirmation',
  'awaitingApproval',
  'running',
  'completed',
  'cancelled',
] as const;
export type BulkActionState = (typeof BULK_ACTION_STATES)[number];
export const ENDED_BULK_ACTION_STATES: readonly BulkActionState[] = ['completed', 'cancelled'];

/** done: acted on; skipped: nothing to do (already offboarded, a gateway with children, gone); failed: an error. */
export const BULK_OUTCOMES = ['done', 'skipped', 'failed'] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];

export const BulkActionBody = z
  .object({
    kind: z.enum(BULK_ACTION_KINDS),
    /** A saved segment, or a filter as searched (exactly one). */
    segmentId: z.string().trim().min(1).max(64).optional(),
    filter: FleetFilter.optional(),
  })
  .refine((b) => (b.segmentId === undefined) !== (b.filter === undefined), {
    message: 'Name a segment or a filter.',
    path: ['segmentId'],
  });
export type BulkActionBody = z.input<typeof BulkActionBody>;

export const BulkAction = z.object({
  actionId: z.string(),
  kind: z.enum(BULK_ACTION_KINDS),
  state: z.enum(BULK_ACTION_STATES),
  snapshotId: z.string(),
  segmentId: z.string().nullable(),
  /** Devices it acts on (the snapshot's count) and how many have an outcome yet. */
  total: z.number(),
  done: z.number(),
  skipped: z.number(),
  failed: z.number(),
  /** Whether it waits for (or had) a second person's approval: larger than the approval size. */
  needsApproval: z.boolean(),
  createdBy: z.string(),
  createdById: z.string(),
  approvedBy: z.string().nullable(),
  cancelledBy: z.string().nullable(),
  createdAt: z.number(),
  startedAt: z.number().nullable(),
  finishedAt: z.number().nullable(),
});
export type BulkAction = z.infer<typeof BulkAction>;

export const BULK_CONTROLS = ['confirm', 'approve', 'cancel'] as const;
export type BulkControl = (typeof BULK_CONTROLS)[number];
export const BulkControlBody = z.object({ action: z.enum(BULK_CONTROLS) });
export const BulkActionParams = z.object({ actionId: z.string().trim().min(1).max(64) });
export const BulkActionListQuery = z.object({
  page: z.coerce.number().int().min(0).max(MAX_PAGE_NUMBER, messages.pageTooFar).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const BulkActionList = z.object({ total: z.number(), actions: z.array(BulkAction) });

export const BulkResult = z.object({
  deviceId: z.string(),
  outcome: z.enum(BULK_OUTCOMES),
  /** Why skipped or failed, in words. */
  reason: z.string().nullable(),
  at: z.number(),
});
export type BulkResult = z.infer<typeof BulkResult>;
export const BulkResultsQuery = z.object({
  outcome: z.enum(BULK_OUTCOMES).optional(),
  after: z.string().trim().min(1).max(128).optional(),
  size: z.coerce.number().int().min(1).max(200).default(50),
});
export const BulkResultPage = z.object({ results: z.array(BulkResult), next: z.string().nullable() });

const actions = '/simplifi/v1/fleet/actions';

export const createBulkAction = {
  method: 'POST',
  path: actions,
  body: BulkActionBody,
  response: BulkAction,
} as const;
export const listBulkActions = {
  method: 'GET',
  path: actions,
  query: BulkActionListQuery,
  response: BulkActionList,
} as const;
export const getBulkAction = {
  method: 'GET',
  path: `${actions}/:actionId`,
  params: BulkActionParams,
  response: BulkAction,
} as const;
export const controlBulkAction = {
  method: 'POST',
  path: `${actions}/:actionId/control`,
  params: BulkActionParams,
  body: BulkControlBody,
  response: BulkAction,
} as const;
export const listBulkResults = {
  method: 'GET',
  path: `${actions}/:actionId/results`,
  params: BulkActionParams,
  query: BulkResultsQuery,
  response: BulkResultPage,
} as const;
/** Every result of an action as CSV, streamed. */
export const exportBulkResults = {
  method: 'GET',
  path: `${actions}/:actionId/results.csv`,
  params: BulkActionParams,
} as const;
