import { type Device, getDevice } from '@console/contracts/devices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/guard';
import { notFound } from '../../platform/http/errors';
import { routeOptions } from '../../platform/http/route-options';
import type { ModuleContext } from '../context';
import { type DeviceRow, findDevice } from './devices.queries';

const dateObject = (seconds: number | null) =>
  seconds === null ? null : { $date: new Date(seconds * 1000).toISOString() };

export function toDevice(row: DeviceRow): Device {
  const { online, ...fields } = row;
  return {
    ...fields,
    createdAt: Math.floor(row.createdAt.getTime() / 1000),
    alexaConnectDate: dateObject(row.alexaConnectDate),
    googleHomeConnectDate: dateObject(row.googleHomeConnectDate),
    onlineStatus: online ? 'true' : 'false',
  };
}

export const deviceRoutes =
  (deps: ModuleContext): FastifyPluginAsyncZod =>
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
