import { randomBytes } from 'node:crypto';
import type { Dealer, DealerBody } from '@console/contracts/dealers';
import type { ActionResult } from '@console/contracts/http';
import { messages } from '@console/contracts/messages';
import { audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { countryInScope } from '../../platform/auth/scope';
import type { Db } from '../../platform/db/client';
import { readCacheOf } from '../../platform/db/read-cache';
import { AppError, notFound } from '../../platform/http/errors';
import { deviceInScope, findDevice } from '../devices';
import {
  dealerPageTables,
  findDealer,
  findDealerOfSerial,
  findDealerPage,
  insertDealer,
  lockDealer,
  removeDealer,
  saveDealer,
  type Tx,
} from './dealers.queries';

/** A new dealer's id: DLR- and 12 hex digits. */
const newDealerId = () => `DLR-${randomBytes(6).toString('hex').toUpperCase()}`;

/**
 * Dealers (spec 001 sections 2 and 7, spec 002 sections 2, 5 and 7). A device's dealer card and the
 * lookup by product serial number find the dealer through the serial, so they answer only for a
 * device the caller may see. Every other call works on dealers of the caller's tenant and
 * countries; create, edit and delete are audited in the same transaction.
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
      const { action, detail } = await apply(tx, before);
      await auditOf(auth, tx, id, ip, action, detail);
    });
    readCacheOf(db).changed(...dealerPageTables);
  }

  function auditOf(auth: RequestAuth, tx: Tx, id: string, ip: string, action: string, detail: object) {
    return audit(tx, auth, {
      entity: 'dealer',
      entityId: id,
      ip,
      action,
      detail: { ...detail },
    });
  }

  function checkCountry(auth: RequestAuth, body: DealerBody) {
    if (!countryInScope(auth, body.country)) throw new AppError(400, 'dealerCountryRequired');
  }

  return {
    async create(auth: RequestAuth, body: DealerBody, ip: string): Promise<ActionResult & { id: string }> {
      checkCountry(auth, body);
      const id = newDealerId();
      await db.transaction(async (tx) => {
        await insertDealer(tx, auth.tenantId, id, body);
        await auditOf(auth, tx, id, ip, 'dealer.created', { after: body });
      });
      readCacheOf(db).changed(...dealerPageTables);
      return { status: 'success', message: messages.dealerCreated, id };
    },

    async get(auth: RequestAuth, id: string): Promise<Dealer> {
      const dealer = await findDealer(db, auth, id);
      if (!dealer) throw notFound('dataNotFound');
      return dealer;
    },

    /** A country outside the caller's countries has no dealers for them. */
    async list(auth: RequestAuth, query: { country: string; page: number; size: number }): Promise<Dealer[]> {
      if (!countryInScope(auth, query.country)) return [];
      return findDealerPage(db, auth.tenantId, query.country, query.page, query.size);
    },

    async ofSerial(auth: RequestAuth, serial: string): Promise<Dealer> {
      const device = await findDevice(db, auth, 'productSerialNumber', serial);
      if (!device?.productSerialNumber) throw notFound('invalidProductSerialNumber');
      const dealer = await findDealerOfSerial(db, auth.tenantId, device.productSerialNumber);
      if (!dealer) throw notFound('dataNotFound');
      return dealer;
    },

    async ofDevice(auth: RequestAuth, deviceId: string): Promise<Dealer> {
      const device = await deviceInScope(db, auth, deviceId);
      const dealer = device.productSerialNumber
        ? await findDealerOfSerial(db, auth.tenantId, device.productSerialNumber)
        : undefined;
      if (!dealer) throw notFound('dataNotFound');
      return dealer;
    },

    async update(auth: RequestAuth, id: string, body: DealerBody, ip: string): Promise<ActionResult> {
      checkCountry(auth, body);
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
