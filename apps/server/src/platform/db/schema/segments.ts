import type { DataScope } from '@console/contracts/access';
import type {
  BulkActionKind,
  BulkActionState,
  BulkOutcome,
  FleetFilter,
  SegmentVisibility,
  SnapshotPurpose,
} from '@console/contracts/segments';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { staffUsers } from './staff';
import { tenants } from './tenants';

/** A saved fleet filter (issue 32): private to its owner or shared with the tenant. */
export const segments = pgTable(
  'segments',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    visibility: text('visibility').$type<SegmentVisibility>().notNull(),
    filter: jsonb('filter').$type<FleetFilter>().notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One name per owner: a person's list never shows two segments they cannot tell apart.
    uniqueIndex('segments_owner_name').on(t.tenantId, t.ownerId, sql`lower(${t.name})`),
    index('segments_tenant_updated').on(t.tenantId, t.updatedAt),
  ],
);

/**
 * One use of a filter (a saved segment's, or a search's): who, when, for what, the filter as it was
 * and the count; its devices are in `segment_snapshot_devices`, so "who exactly got this" has an
 * answer after the segment or the fleet changed.
 */
export const segmentSnapshots = pgTable(
  'segment_snapshots',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    segmentId: text('segment_id').references(() => segments.id, { onDelete: 'set null' }),
    purpose: text('purpose').$type<SnapshotPurpose>().notNull(),
    filter: jsonb('filter').$type<FleetFilter>().notNull(),
    count: integer('count').notNull(),
    createdBy: uuid('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('segment_snapshots_segment').on(t.segmentId, t.createdAt)],
);

export const segmentSnapshotDevices = pgTable(
  'segment_snapshot_devices',
  {
    snapshotId: text('snapshot_id')
      .notNull()
      .references(() => segmentSnapshots.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.deviceId] })],
);

/** A bulk action on a snapshot (issue 32): offboarding, run in the background a device at a time. */
export const segmentActions = pgTable(
  'segment_actions',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    kind: text('kind').$type<BulkActionKind>().notNull(),
    state: text('state').$type<BulkActionState>().notNull(),
    snapshotId: text('snapshot_id')
      .notNull()
      .references(() => segmentSnapshots.id),
    segmentId: text('segment_id').references(() => segments.id, { onDelete: 'set null' }),
    total: integer('total').notNull(),
    /** Outcomes so far, kept with each device's result (the progress a page polls). */
    done: integer('done').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    needsApproval: boolean('needs_approval').notNull(),
    createdBy: uuid('created_by').notNull(),
    createdByName: text('created_by_name').notNull(),
    /** The creator's data scope when asked: the action acts within it. */
    scope: jsonb('scope').$type<DataScope>().notNull(),
    ip: text('ip'),
    approvedBy: text('approved_by'),
    cancelledBy: text('cancelled_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** While a server works on it: until when (another server takes over after). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
  },
  (t) => [
    index('segment_actions_tenant_created').on(t.tenantId, t.createdAt),
    index('segment_actions_running').on(t.createdAt).where(sql`${t.state} = 'running'`),
  ],
);

/** One device's outcome in a bulk action: written in the transaction that acted on it, so once. */
export const segmentActionResults = pgTable(
  'segment_action_results',
  {
    actionId: text('action_id')
      .notNull()
      .references(() => segmentActions.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    outcome: text('outcome').$type<BulkOutcome>().notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.actionId, t.deviceId] })],
);
