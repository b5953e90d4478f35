import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/rows';

/*
 * What a device's reported firmware version (`fw` in its status) says about its FOTA commands:
 * one still open that installs it is done; one that ended in success for another version was
 * rolled back. Each query takes the batch's latest report per device as one VALUES list.
 */

export interface FirmwareReport {
  deviceId: string;
  firmwareVersion: string;
  /** The report's time (device clock, epoch seconds). */
  ts: number;
}

const reportValues = (reports: FirmwareReport[]) =>
  sql.join(
    reports.map((r) => sql`(${r.deviceId}::text, ${r.firmwareVersion}::text, ${r.ts}::bigint)`),
    sql`, `,
  );

const commandsOf = (result: unknown) =>
  rowsOf<{ command_id: string; device_id: string }>(result).map((r) => ({
    commandId: r.command_id,
    deviceId: r.device_id,
  }));

/**
 * Open FOTA commands of these devices whose target is the version each now reports: the device
 * has installed it, whether or not its result reached us (a result sent while the server was
 * down). Walks the partial index device_commands_open_fota.
 */
export async function findFulfilledFota(
  db: Db,
  reports: FirmwareReport[],
): Promise<{ commandId: string; deviceId: string }[]> {
  if (reports.length === 0) return [];
  const result = await db.execute(sql`
    SELECT d.command_id, d.device_id FROM device_commands AS d
    JOIN (VALUES ${reportValues(reports)}) AS v(device_id, fw, ts)
      ON d.device_id = v.device_id AND d.target_version = v.fw
    WHERE d.type = 'fota' AND d.status IN ('queued', 'sent', 'accepted')`);
  return commandsOf(result);
}

/** How long after its success a FOTA can still be found rolled back (docs/mqtt.md, Commands). */
export const ROLLBACK_WINDOW_HOURS = 24;
/**
 * A report stamped within this long after the success may have been sent before the install (the
 * status ingest can lag the results ingest, and device clocks drift); the device's next reports
 * still tell.
 */
export const ROLLBACK_GRACE_SECONDS = 60;

/**
 * FOTA commands these devices have rolled back: the device's latest FOTA command ended in success
 * within the last ROLLBACK_WINDOW_HOURS, and a report stamped more than ROLLBACK_GRACE_SECONDS
 * after that success names another version. A FOTA command sent to the device after it (a newer
 * rollout, or the rollback image) takes over, so only the latest counts. Walks the partial index
 * device_commands_fota_success (device, updated_at) per device, and device_commands_device for
 * the later commands of the few found.
 */
export async function findRolledBackFota(
  db: Db,
  reports: FirmwareReport[],
): Promise<{ commandId: string; deviceId: string }[]> {
  if (reports.length === 0) return [];
  const result = await db.execute(sql`
    SELECT c.command_id, c.device_id
    FROM (VALUES ${reportValues(reports)}) AS v(device_id, fw, ts)
    CROSS JOIN LATERAL (
      SELECT d.command_id, d.device_id, d.target_version, d.created_at, d.updated_at
      FROM device_commands AS d
      WHERE d.device_id = v.device_id AND d.type = 'fota' AND d.status = 'success'
        AND d.updated_at > now() - make_interval(hours => ${ROLLBACK_WINDOW_HOURS})
      ORDER BY d.updated_at DESC
      LIMIT 1
    ) AS c
    WHERE c.target_version <> v.fw
      AND v.ts > extract(epoch FROM c.updated_at) + ${ROLLBACK_GRACE_SECONDS}
      AND NOT EXISTS (
        SELECT 1 FROM device_commands AS later
        WHERE later.device_id = c.device_id AND later.type = 'fota' AND later.created_at > c.created_at)`);
  return commandsOf(result);
}
