import { type Device, getDevice } from '@console/contracts/devices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/guard';
import type { PlatformContext } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { routeOptions } from '../../platform/http/route-options';
import { type DeviceRow, findDevice } from './devices.queries';

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

export const deviceRoutes =
  (deps: Pick<PlatformContext, 'db' | 'guard'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      getDevice.path,
      routeOptions(getDevice, { tags: ['devices'], preValidation: deps.guard('deviceLookup') }),
      async (request) => {
        const { searchType, value } = request.params;
        const row = await findDevice(deps.db, authOf(request), searchType, value);
        if (!row) throw notFound('deviceNotFound');
        return toDevice(row);
      },
    );
  };
