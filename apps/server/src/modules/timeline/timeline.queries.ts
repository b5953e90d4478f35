import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client';
import {
  deviceActivityLogs,
  deviceCommands,
  deviceConnectionLogs,
  deviceDiagnosticLogs,
  deviceFirmwareHistory,
  deviceOnboardHistory,
  deviceStatusLogs,
} from '../../platform/db/schema';
import type { Place, Source } from './timeline-cursor';
import { type TimeUnit, walkNewest } from './timeline-walk.queries';

/*
 * A device's own events, each source a walk of its (device_id, tenant_id, time, id) index
 * (schema/logs.ts; the commands' device_commands_device). The logs, commands and histories are
 * the telemetry area's and the device areas' tables (written as devices report and staff act):
 * named here because each page is one statement over them.
 */

/** What every source of a timeline page is read for: whose events, below which place, how many. */
export interface SourceRead {
  /** A device's own timeline, or a home's (its devices' and its members'). */
  subject: 'device' | 'home';
  tenantId: string;
  deviceIds: readonly string[];
  userIds: readonly string[];
  below: Place | undefined;
  limit: number;
}

type DeviceTable = PgTable & { deviceId: PgColumn; tenantId: PgColumn };

/** One device source: its table, time and id (an epoch-seconds log and its bigserial id unless said), and columns. */
function walkDevices(
  db: Db,
  read: SourceRead,
  source: Source,
  t: DeviceTable,
  time: PgColumn,
  columns: SQL,
  { unit = 's', id = (t as unknown as { id: PgColumn }).id }: { unit?: TimeUnit; id?: PgColumn } = {},
) {
  const also = [eq(t.tenantId, read.tenantId)];
  const walk = { source, table: t, key: t.deviceId, also, time, unit, id, columns };
  return walkNewest(db, walk, { keys: read.deviceIds, below: read.below, limit: read.limit });
}

/** Status or diagnostic reports; the payload (as JSON text, parsed as the page is written) only when shown. */
export function findReports(db: Db, kind: 'status' | 'diagnostic', read: SourceRead, withPayload: boolean) {
  const t = kind === 'status' ? deviceStatusLogs : deviceDiagnosticLogs;
  const payload = withPayload ? sql`, ${t.payload}::text AS payload` : sql``;
  return walkDevices(db, read, kind, t, t.ts, sql`${t.deviceId} AS device_id${payload}`);
}

export function findConnections(db: Db, read: SourceRead) {
  const t = deviceConnectionLogs;
  const columns = sql`${t.deviceId} AS device_id, ${t.online} AS online, ${t.reason} AS reason`;
  return walkDevices(db, read, 'connection', t, t.ts, columns);
}

export function findActivities(db: Db, read: SourceRead) {
  const t = deviceActivityLogs;
  const columns = sql`${t.deviceId} AS device_id, ${t.activity} AS activity, ${t.status} AS status`;
  return walkDevices(db, read, 'activity', t, t.ts, columns);
}

export function findOnboardings(db: Db, read: SourceRead) {
  const t = deviceOnboardHistory;
  const columns = sql`${t.deviceId} AS device_id, ${t.activity} AS activity, ${t.userId} AS user_id`;
  return walkDevices(db, read, 'onboarding', t, t.ts, columns);
}

/** Firmware downloads, at their download date (the index's time). */
export function findFirmwareHistory(db: Db, read: SourceRead) {
  const t = deviceFirmwareHistory;
  const columns = sql`${t.deviceId} AS device_id, ${t.firmwareVersion} AS firmware_version,
    ${t.deviceStatus} AS device_status, ${t.modelNumber} AS model_number`;
  return walkDevices(db, read, 'firmware', t, t.downloadDate, columns);
}

/** Commands sent to the device (FOTA, IDU config), at when they were made, with their state now. */
export function findCommands(db: Db, read: SourceRead) {
  const t = deviceCommands;
  const columns = sql`${t.deviceId} AS device_id, ${t.type} AS type, ${t.status} AS status, ${t.reason} AS reason,
    ${t.stage} AS stage, ${t.percent} AS percent, ${t.targetVersion} AS target_version,
    (extract(epoch from ${t.updatedAt}) * 1000)::bigint::text AS updated_ms`;
  return walkDevices(db, read, 'command', t, t.createdAt, columns, { unit: 'tz', id: t.commandId });
}
