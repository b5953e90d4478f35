import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { byDevice, type DeviceKey, newestFirstPage, type Page } from '../../platform/db/device-page';
import {
  deviceCommands,
  deviceDiagnosticLogs,
  deviceFirmwareHistory,
  deviceOnboardHistory,
  deviceStatusLogs,
} from '../../platform/db/schema';

/*
 * Reads behind a device's popups, each bounded by tenant and device so each is a walk of its
 * (device_id, time) index, newest first. The logs, commands and firmware history are the telemetry
 * area's (it writes them as devices report): named here because each popup is one paged statement.
 */

/** Times of the latest status reports (two are enough to know the device's pace). */
export async function findLatestStatusTimes(db: Db, key: DeviceKey, count = 2) {
  const t = deviceStatusLogs;
  const rows = await db.select({ ts: t.ts }).from(t).where(byDevice(t, key)).orderBy(desc(t.ts)).limit(count);
  return rows.map((r) => r.ts);
}

export function findOnboardHistory(db: Db, key: DeviceKey, page: Page) {
  const t = deviceOnboardHistory;
  const query = db.select({ userId: t.userId, ts: t.ts, activity: t.activity }).from(t).$dynamic();
  return newestFirstPage(query, t, key, page);
}

export function findFirmwareHistory(db: Db, key: DeviceKey, page: Page) {
  const t = deviceFirmwareHistory;
  const { firmwareVersion, downloadDate, deviceStatus, modelNumber } = t;
  const query = db.select({ firmwareVersion, downloadDate, deviceStatus, modelNumber }).from(t).$dynamic();
  // Its index's time is the download date (device_firmware_history_device_page).
  return newestFirstPage(
    query,
    { deviceId: t.deviceId, tenantId: t.tenantId, ts: downloadDate, id: t.id },
    key,
    page,
  );
}

export async function findLatestDiagnostic(db: Db, key: DeviceKey) {
  const t = deviceDiagnosticLogs;
  const query = db.select({ ts: t.ts, payload: t.payload }).from(t).$dynamic();
  const [row] = await newestFirstPage(query, t, key, { size: 1 });
  return row;
}

/** One command sent to the device, by id. */
export async function findCommand(db: Db, key: DeviceKey, commandId: string) {
  const t = deviceCommands;
  const [row] = await db
    .select({
      commandId: t.commandId,
      deviceId: t.deviceId,
      type: t.type,
      status: t.status,
      reason: t.reason,
      targetVersion: t.targetVersion,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    })
    .from(t)
    .where(and(eq(t.commandId, commandId), byDevice(t, key)));
  return row;
}

/** The offboarding as a line of the device's onboard history, under the user it was onboarded by. */
export async function recordOffboarding(tx: Tx, tenantId: string, deviceId: string, userId: string | null) {
  await tx.insert(deviceOnboardHistory).values({
    tenantId,
    deviceId,
    userId,
    ts: Math.floor(Date.now() / 1000),
    activity: 'offboard',
  });
}
