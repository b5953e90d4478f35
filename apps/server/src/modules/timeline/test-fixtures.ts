import type { Db } from '../../platform/db/client';
import {
  appSessions,
  auditLog,
  customerProducts,
  deviceActivityLogs,
  deviceCommands,
  deviceConnectionLogs,
  deviceDiagnosticLogs,
  deviceFirmwareHistory,
  deviceOnboardHistory,
  deviceStatusLogs,
  feedbackTickets,
  notificationDeliveries,
  notificationTasks,
  productWarranties,
  serviceRequests,
} from '../../platform/db/schema';

/*
 * Rows for timeline tests: one event of every source at one second, so every source ties with
 * every other on time and only the order's source and id tell them apart.
 */

export interface EveryKindOptions {
  tenantId?: string;
  deviceId: string;
  /** The device's owner (app sign-ins, notifications, product). */
  userId: string;
  /** Epoch seconds every event happened at. */
  ts: number;
  /** Distinguishes the text ids of several calls. */
  tag: string;
}

const day = (ts: number) => new Date(ts * 1000).toISOString().slice(0, 10);

/** Every source's event at `ts` (a warranty at the start of `ts`'s UTC day: warranties are days). */
export async function insertEveryKind(db: Db, o: EveryKindOptions) {
  const tenantId = o.tenantId ?? 'panasonic';
  const at = new Date(o.ts * 1000);
  const device = { tenantId, deviceId: o.deviceId, ts: o.ts };
  await db.insert(deviceStatusLogs).values({ ...device, payload: { ts: o.ts, ps: 'on', errors: ['E4'] } });
  await db.insert(deviceDiagnosticLogs).values({ ...device, payload: { ts: o.ts, idt: 24, flt: ['F1'] } });
  await db.insert(deviceConnectionLogs).values({ ...device, online: true, reason: 'connect' });
  await db.insert(deviceActivityLogs).values({ ...device, activity: 'power', status: 'ok' });
  await db.insert(deviceOnboardHistory).values({ ...device, userId: o.userId, activity: 'onboard' });
  await db.insert(deviceFirmwareHistory).values({
    tenantId,
    deviceId: o.deviceId,
    modelNumber: 'CS-TEST-1',
    firmwareVersion: '1.3',
    downloadDate: o.ts,
    deviceStatus: 'UPGRADED',
  });
  await db.insert(deviceCommands).values({
    commandId: `cmd-${o.tag}`,
    tenantId,
    deviceId: o.deviceId,
    type: 'fota',
    targetVersion: '1.3',
    status: 'success',
    createdAt: at,
    updatedAt: at,
  });
  await db.insert(auditLog).values({
    tenantId,
    actorName: 'demo.l4',
    action: 'device.updated',
    entity: 'device',
    entityId: o.deviceId,
    detail: { field: 'productSerialNumber', from: null, to: 'PSN1' },
    ip: '10.0.0.1',
    at,
  });
  await db.insert(appSessions).values({
    tokenHash: `hash-${o.tag}`,
    tenantId,
    userId: o.userId,
    createdAt: at,
    expiresAt: new Date(at.getTime() + 86_400_000),
  });
  await db.insert(notificationTasks).values({
    id: `task-${o.tag}`,
    tenantId,
    createdById: 'staff',
    createdByName: 'demo.l4',
    channel: 'push',
    severity: 'info',
    request: { message: { subject: 'Filter reminder' } },
    audience: {},
    expiry: new Date(at.getTime() + 86_400_000),
    status: 'processed',
  });
  await db.insert(notificationDeliveries).values({
    tenantId,
    taskId: `task-${o.tag}`,
    run: 1,
    userId: o.userId,
    channel: 'push',
    status: 'sent',
    sentAt: at,
  });
  await db.insert(feedbackTickets).values({
    id: `ticket-${o.tag}`,
    tenantId,
    userId: o.userId,
    type: 'complaint',
    deviceId: o.deviceId,
    deviceBrand: 'PANASONIC',
    deviceCategory: 'AC',
    country: 'in',
    description: 'Not cooling',
    createdAt: at,
  });
  await db.insert(customerProducts).values({
    id: `product-${o.tag}`,
    tenantId,
    userId: o.userId,
    deviceId: o.deviceId,
    productName: 'Air conditioner',
    category: 'AC',
    brand: 'PANASONIC',
  });
  await db.insert(productWarranties).values({
    id: `warranty-${o.tag}`,
    tenantId,
    productId: `product-${o.tag}`,
    startDate: day(o.ts),
    expiryDate: day(o.ts + 365 * 86_400),
    typeOfWarranty: 'Standard',
  });
  await db.insert(serviceRequests).values({
    id: `service-${o.tag}`,
    tenantId,
    productId: `product-${o.tag}`,
    ascJobId: `asc-${o.tag}`,
    jobNumber: `JOB-${o.tag}`,
    jobClassification: 'Repair',
    jobStatusName: 'Closed',
    jobCreationDate: at,
    registeredBy: 'customer',
  });
}

/** `count` status reports of a device, one every `stepSeconds` back from `newest`. */
export async function insertStatusReports(
  db: Db,
  o: { deviceId: string; newest: number; count: number; stepSeconds: number; tenantId?: string },
) {
  const rows = Array.from({ length: o.count }, (_, i) => {
    const ts = o.newest - i * o.stepSeconds;
    return { tenantId: o.tenantId ?? 'panasonic', deviceId: o.deviceId, ts, payload: { ts, ps: 'on' } };
  });
  for (let from = 0; from < rows.length; from += 500)
    await db.insert(deviceStatusLogs).values(rows.slice(from, from + 500));
}
