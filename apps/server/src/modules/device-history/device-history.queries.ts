import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import {
  deviceCommands,
  deviceDiagnosticLogs,
  deviceFirmwareHistory,
  deviceOnboardHistory,
  deviceStatusLogs,
} from '../../platform/db/schema';
import { byDevice, type DeviceKey, type Page } from '../device-logs';

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
  return db
    .select({ userId: t.userId, ts: t.ts, activity: t.activity })
    .from(t)
    .where(byDevice(t, key))
    .orderBy(desc(t.ts), desc(t.id))
    .limit(page.size)
    .offset(page.index * page.size);
}

export function findFirmwareHistory(db: Db, key: DeviceKey, page: Page) {
  const t = deviceFirmwareHistory;
  return db
    .select({
      firmwareVersion: t.firmwareVersion,
      downloadDate: t.downloadDate,
      deviceStatus: t.deviceStatus,
      modelNumber: t.modelNumber,
    })
    .from(t)
    .where(byDevice(t, key))
    .orderBy(desc(t.downloadDate), desc(t.id))
    .limit(page.size)
    .offset(page.index * page.size);
}

export async function findLatestDiagnostic(db: Db, key: DeviceKey) {
  const t = deviceDiagnosticLogs;
  const [row] = await db
    .select({ ts: t.ts, payload: t.payload })
    .from(t)
    .where(byDevice(t, key))
    .orderBy(desc(t.ts), desc(t.id))
    .limit(1);
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
