import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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
import { type TimeUnit, walkBranch } from './timeline-walk.queries';

/*
 * A device's own events, each source a branch walking its (device_id, tenant_id, time, id) index
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

/** One device source's branch: its table, time and id (an epoch-seconds log and its bigserial id unless said), and fields. */
function deviceBranch(
  read: SourceRead,
  source: Source,
  t: DeviceTable,
  time: PgColumn,
  data: SQL,
  {
    unit = 's',
    id = (t as unknown as { id: PgColumn }).id,
    payload,
  }: { unit?: TimeUnit; id?: PgColumn; payload?: SQL } = {},
) {
  const also = [eq(t.tenantId, read.tenantId)];
  const walk = { source, table: t, key: t.deviceId, also, time, unit, id, data, payload };
  return walkBranch(walk, { keys: read.deviceIds, below: read.below, limit: read.limit });
}

/** Status or diagnostic reports; the payload only when shown (a redacted report's is never read). */
export function reportsBranch(kind: 'status' | 'diagnostic', read: SourceRead, withPayload: boolean) {
  const t = kind === 'status' ? deviceStatusLogs : deviceDiagnosticLogs;
  const data = sql`jsonb_build_object('device_id', ${t.deviceId})`;
  return deviceBranch(read, kind, t, t.ts, data, withPayload ? { payload: sql`${t.payload}` } : {});
}

export function connectionsBranch(read: SourceRead) {
  const t = deviceConnectionLogs;
  const data = sql`jsonb_build_object('device_id', ${t.deviceId}, 'online', ${t.online}, 'reason', ${t.reason})`;
  return deviceBranch(read, 'connection', t, t.ts, data);
}

export function activitiesBranch(read: SourceRead) {
  const t = deviceActivityLogs;
  const data = sql`jsonb_build_object('device_id', ${t.deviceId}, 'activity', ${t.activity}, 'status', ${t.status})`;
  return deviceBranch(read, 'activity', t, t.ts, data);
}

export function onboardingsBranch(read: SourceRead) {
  const t = deviceOnboardHistory;
  const data = sql`jsonb_build_object('device_id', ${t.deviceId}, 'activity', ${t.activity}, 'user_id', ${t.userId})`;
  return deviceBranch(read, 'onboarding', t, t.ts, data);
}

/** Firmware downloads, at their download date (the index's time). */
export function firmwareBranch(read: SourceRead) {
  const t = deviceFirmwareHistory;
  const data = sql`jsonb_build_object('device_id', ${t.deviceId}, 'firmware_version', ${t.firmwareVersion},
    'device_status', ${t.deviceStatus}, 'model_number', ${t.modelNumber})`;
  return deviceBranch(read, 'firmware', t, t.downloadDate, data);
}

/** Commands sent to the device (FOTA, IDU config), at when they were made, with their state now. */
export function commandsBranch(read: SourceRead) {
  const t = deviceCommands;
  const data = sql`jsonb_build_object('device_id', ${t.deviceId}, 'type', ${t.type}, 'status', ${t.status},
    'reason', ${t.reason}, 'stage', ${t.stage}, 'percent', ${t.percent}, 'target_version', ${t.targetVersion},
    'updated_ms', (extract(epoch from ${t.updatedAt}) * 1000)::bigint)`;
  return deviceBranch(read, 'command', t, t.createdAt, data, { unit: 'tz', id: t.commandId });
}
