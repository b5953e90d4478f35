import type { Dealer, DealerBody } from '@console/contracts/dealers';
import type { ActionResult } from '@console/contracts/device-actions';
import { messages } from '@console/contracts/messages';
import { audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { deviceInScope } from '../devices';
import { findDealerOfSerial, lockDealer, removeDealer, saveDealer } from './dealers.queries';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A device's dealer card (spec 001 sections 2 and 7): the dealer is found through the device's
 * product serial number, so it shows only for a device the caller may see. Edit and delete work on
 * dealers of the caller's tenant and countries, audited in the same transaction.
 */
export function createDealersService(deps: { db: Db }) {
  const { db } = deps;

  async function change(
    auth: RequestAuth,
    id: string,
    ip: string,
    apply: (tx: Tx, before: Dealer) => Promise<{ action: string; detail: Record<string, unknown> }>,
  ) {
    await db.transaction(async (tx) => {
      const before = await lockDealer(tx, auth, id);
      if (!before) throw notFound('dataNotFound');
      const detail = await apply(tx, before);
      await audit(tx, auth, {
        entity: 'dealer',
        entityId: id,
        ip,
        ...detail,
      });
    });
  }

  return {
    async ofDevice(auth: RequestAuth, deviceId: string): Promise<Dealer> {
      const device = await deviceInScope(db, auth, deviceId);
      const dealer = device.productSerialNumber
        ? await findDealerOfSerial(db, auth.tenantId, device.productSerialNumber)
        : undefined;
      if (!dealer) throw notFound('dataNotFound');
      return dealer;
    },

    async update(auth: RequestAuth, id: string, body: DealerBody, ip: string): Promise<ActionResult> {
      if (!auth.scope.allowedCountries.includes(body.country))
        throw new AppError(400, 'dealerCountryRequired');
      await change(auth, id, ip, async (tx, before) => {
        await saveDealer(tx, auth.tenantId, id, body);
        return { action: 'dealer.updated', detail: { before } };
      });
      return { status: 'success', message: messages.dealerUpdated };
    },

    async remove(auth: RequestAuth, id: string, ip: string): Promise<ActionResult> {
      await change(auth, id, ip, async (tx, before) => {
        await removeDealer(tx, auth.tenantId, id);
        return { action: 'dealer.deleted', detail: { before } };
      });
      return { status: 'success', message: messages.dealerDeleted };
    },
  };
}
