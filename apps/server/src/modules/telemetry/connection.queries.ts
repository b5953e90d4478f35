import type { ConnectionReason } from '@console/contracts/mqtt';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { deviceConnectionLogs, devices } from '../../platform/db/schema';
import { lockDevices } from './telemetry.queries';

export interface ConnectionEvent {
  deviceId: string;
  online: boolean;
  reason: ConnectionReason;
  ts: number;
  since?: number;
}

/**
 * Connection changes, applied in order and only when they change something, so a retained
 * message seen again (a server restart, several server instances) writes nothing twice:
 * - online at T applies when the device is offline, or its stored connection is older than T;
 * - offline applies when the device is online and, if the message names the session it ends
 *   (`since`), that session is not older than the stored one.
 * Each applied change sets `online`, `connected_time` and adds a connection log row (the tenant
 * from the device row). Returns the device ids that were known, and those whose connection came
 * online here (the devices are locked first, so of several servers seeing one connect, one applies it).
 */
export async function writeConnectionBatch(
  db: Db,
  events: ConnectionEvent[],
): Promise<{ known: Set<string>; connected: string[] }> {
  return db.transaction(async (tx) => {
    const known = await lockDevices(
      tx,
      events.map((e) => e.deviceId),
    );
    const logs: (typeof deviceConnectionLogs.$inferInsert)[] = [];
    const connected = new Set<string>();
    for (const e of events) {
      const tenantId = known.get(e.deviceId)?.tenantId;
      if (!tenantId) continue;
      const device = eq(devices.deviceId, e.deviceId);
      const [changed] = e.online
        ? await tx
            .update(devices)
            .set({ online: true, connectedTime: e.ts })
            .where(
              and(
                device,
                or(eq(devices.online, false), isNull(devices.connectedTime), lt(devices.connectedTime, e.ts)),
              ),
            )
            .returning({ ts: devices.connectedTime })
        : await tx
            .update(devices)
            // Never before the connect it ends, whatever the two clocks (device, server) say.
            .set({
              online: false,
              connectedTime: sql`GREATEST(COALESCE(${devices.connectedTime}, 0), ${e.ts}::bigint)`,
            })
            .where(
              and(
                device,
                eq(devices.online, true),
                e.since === undefined
                  ? undefined
                  : or(isNull(devices.connectedTime), lte(devices.connectedTime, e.since)),
              ),
            )
            .returning({ ts: devices.connectedTime });
      if (changed) {
        if (e.online) connected.add(e.deviceId);
        logs.push({
          tenantId,
          deviceId: e.deviceId,
          ts: changed.ts ?? e.ts,
          online: e.online,
          reason: e.reason,
        });
      }
    }
    if (logs.length > 0) await tx.insert(deviceConnectionLogs).values(logs);
    return { known: new Set(known.keys()), connected: [...connected] };
  });
}
