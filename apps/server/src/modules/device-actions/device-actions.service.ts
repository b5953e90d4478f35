import {
  type ChildDevice,
  hasOnboarding,
  serialEditable,
  type UpdateDeviceBody,
} from '@console/contracts/device-actions';
import type { ActionResult } from '@console/contracts/http';
import { messages } from '@console/contracts/messages';
import { audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { recordOffboarding } from '../device-history';
import { findTenantModel } from '../device-models';
import {
  clearOnboarding,
  deviceInScope,
  findChildren,
  hasChildren,
  lockDevice,
  serialTaken,
  setDeviceFields,
} from '../devices';

const ok = (message: string): ActionResult => ({ status: 'success', message });

/**
 * Offboarding and the two edits of Device Info (spec 001 sections 4 and 6). Each finds the device
 * within the caller's tenant and data scope first (else 404), then changes it, its history and the
 * audit log in one transaction on the locked row.
 */
export function createDeviceActionsService(deps: { db: Db }) {
  const { db } = deps;

  async function visible(auth: RequestAuth, deviceId: string) {
    return (await deviceInScope(db, auth, deviceId)).deviceId;
  }

  return {
    async children(auth: RequestAuth, deviceId: string): Promise<ChildDevice[]> {
      return findChildren(db, auth, await visible(auth, deviceId));
    },

    async offboard(auth: RequestAuth, deviceId: string, ip: string): Promise<ActionResult> {
      const id = await visible(auth, deviceId);
      await db.transaction(async (tx) => {
        const row = await lockDevice(tx, auth.tenantId, id);
        if (!row) throw notFound('deviceNotFound');
        if (await hasChildren(tx, auth.tenantId, id)) throw new AppError(409, 'gatewayHasChildren');
        if (!hasOnboarding(row)) throw new AppError(409, 'deviceNotOnboarded');
        await clearOnboarding(tx, auth.tenantId, id);
        await recordOffboarding(tx, auth.tenantId, id, row.onboardedBy ?? row.onboardedById);
        await audit(tx, auth, {
          entity: 'device',
          ip,
          action: 'device.offboarded',
          entityId: id,
          detail: { homeId: row.homeId, owner: row.onboardedBy, gateway: row.parentDeviceId },
        });
      });
      return ok(messages.offboarded);
    },

    async update(auth: RequestAuth, deviceId: string, body: UpdateDeviceBody, ip: string) {
      const id = await visible(auth, deviceId);
      return db.transaction(async (tx) => {
        const row = await lockDevice(tx, auth.tenantId, id);
        if (!row) throw notFound('deviceNotFound');
        if ('modelNumber' in body) {
          const model = await findTenantModel(tx, auth.tenantId, body.modelNumber);
          if (!model || model.category.toUpperCase() !== row.category.toUpperCase()) {
            throw new AppError(400, 'unknownModelNumber');
          }
          await setDeviceFields(tx, auth.tenantId, id, {
            modelNumber: body.modelNumber,
            modelName: model.modelName,
          });
          const detail = { field: 'modelNumber', from: row.modelNumber, to: body.modelNumber };
          await audit(tx, auth, { entity: 'device', ip, action: 'device.updated', entityId: id, detail });
          return ok(messages.modelNumberUpdated);
        }
        if (!serialEditable(row)) throw new AppError(409, 'serialLockedOnboarded');
        const serial = body.productSerialNumber || null;
        if (serial && (await serialTaken(tx, auth.tenantId, serial, id))) {
          throw new AppError(409, 'serialInUse');
        }
        await setDeviceFields(tx, auth.tenantId, id, { productSerialNumber: serial });
        const detail = { field: 'productSerialNumber', from: row.productSerialNumber, to: serial };
        await audit(tx, auth, { entity: 'device', ip, action: 'device.updated', entityId: id, detail });
        return ok(messages.serialUpdated);
      });
    },
  };
}
