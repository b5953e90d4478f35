import type { Dealer, DealerBody } from '@console/contracts/dealers';
import { and, asc, eq, getTableName, sql } from 'drizzle-orm';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { scopeCondition } from '../../platform/auth/scope';
import { type Db, preparedPerDb } from '../../platform/db/client';
import { dealerProducts, dealers } from '../../platform/db/schema';

/*
 * Indexes walked: dealers by primary key (id) for one dealer; `dealers_tenant_country_id`
 * (tenant_id, country, id) for a country's pages; dealer_products by its primary key
 * (tenant_id, product_serial_number) for the dealer of a serial.
 */

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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

const inScope = (auth: RequestAuth) =>
  scopeCondition(auth, { tenantId: dealers.tenantId, country: dealers.country });

const statements = preparedPerDb((db) => ({
  countryPage: db
    .select(fields)
    .from(dealers)
    .where(
      and(eq(dealers.tenantId, sql.placeholder('tenantId')), eq(dealers.country, sql.placeholder('country'))),
    )
    .orderBy(asc(dealers.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('dealers_country_page'),
}));

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

/** A dealer of the caller's tenant and countries. */
export async function findDealer(db: Db, auth: RequestAuth, id: string): Promise<Dealer | undefined> {
  const [row] = await db
    .select(fields)
    .from(dealers)
    .where(and(eq(dealers.id, id), inScope(auth)));
  return row;
}

/** The tables a page of dealers reads (the read cache's key to drop it). */
export const dealerPageTables = [getTableName(dealers)];

/** One page of a country's dealers in the tenant, by id. */
export function findDealerPage(db: Db, tenantId: string, country: string, page: number, size: number) {
  return statements(db).countryPage.execute({ tenantId, country, limit: size, offset: page * size });
}

/** A dealer of the caller's tenant and countries, locked for the change that follows. */
export async function lockDealer(tx: Tx, auth: RequestAuth, id: string): Promise<Dealer | undefined> {
  const [row] = await tx
    .select(fields)
    .from(dealers)
    .where(and(eq(dealers.id, id), inScope(auth)))
    .for('update');
  return row;
}

export async function insertDealer(tx: Tx, tenantId: string, id: string, body: DealerBody) {
  await tx.insert(dealers).values({ ...body, id, tenantId });
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
