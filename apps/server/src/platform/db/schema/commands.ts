import { DEVICE_COMMAND_STATUSES, type DeviceCommandStatus } from '@console/contracts/device-history';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { upperCaseScope } from './upper-case-scope';

/** Where a command stands: the server's side (queued, sent, publishFailed), then the device's. */
export const COMMAND_STATUSES = DEVICE_COMMAND_STATUSES;
export type CommandStatus = DeviceCommandStatus;

/**
 * Every command published to a device (FOTA, IDU config), with its latest result. Written when
 * published, updated from `devices/+/command-results`. A batch's counters are counts over its rows,
 * hence the (batch_id, status) index.
 */
export const deviceCommands = pgTable(
  'device_commands',
  {
    commandId: text('command_id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    deviceId: text('device_id').notNull(),
    type: text('type').notNull(),
    batchId: text('batch_id'),
    /** The version the command installs (FOTA firmware, IDU config), for the history it writes. */
    targetVersion: text('target_version'),
    /** What was published (device_command_bodies), so a command still queued can be published again. */
    bodyId: text('body_id'),
    status: text('status', { enum: COMMAND_STATUSES }).notNull().default('queued'),
    reason: text('reason'),
    /** While accepted: the stage the device last reported (downloading, verifying, installing) and the download's percent. */
    stage: text('stage'),
    percent: integer('percent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('device_commands_batch_status').on(t.batchId, t.status),
    // The batch report reads a batch's commands in command id order, a page at a time.
    index('device_commands_batch_command').on(t.batchId, t.commandId),
    // A device's commands newest first (the timeline's keyset walks it to the command id).
    index('device_commands_device').on(t.deviceId, t.createdAt, t.commandId),
    // Open commands only (a small share of the table): the sweeper that ends stale ones walks
    // them by age, and the status ingest looks up a reporting device's open FOTA commands.
    index('device_commands_open_age')
      .on(t.createdAt)
      .where(sql`${t.status} IN ('queued', 'sent', 'accepted')`),
    index('device_commands_open_fota')
      .on(t.deviceId)
      .where(sql`${t.type} = 'fota' AND ${t.status} IN ('queued', 'sent', 'accepted')`),
    // A device's latest successful FOTA, by when it succeeded: the status ingest looks it up for
    // each report to find rollbacks (a report of another version soon after the success).
    index('device_commands_fota_success')
      .on(t.deviceId, t.updatedAt)
      .where(sql`${t.type} = 'fota' AND ${t.status} = 'success'`),
  ],
);

/**
 * The part of a command after its envelope, stored once per send and command (a rollout's 100,000
 * commands share one), with the envelope's ts and expiry: a command still queued after a restart is
 * published again from it, byte for byte as first meant (docs/mqtt.md, Commands). Removed by the
 * sweeper once expired (no command can be published after its expiry).
 */
export const deviceCommandBodies = pgTable(
  'device_command_bodies',
  {
    bodyId: text('body_id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    /** The MQTT client id of the server that stored it; that id's next connect publishes its queued commands again. */
    publisher: text('publisher').notNull(),
    /** The envelope's ts and expiresAt (epoch seconds). */
    ts: bigint('ts', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    /** The JSON after the envelope (`"type":"fota",…}`), as commandPayloads builds it. */
    body: text('body').notNull(),
  },
  (t) => [index('device_command_bodies_expiry').on(t.expiresAt)],
);

/** A FOTA rollout: one command per chosen device of a model (spec 001 "FOTA batch"). */
export const fotaBatches = pgTable(
  'fota_batches',
  {
    batchId: text('batch_id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    category: text('category').notNull(),
    brand: text('brand').notNull(),
    modelNumber: text('model_number').notNull(),
    firmwareVersion: text('firmware_version').notNull(),
    percentage: integer('percentage').notNull(),
    priority: text('priority').notNull(),
    createdBy: text('created_by'),
    /** The phased rollout this batch is a phase of (issue 31), or null for a one-step trigger. */
    rolloutId: text('rollout_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fota_batches_tenant_model').on(t.tenantId, t.category, t.brand, t.modelNumber, t.createdAt),
    upperCaseScope('fota_batches_scope_upper_case', t.category, t.brand),
  ],
);
