import type { deviceConnectionLogs, deviceDiagnosticLogs, deviceStatusLogs } from '../../platform/db/schema';
import { AC_CATEGORIES } from './catalog';
import type { DevicePlan } from './device-factory';
import { diagnosticPayload, statusPayload, withControl } from './payloads';
import type { Rng } from './prng';

const HOUR = 3600;
const DAY = 86_400;
export const LOG_DAYS = 90;

export interface DeviceLogs {
  status: (typeof deviceStatusLogs.$inferInsert)[];
  diagnostic: (typeof deviceDiagnosticLogs.$inferInsert)[];
  connection: (typeof deviceConnectionLogs.$inferInsert)[];
}

/**
 * 90 days of reports for onboarded devices: dense devices every 30 minutes (diagnostics hourly),
 * the rest every day or two. Also sets the device's online state and last status from them.
 */
export function buildDeviceLogs(rng: Rng, nowSec: number, plans: DevicePlan[]): DeviceLogs {
  const out: DeviceLogs = { status: [], diagnostic: [], connection: [] };
  const byId = new Map(plans.map((p) => [p.row.deviceId, p.row]));
  for (const plan of plans) {
    const { row, spec, dense } = plan;
    if (row.onboardedAt == null) continue;
    const start = Math.max(row.onboardedAt, nowSec - LOG_DAYS * DAY);
    // Indoor units reach the cloud through their gateway (listed before them): offline with it.
    const parent = row.parentDeviceId ? byId.get(row.parentDeviceId) : undefined;
    const online = parent ? parent.online === true && rng.chance(0.85) : plan.alwaysOnline || rng.chance(0.7);
    const end = online ? nowSec : Math.max(start + HOUR, nowSec - rng.int(HOUR, 5 * DAY));
    const base = { tenantId: row.tenantId, deviceId: row.deviceId };

    const lastConnect = connectionEvents(rng, start, end, online, dense, (ts, up, reason) =>
      out.connection.push({ ...base, ts, online: up, reason }),
    );

    const statusStep = () => (dense ? 30 * 60 : rng.int(12, 60) * HOUR);
    let lastStatus: { ts: number; payload: Record<string, unknown> } | null = null;
    for (let ts = start + rng.int(60, 1800); ts <= end; ts += statusStep()) {
      const payload = withControl(statusPayload(rng, spec, ts), row.deviceId, ts);
      out.status.push({ ...base, ts, payload });
      lastStatus = { ts, payload };
    }

    if (AC_CATEGORIES.includes(spec.category)) {
      const diagStep = () => (dense ? HOUR : rng.int(48, 96) * HOUR);
      const hoursBefore = Math.floor((start - row.onboardedAt) / HOUR / 3);
      for (let ts = start + rng.int(60, 3600); ts <= end; ts += diagStep()) {
        const powerOn = hoursBefore + Math.floor((ts - start) / HOUR / 3);
        out.diagnostic.push({ ...base, ts, payload: diagnosticPayload(rng, spec, ts, powerOn) });
      }
    }

    row.online = online;
    row.connectedTime = lastConnect;
    // Without the control time: the logs, inserted after the devices, must still read as new controls.
    const { cts: _controlTime, ...last } = lastStatus?.payload ?? {};
    row.lastStatus = lastStatus ? last : null;
    row.statusTs = lastStatus?.ts ?? null;
  }
  return out;
}

/** Online spells of a few days with short drops; returns the time of the last connect. */
function connectionEvents(
  rng: Rng,
  start: number,
  end: number,
  online: boolean,
  dense: boolean,
  emit: (ts: number, online: boolean, reason: string) => void,
): number {
  let ts = start;
  let lastConnect = start;
  emit(ts, true, 'connect');
  for (;;) {
    const up = rng.int(dense ? 12 : 24, dense ? 72 : 240) * HOUR;
    const down = rng.int(2, 240) * 60;
    if (ts + up + down >= end) break;
    ts += up;
    emit(ts, false, rng.chance(0.6) ? 'lastWill' : 'disconnect');
    ts += down;
    emit(ts, true, 'connect');
    lastConnect = ts;
  }
  if (!online) emit(end, false, 'lastWill');
  return lastConnect;
}
