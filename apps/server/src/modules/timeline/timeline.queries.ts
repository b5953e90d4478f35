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
import type { Source } from './timeline-cursor';
import { type SubjectKind, sourceBranches } from './timeline-walk.queries';

/*
 * A device's own events, each source a branch walking its (device_id, tenant_id, time, id) index
 * (schema/logs.ts; the commands' device_commands_device). The logs, commands and histories are
 * the telemetry area's and the device areas' tables (written as devices report and staff act):
 * named here because each page is one statement over them.
 */

/** What every branch of a page's statement is built for: a device's page or a home's. */
export interface SourceRead {
  subject: SubjectKind;
}

const tenantId = sql.placeholder('tenantId');

type DeviceTable = PgTable & { deviceId: PgColumn; tenantId: PgColumn };

/** One device source's branch: its table, time and id (its bigserial id unless said), and fields. */
function deviceBranch(
  read: SourceRead,
  source: Source,
  t: DeviceTable,
  time: PgColumn,
  data: SQL,
  { id = (t as unknown as { id: PgColumn }).id, payload }: { id?: PgColumn; payload?: SQL } = {},
) {
  const also = [eq(t.tenantId, tenantId)];
  const walk = { source, table: t, key: t.deviceId, by: 'devices' as const, also, time, id, data, payload };
  return sourceBranches([walk], read.subject);
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
  return deviceBranch(read, 'command', t, t.createdAt, data, { id: t.commandId });
}
