/**
 * What the health gate reads for a phase's soak (health-signals.queries.ts), written as the
 * devices would have reported it: for the phase's installed devices from their install time, and
 * for the control devices (CONTROL_COUNTRY) from the phase's install, until the soak ends —
 *  - a status report every `reportIntervalSeconds` (no silence), the control's first just before
 *    the phase's install (so they count as live then), a little past the soak's end;
 *  - reboots: a connection log `lastWill` then `connect`; faults: a status report with a new
 *    error code; each at `baseRatePerThousandHours` for every device;
 *  - for `badShare` of the installed devices, one reboot with a fault after it (the bad release).
 * The soak is short in wall time: each wall second stands for `timeScale` device seconds, so the
 * base rate is scaled by it (and the bench scales the gate's margins and minimum hours alike).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { CONTROL_COUNTRY } from './phased-rollout-rig';
import { MODEL, TENANT } from './rollout-bench';

export interface SoakSignals {
  rolloutId: string;
  phaseIndex: number;
  /** The phase's install (epoch seconds): the control group's window starts there. */
  installedAt: number;
  soakSeconds: number;
  reportIntervalSeconds: number;
  baseRatePerThousandHours: number;
  timeScale: number;
  badShare: number;
}

/** When the last status report written for a soak is (epoch seconds): a little past its end. */
export const soakReportsEnd = (
  s: Pick<SoakSignals, 'installedAt' | 'soakSeconds' | 'reportIntervalSeconds'>,
) => s.installedAt + s.soakSeconds + 2 * s.reportIntervalSeconds;

/** Writes a soaking phase's log rows; answers how many rows of each kind. */
export async function writeSoakSignals(db: Db, s: SoakSignals) {
  const end = s.installedAt + s.soakSeconds;
  // Chance per device-second (wall) of a base event: per 1,000 device-hours, scaled.
  const perSecond = (s.baseRatePerThousandHours * s.timeScale) / 1000 / 3600;
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      CREATE TEMP TABLE soak_group ON COMMIT DROP AS
      SELECT rd.device_id, floor(extract(epoch FROM c.updated_at))::bigint AS s, random() < ${s.badShare}::float8 AS bad
        FROM rollout_devices AS rd JOIN device_commands AS c ON c.command_id = rd.command_id
       WHERE rd.rollout_id = ${s.rolloutId} AND rd.phase_index = ${s.phaseIndex}::int AND c.status = 'success'
      UNION ALL
      SELECT device_id, ${s.installedAt}::bigint, false FROM devices
       WHERE tenant_id = ${TENANT} AND model_number = ${MODEL} AND country = ${CONTROL_COUNTRY}`);
    // Events: (device, time, kind); a base reboot and a base fault each with its own chance.
    await tx.execute(sql`
      CREATE TEMP TABLE soak_events ON COMMIT DROP AS
      SELECT device_id, s + floor(random() * (${end}::bigint - s))::bigint AS t, kind
        FROM soak_group CROSS JOIN (VALUES ('reboot'), ('fault')) AS k(kind)
       WHERE random() < (${end}::bigint - s) * ${perSecond}::float8
      UNION ALL
      SELECT device_id, s + floor(random() * (${end}::bigint - s))::bigint, 'bad' FROM soak_group WHERE bad`);
    const reports = await tx.execute(sql`
      INSERT INTO device_status_logs (tenant_id, device_id, ts, payload)
      SELECT ${TENANT}, g.device_id, ts, '{"errors":[]}'::jsonb FROM soak_group AS g
       CROSS JOIN LATERAL generate_series(g.s - 2, ${soakReportsEnd(s)}::bigint,
         ${s.reportIntervalSeconds}::bigint) AS ts
      UNION ALL
      SELECT ${TENANT}, device_id, t + 2, jsonb_build_object('errors', jsonb_build_array('E' || (1 + floor(random() * 90))::int))
        FROM soak_events WHERE kind IN ('fault', 'bad')`);
    const connections = await tx.execute(sql`
      INSERT INTO device_connection_logs (tenant_id, device_id, ts, online, reason)
      SELECT ${TENANT}, device_id, ts, online, reason FROM soak_events
       CROSS JOIN (VALUES (0, false, 'lastWill'), (1, true, 'connect')) AS r(dt, online, reason)
       CROSS JOIN LATERAL (SELECT t + dt AS ts) AS x
       WHERE kind IN ('reboot', 'bad')`);
    await tx.execute(sql`ANALYZE device_status_logs`);
    await tx.execute(sql`ANALYZE device_connection_logs`);
    return { statusRows: rowCount(reports), connectionRows: rowCount(connections) };
  });
}

const rowCount = (result: unknown) => Number((result as { rowCount?: number }).rowCount ?? 0);
