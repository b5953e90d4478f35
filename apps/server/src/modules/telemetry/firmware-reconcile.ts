import type { Db } from '../../platform/db/client';
import { findFulfilledFota, writeCommandResults } from './command-store.queries';
import type { ReportItem } from './telemetry.queries';

/**
 * A device that reports the firmware version an open FOTA command of its was installing has done
 * it, whether or not its result reached us (sent while the server was down, or lost): the command
 * ends as success with reason versionReported, and the firmware history follows, as for a result.
 */
export async function reconcileReportedFirmware(db: Db, items: ReportItem[]): Promise<number> {
  const latest = new Map<string, { deviceId: string; firmwareVersion: string; ts: number }>();
  for (const item of items) {
    const fw = item.payload.fw;
    const seen = latest.get(item.deviceId);
    if (typeof fw === 'string' && (!seen || item.ts >= seen.ts))
      latest.set(item.deviceId, { deviceId: item.deviceId, firmwareVersion: fw, ts: item.ts });
  }
  const fulfilled = await findFulfilledFota(db, [...latest.values()]);
  if (fulfilled.length === 0) return 0;
  return writeCommandResults(
    db,
    fulfilled.map((c) => ({
      ...c,
      status: 'success' as const,
      reason: 'versionReported',
      ts: latest.get(c.deviceId)?.ts ?? Math.floor(Date.now() / 1000),
    })),
  );
}
