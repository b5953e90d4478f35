import type { DeviceSearchType } from '@console/contracts/constants';
import type { Device } from '@console/contracts/devices';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { type DeviceRow, findDevice } from './devices.queries';

/** Device Info's look-up (spec 000): one device of the caller's tenant and scope, by any of its keys. */
export function createDevicesService(db: Db) {
  return {
    async lookup(auth: RequestAuth, searchType: DeviceSearchType, value: string): Promise<Device> {
      const row = await findDevice(db, auth, searchType, value);
      if (!row) throw notFound('deviceNotFound');
      return toDevice(row);
    },
  };
}

const dateObject = (seconds: number | null) =>
  seconds === null ? null : { $date: new Date(seconds * 1000).toISOString() };

/**
 * A row in the contract's Device shape. Written out field by field: a literal of known fields costs a
 * fifth of a rest-and-spread copy (2.6 → 0.5 µs a lookup), and the Device type names every one.
 */
export function toDevice(r: DeviceRow): Device {
  return {
    deviceId: r.deviceId,
    modelNumber: r.modelNumber,
    modelName: r.modelName,
    macAddress: r.macAddress,
    serialNumber: r.serialNumber,
    productSerialNumber: r.productSerialNumber,
    efuseMacAddress: r.efuseMacAddress,
    brand: r.brand,
    category: r.category,
    chipType: r.chipType,
    firmwareVersion: r.firmwareVersion,
    manufacturedDate: r.manufacturedDate,
    createdAt: Math.floor(r.createdAt.getTime() / 1000),
    createdBy: r.createdBy,
    provisionedAt: r.provisionedAt,
    onboardedAt: r.onboardedAt,
    onboardedBy: r.onboardedBy,
    onboardedById: r.onboardedById,
    alexaConnectDate: dateObject(r.alexaConnectDate),
    googleHomeConnectDate: dateObject(r.googleHomeConnectDate),
    homeId: r.homeId,
    spaceId: r.spaceId,
    deviceName: r.deviceName,
    parentDeviceId: r.parentDeviceId,
    onlineStatus: r.online ? 'true' : 'false',
    connectedTime: r.connectedTime,
  };
}
