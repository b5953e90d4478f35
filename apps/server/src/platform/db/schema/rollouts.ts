import type { DataScope } from '@console/contracts/access';
import type {
  GateSettings,
  GateVerdict,
  InstallWindow,
  Pacing,
  PhaseStartRule,
  PhaseState,
  RolloutState,
  StageCounts,
} from '@console/contracts/rollouts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/**
 * A phased rollout (issue 31, decision 0035): one firmware version for a model's devices (within
 * the creator's scope, optionally a from-version, countries and serials), in phases. `revision`
 * grows with every change of state or phase: a step moves it with a compare-and-set, so two
 * servers never both take the same step.
 */
export const rollouts = pgTable(
  'rollouts',
  {
    rolloutId: text('rollout_id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    category: text('category').notNull(),
    brand: text('brand').notNull(),
    modelNumber: text('model_number').notNull(),
    firmwareVersion: text('firmware_version').notNull(),
    fromVersion: text('from_version'),
    countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
    serials: text('serials').array().notNull().default(sql`'{}'::text[]`),
    /** A segment snapshot the target is limited to (issue 32); its devices are the segments area's. */
    segmentSnapshotId: text('segment_snapshot_id'),
    priority: text('priority').notNull(),
    state: text('state').$type<RolloutState>().notNull(),
    stopReason: text('stop_reason'),
    /** Devices matching the target when it was created: phase shares are of this count. */
    targetCount: integer('target_count').notNull(),
    currentPhase: integer('current_phase').notNull().default(0),
    maxFailures: integer('max_failures'),
    maxFailurePercent: doublePrecision('max_failure_percent'),
    minAnswered: integer('min_answered').notNull(),
    gate: jsonb('gate').$type<GateSettings>().notNull(),
    maxAttempts: integer('max_attempts').notNull().default(3),
    installWindow: jsonb('install_window').$type<InstallWindow>(),
    pacing: jsonb('pacing')
      .$type<Pacing>()
      .notNull()
      .default({ devicesPerMinute: null, megabytesPerSecond: null, rampFromPerMinute: null }),
    /** The pacing bucket's tokens and when they were counted (pace.ts), shared by every server. */
    paceTokens: doublePrecision('pace_tokens'),
    paceAt: timestamp('pace_at', { withTimezone: true }),
    /** Devices that match the target later join the current phase. */
    open: boolean('open').notNull().default(false),
    /** When a threshold or the gate stops it, the failing phase's installed devices are sent their previous image. */
    rollback: boolean('rollback').notNull().default(false),
    /** Devices the rollback was sent to. */
    rollbackDevices: integer('rollback_devices').notNull().default(0),
    /** The creator's data scope, kept: every phase picks its devices within it (decision 0035). */
    scope: jsonb('scope').$type<DataScope>().notNull(),
    createdById: text('created_by_id').notNull(),
    createdBy: text('created_by').notNull(),
    approvedBy: text('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** Who aborted it (user name and e-mail, as at the time) and when; null unless a person aborted it. */
    abortedBy: text('aborted_by'),
    abortedByEmail: text('aborted_by_email'),
    abortedAt: timestamp('aborted_at', { withTimezone: true }),
    revision: integer('revision').notNull().default(0),
    /** Which server steps it until when (a lease, so one server at a time does the work). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rollouts_tenant_created').on(t.tenantId, t.createdAt),
    // The engine walks the rollouts that still move.
    index('rollouts_active').on(t.state).where(sql`${t.state} IN ('running', 'awaitingApproval', 'paused')`),
  ],
);

/** One phase of a rollout; its sends are the FOTA batch `batchId`. */
export const rolloutPhases = pgTable(
  'rollout_phases',
  {
    rolloutId: text('rollout_id')
      .notNull()
      .references(() => rollouts.rolloutId, { onDelete: 'cascade' }),
    phaseIndex: integer('phase_index').notNull(),
    /** Cumulative share of the target (%) sent to once this phase is out. */
    share: integer('share').notNull(),
    startRule: text('start_rule').$type<PhaseStartRule>().notNull(),
    soakMinutes: integer('soak_minutes').notNull(),
    state: text('state').$type<PhaseState>().notNull().default('pending'),
    batchId: text('batch_id'),
    deviceCount: integer('device_count').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    installedAt: timestamp('installed_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    verdict: jsonb('verdict').$type<GateVerdict>(),
    /**
     * Devices per stage as the engine last counted them (each step of a running or paused
     * rollout): the rollout page reads these instead of counting 100,000 devices per call.
     */
    counts: jsonb('counts').$type<StageCounts>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.rolloutId, t.phaseIndex] })],
);

/**
 * A device of a rollout, once a phase took it: its current command. Every attempt is a
 * device_commands row of the phase's batch; this row names the latest. The first one's id is given
 * when the phase takes the device, and the command is stored under it when sent (no
 * device_commands row: not sent yet).
 */
export const rolloutDevices = pgTable(
  'rollout_devices',
  {
    rolloutId: text('rollout_id')
      .notNull()
      .references(() => rollouts.rolloutId, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    phaseIndex: integer('phase_index').notNull(),
    /** The version the device ran when the phase took it (what a rollback sends back). */
    fromVersion: text('from_version'),
    commandId: text('command_id').notNull(),
    /** Attempts made, counting the first from when its id is given. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.rolloutId, t.deviceId] }),
    index('rollout_devices_phase').on(t.rolloutId, t.phaseIndex, t.deviceId),
    // The sender walks a phase's devices by id (rollout_devices_phase) for those not sent yet, and
    // those waiting for another attempt by when it is due.
    index('rollout_devices_retry')
      .on(t.rolloutId, t.nextAttemptAt)
      .where(sql`${t.nextAttemptAt} IS NOT NULL`),
    // The devices sent to more than once: each step checks whether an earlier attempt of theirs
    // succeeded late (followLateAnswers), without reading every device of the rollout.
    index('rollout_devices_retried').on(t.rolloutId).where(sql`${t.attempts} > 1`),
  ],
);
