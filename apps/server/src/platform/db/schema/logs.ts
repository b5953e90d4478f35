import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/*
 * Device logs. Each table is paged per device (or MAC) of a tenant, newest first, ORDER BY ts
 * DESC, id DESC; so each has an index on (device_id, tenant_id, ts, id): read backwards it is
 * already in page order, and a page stops after its rows instead of sorting the device's range.
 * Times are epoch seconds, as devices report them.
 */

export const deviceStatusLogs = pgTable(
  'device_status_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    deviceId: text('device_id').notNull(),
    ts: bigint('ts', { mode: 'number' }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    index('device_status_logs_device_page').on(t.deviceId, t.tenantId, t.ts, t.id),
    // A time window across devices (fleet search's error codes, issue 32): rows arrive in time order.
    index('device_status_logs_ts_brin').using('brin', t.ts),
    // The reports in a fault, a tenant's in a window (fleet search's error codes): about 2 % of
    // them, so a day's are read without the other 98 % (the BRIN's lossy pages held all of them).
    index('device_status_logs_errors')
      .on(t.tenantId, t.ts)
      .where(sql`jsonb_typeof(${t.payload} -> 'errors') = 'array'`),
  ],
);

export const deviceDiagnosticLogs = pgTable(
  'device_diagnostic_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    deviceId: text('device_id').notNull(),
    ts: bigint('ts', { mode: 'number' }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    index('device_diagnostic_logs_device_page').on(t.deviceId, t.tenantId, t.ts, t.id),
    index('device_diagnostic_logs_ts_brin').using('brin', t.ts),
    // Likewise the diagnostics reports that name fault codes (`flt`).
    index('device_diagnostic_logs_faults')
      .on(t.tenantId, t.ts)
      .where(sql`jsonb_typeof(${t.payload} -> 'flt') = 'array'`),
  ],
);

export const deviceConnectionLogs = pgTable(
  'device_connection_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    deviceId: text('device_id').notNull(),
    ts: bigint('ts', { mode: 'number' }).notNull(),
    online: boolean('online').notNull(),
    /** connect, disconnect or lastWill. */
    reason: text('reason').notNull(),
  },
  (t) => [index('device_connection_logs_device_page').on(t.deviceId, t.tenantId, t.ts, t.id)],
);

/** Device activity log (spec 001 "device log row"). */
export const deviceActivityLogs = pgTable(
  'device_activity_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    deviceId: text('device_id').notNull(),
    ts: bigint('ts', { mode: 'number' }).notNull(),
    activity: text('activity').notNull(),
    status: text('status').notNull(),
  },
  (t) => [index('device_activity_logs_device_page').on(t.deviceId, t.tenantId, t.ts, t.id)],
);

/** Device attestation certificate (DAC) events, by MAC address. */
export const dacLogs = pgTable(
  'dac_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    macAddress: text('mac_address').notNull(),
    ts: bigint('ts', { mode: 'number' }).notNull(),
    event: text('event').notNull(),
  },
  (t) => [
    index('dac_logs_mac_page').on(t.macAddress, t.tenantId, t.ts, t.id),
    index('dac_logs_tenant_ts').on(t.tenantId, t.ts),
  ],
);

export const deviceOnboardHistory = pgTable(
  'device_onboard_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    deviceId: text('device_id').notNull(),
    userId: text('user_id'),
    ts: bigint('ts', { mode: 'number' }).notNull(),
    activity: text('activity', { enum: ['onboard', 'offboard'] }).notNull(),
  },
  (t) => [index('device_onboard_history_device_page').on(t.deviceId, t.tenantId, t.ts, t.id)],
);

export const deviceFirmwareHistory = pgTable(
  'device_firmware_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    deviceId: text('device_id').notNull(),
    modelNumber: text('model_number').notNull(),
    firmwareVersion: text('firmware_version').notNull(),
    downloadDate: bigint('download_date', { mode: 'number' }).notNull(),
    deviceStatus: text('device_status').notNull(),
  },
  (t) => [index('device_firmware_history_device_page').on(t.deviceId, t.tenantId, t.downloadDate, t.id)],
);

/**
 * Who changed what, when, from which tenant. The Audit Log pages a tenant's entries newest first
 * (`audit_log_tenant_at`); an action's entries, and the list of actions (a skip scan), walk
 * `audit_log_tenant_action_at` (docs/decisions/0028); one device's or person's, on a timeline,
 * `audit_log_entity_at`.
 *
 * Each tenant's entries form a hash chain (decision 0037): the trigger `audit_log_chain` (migration
 * `audit_chain`) numbers every new entry after its tenant's last (`chain_seq`), copies that entry's hash
 * (`prev_hash`) and hashes the entry with it (`hash`, the SQL function `audit_entry_hash`); the
 * defaults below are never stored, the trigger sets all three. One chain per tenant, entries
 * without a tenant one more; the unique (tenant_id, chain_seq) keeps a chain from forking and is
 * the index verification walks.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id'),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    chainSeq: bigint('chain_seq', { mode: 'number' }).notNull().default(0),
    prevHash: text('prev_hash').notNull().default(''),
    hash: text('hash').notNull().default(''),
  },
  (t) => [
    index('audit_log_tenant_at').on(t.tenantId, t.at),
    index('audit_log_tenant_action_at').on(t.tenantId, t.action, t.at, t.id),
    // One entity's entries newest first: a device's or a member's staff actions on a timeline.
    index('audit_log_entity_at').on(t.tenantId, t.entity, t.entityId, t.at, t.id),
    unique('audit_log_tenant_chain').on(t.tenantId, t.chainSeq).nullsNotDistinct(),
  ],
);
