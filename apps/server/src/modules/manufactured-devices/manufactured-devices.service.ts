import { Readable } from 'node:stream';
import {
  type DeviceDetail,
  type ManufacturedDevicesQuery,
  manufacturedCsvName,
} from '@console/contracts/manufactured-devices';
import { messages } from '@console/contracts/messages';
import type { z } from 'zod';
import { audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import { readCacheOf } from '../../platform/db/read-cache';
import { csvLine, csvTimestamp } from '../../platform/http/csv';
import { AppError, notFound } from '../../platform/http/errors';
import { setDeviceFields } from '../devices';
import {
  type DetailRow,
  findUnit,
  findUnitPage,
  lockUnit,
  serialTaken,
  setUnitSerial,
  streamUnits,
  type UnitFilter,
  unitPageTables,
} from './manufactured-devices.queries';

type Query = z.output<typeof ManufacturedDevicesQuery>;

const seconds = (ms: number) => Math.floor(ms / 1000);

/** A stored row as the device detail entity, its fields only: every date in epoch seconds. */
export function toDeviceDetail(row: DetailRow): DeviceDetail {
  return {
    deviceId: row.deviceId,
    modelNumber: row.modelNumber,
    macAddress: row.macAddress,
    serialNumber: row.serialNumber,
    productSerialNumber: row.productSerialNumber,
    modelName: row.modelName,
    manufacturedDate: row.manufacturedDate,
    firmwareVersion: row.firmwareVersion,
    brand: row.brand,
    createdAt: seconds(row.createdAt.getTime()),
    createdBy: row.createdBy,
    category: row.category,
    efuseMacAddress: row.efuseMacAddress,
    provisionedAt: row.provisionedAt,
    onboardedAt: row.onboardedAt,
  };
}

function filterOf(q: Query): UnitFilter {
  return {
    category: q.category.toUpperCase(),
    fromSec: seconds(q.startDate),
    ...(q.endDate === undefined ? {} : { toSec: seconds(q.endDate) }),
    ...(q.startSerialNumber ? { startSerial: q.startSerialNumber } : {}),
    ...(q.endSerialNumber ? { endSerial: q.endSerialNumber } : {}),
  };
}

const CSV_HEADER = [
  'Device ID',
  'Product Serial Number',
  'Serial Number',
  'Model Number',
  'Model Name',
  'Category',
  'Brand',
  'MAC Address',
  'eFuse MAC Address',
  'Firmware Version',
  'Manufactured Date',
  'Provisioned At',
  'Onboarded At',
  'Created At',
  'Created By',
];

/**
 * The Manufactured Devices screen (spec 002 sections 2, 5, 7): a page of units by category, dates
 * and serial range within the caller's scope; the same as a streamed CSV; the PSN edit, audited.
 */
export function createManufacturedDevicesService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async page(auth: RequestAuth, q: Query): Promise<DeviceDetail[]> {
      const rows = await findUnitPage(db, auth, filterOf(q), { index: q.page, size: q.size });
      return rows.map(toDeviceDetail);
    },

    async unit(auth: RequestAuth, deviceId: string): Promise<DeviceDetail> {
      const row = await findUnit(db, auth, deviceId);
      if (!row) throw notFound('deviceNotFound');
      return toDeviceDetail(row);
    },

    /**
     * Read from the database a batch at a time while the response drains: memory stays flat. Its
     * start is audited with the filters (the units carry who made them and when they were onboarded).
     */
    async csv(auth: RequestAuth, q: Query, ip: string, nowMs = Date.now()) {
      const filter = filterOf(q);
      const { page: _page, size: _size, ...filters } = q;
      await audit(db, auth, {
        action: 'export.manufactured-devices.csv',
        entity: 'manufactured-device',
        ip,
        detail: { filters },
      });
      async function* lines() {
        yield csvLine(CSV_HEADER);
        for await (const batch of streamUnits(db, auth, filter)) {
          let chunk = '';
          for (const r of batch) {
            chunk += csvLine([
              r.deviceId,
              r.productSerialNumber,
              r.serialNumber,
              r.modelNumber,
              r.modelName,
              r.category,
              r.brand,
              r.macAddress,
              r.efuseMacAddress,
              r.firmwareVersion,
              csvTimestamp(r.manufacturedDate),
              csvTimestamp(r.provisionedAt),
              csvTimestamp(r.onboardedAt),
              csvTimestamp(r.createdAt),
              r.createdBy,
            ]);
          }
          if (chunk) yield chunk;
        }
      }
      const body: Readable = Readable.from(lines());
      return { fileName: manufacturedCsvName(filter.category, nowMs), body };
    },

    async updateSerial(auth: RequestAuth, deviceId: string, serial: string, ip: string) {
      const device = await db.transaction(async (tx) => {
        const before = await lockUnit(tx, auth, deviceId);
        if (!before) throw notFound('deviceNotFound');
        if (await serialTaken(tx, auth.tenantId, deviceId, serial))
          throw new AppError(409, 'serialNumberTaken');
        await setUnitSerial(tx, auth.tenantId, deviceId, serial);
        await setDeviceFields(tx, auth.tenantId, deviceId, { productSerialNumber: serial });
        await audit(tx, {
          tenantId: auth.tenantId,
          actorId: auth.userId,
          actorName: auth.userName,
          entity: 'manufactured-device',
          entityId: deviceId,
          ip,
          action: 'manufactured-device.serial-updated',
          detail: { before: before.productSerialNumber, after: serial },
        });
        return { ...before, productSerialNumber: serial };
      });
      readCacheOf(db).changed(...unitPageTables);
      return { message: messages.serialNumberUpdated, device: toDeviceDetail(device) };
    },
  };
}
