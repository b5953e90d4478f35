import type { Dealer, DealerBody } from '@console/contracts/dealers';
import { and, eq } from 'drizzle-orm';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { scopeCondition } from '../../platform/auth/scope';
import type { Db } from '../../platform/db/client';
import { dealerProducts, dealers } from '../../platform/db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const fields = {
  id: dealers.id,
  name: dealers.name,
  website: dealers.website,
  email: dealers.email,
  phone: dealers.phone,
  country: dealers.country,
  address: dealers.address,
  socials: dealers.socials,
};

/** The dealer who sold the product with this serial number, in the tenant (the mapping's primary key). */
export async function findDealerOfSerial(
  db: Db,
  tenantId: string,
  serial: string,
): Promise<Dealer | undefined> {
  const [row] = await db
    .select(fields)
    .from(dealerProducts)
    .innerJoin(dealers, eq(dealers.id, dealerProducts.dealerId))
    .where(and(eq(dealerProducts.tenantId, tenantId), eq(dealerProducts.productSerialNumber, serial)))
    .limit(1);
  return row;
}

/** A dealer of the caller's tenant and countries, locked for the change that follows. */
export async function lockDealer(tx: Tx, auth: RequestAuth, id: string): Promise<Dealer | undefined> {
  const [row] = await tx
    .select(fields)
    .from(dealers)
    .where(
      and(eq(dealers.id, id), scopeCondition(auth, { tenantId: dealers.tenantId, country: dealers.country })),
    )
    .for('update');
  return row;
}

export async function saveDealer(tx: Tx, tenantId: string, id: string, body: DealerBody) {
  await tx
    .update(dealers)
    .set({ ...body, updatedAt: new Date() })
    .where(and(eq(dealers.id, id), eq(dealers.tenantId, tenantId)));
}

/** Deletes the dealer; its product mappings go with it (ON DELETE CASCADE). */
export async function removeDealer(tx: Tx, tenantId: string, id: string) {
  await tx.delete(dealers).where(and(eq(dealers.id, id), eq(dealers.tenantId, tenantId)));
}
