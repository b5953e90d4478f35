import type { Db } from '../../platform/db/client';
import { type CommandOutcome, writeCommandResults } from './command-store.queries';
import { type FirmwareReport, findFulfilledFota, findRolledBackFota } from './reported-firmware.queries';
import type { ReportItem } from './telemetry.queries';

/**
 * What a reported firmware version (`fw`) means for the device's FOTA commands, written as if
 * the device had said so (history and all, in one results write):
 * - the target of an open FOTA command: the device has installed it, whether or not its result
 *   reached us (sent while the server was down, or lost); the command ends as success with
 *   reason versionReported;
 * - another version than the one its latest FOTA installed with success (within a day): the
 *   device went back to its old image; the command becomes rolledBack with reason rolledBack.
 * The device's firmware version follows the report either way (the status write keeps `fw`).
 */
export async function reconcileReportedFirmware(db: Db, items: ReportItem[]): Promise<number> {
  const latest = new Map<string, FirmwareReport>();
  for (const item of items) {
    const fw = item.payload.fw;
    const seen = latest.get(item.deviceId);
    if (typeof fw === 'string' && (!seen || item.ts >= seen.ts))
      latest.set(item.deviceId, { deviceId: item.deviceId, firmwareVersion: fw, ts: item.ts });
  }
  const reports = [...latest.values()];
  if (reports.length === 0) return 0;
  const tsOf = (deviceId: string) => latest.get(deviceId)?.ts ?? Math.floor(Date.now() / 1000);
  const outcomes: CommandOutcome[] = [
    ...(await findFulfilledFota(db, reports)).map((c) => ({
      ...c,
      status: 'success' as const,
      reason: 'versionReported',
      ts: tsOf(c.deviceId),
    })),
    ...(await findRolledBackFota(db, reports)).map((c) => ({
      ...c,
      status: 'rolledBack' as const,
      reason: 'rolledBack',
      ts: tsOf(c.deviceId),
    })),
  ];
  return outcomes.length === 0 ? 0 : writeCommandResults(db, outcomes);
}
