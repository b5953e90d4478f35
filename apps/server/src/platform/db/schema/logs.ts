import { bigint, bigserial, boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * Device logs. Each table is paged per device, newest first, so each has an index on
 * (device_id, ts). Times are epoch seconds, as devices report them.
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
  (t) => [index('device_status_logs_device_ts').on(t.deviceId, t.ts)],
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
  (t) => [index('device_diagnostic_logs_device_ts').on(t.deviceId, t.ts)],
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
  (t) => [index('device_connection_logs_device_ts').on(t.deviceId, t.ts)],
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
  (t) => [index('device_activity_logs_device_ts').on(t.deviceId, t.ts)],
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
  (t) => [index('dac_logs_mac_ts').on(t.macAddress, t.ts), index('dac_logs_tenant_ts').on(t.tenantId, t.ts)],
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
  (t) => [index('device_onboard_history_device_ts').on(t.deviceId, t.ts)],
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
  (t) => [index('device_firmware_history_device').on(t.deviceId, t.downloadDate)],
);

/** Who changed what, when, from which tenant. */
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
  },
  (t) => [index('audit_log_tenant_at').on(t.tenantId, t.at)],
);
