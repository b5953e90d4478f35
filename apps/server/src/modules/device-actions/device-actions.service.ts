import {
  type ChildDevice,
  hasOnboarding,
  serialEditable,
  type UpdateDeviceBody,
} from '@console/contracts/device-actions';
import type { ActionResult } from '@console/contracts/http';
import { messages } from '@console/contracts/messages';
import { type AuditActor, audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db, Tx } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { emitWebhookEvent } from '../../platform/webhooks/outbox';
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
        const outcome = await offboardLocked(tx, auth, id, ip);
        if (outcome === 'gone') throw notFound('deviceNotFound');
        if (outcome === 'hasChildren') throw new AppError(409, 'gatewayHasChildren');
        if (outcome === 'notOnboarded') throw new AppError(409, 'deviceNotOnboarded');
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

/** What offboarding one device came to: done, or why nothing was done. */
export type OffboardOutcome = 'offboarded' | 'gone' | 'hasChildren' | 'notOnboarded';

/**
 * Offboards one device inside the caller's transaction, on its locked row: clears the onboarding,
 * records it in the history and the audit log. Device Info's Offboard and a bulk offboarding of a
 * segment (which writes each device's result in the same transaction) both use it; the device is
 * one the actor may see (the caller checked).
 */
export async function offboardLocked(
  tx: Tx,
  actor: AuditActor,
  deviceId: string,
  ip: string | null,
): Promise<OffboardOutcome> {
  const row = await lockDevice(tx, actor.tenantId, deviceId);
  if (!row) return 'gone';
  if (await hasChildren(tx, actor.tenantId, deviceId)) return 'hasChildren';
  if (!hasOnboarding(row)) return 'notOnboarded';
  await clearOnboarding(tx, actor.tenantId, deviceId);
  await recordOffboarding(tx, actor.tenantId, deviceId, row.onboardedBy ?? row.onboardedById);
  await audit(tx, actor, {
    entity: 'device',
    ip,
    action: 'device.offboarded',
    entityId: deviceId,
    detail: { homeId: row.homeId, owner: row.onboardedBy, gateway: row.parentDeviceId },
  });
  // Webhooks (issue 33): queued in the same transaction, so only an offboarding that commits is told.
  await emitWebhookEvent(tx, actor.tenantId, 'device.offboarded', {
    deviceId,
    homeId: row.homeId,
    offboardedBy: actor.userName,
  });
  return 'offboarded';
}
