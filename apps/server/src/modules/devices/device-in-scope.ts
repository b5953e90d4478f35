import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { type DeviceRow, findDevice } from './devices.queries';

/**
 * The device by id within the caller's tenant, countries, categories and brands, else 404 'Device
 * not found': the first step of every call about one device (logs, popups, actions, dealer, warranty).
 */
export async function deviceInScope(db: Db, auth: RequestAuth, deviceId: string): Promise<DeviceRow> {
  const device = await findDevice(db, auth, 'deviceId', deviceId);
  if (!device) throw notFound('deviceNotFound');
  return device;
}
