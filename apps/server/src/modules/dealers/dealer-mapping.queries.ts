import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { scopeCondition } from '../../platform/auth/scope';
import type { Db } from '../../platform/db/client';
import { textList } from '../../platform/db/list-param';
import { dealers, devices } from '../../platform/db/schema';
import type { Tx } from './dealers.queries';

/*
 * The PSN dealer mapping upload's checks and write, 10,000 rows a statement, each column sent as
 * one array (unnest). Indexes walked: `devices_product_serial` for the serials, the dealers' primary
 * key for the dealer ids, dealer_products' primary key (tenant_id, product_serial_number) for the upsert.
 * Names the devices table (the devices area's): 10,000 serials checked in one statement, not one lookup each.
 */

const CHUNK = 10_000;

function* chunks<T>(values: readonly T[]) {
  for (let i = 0; i < values.length; i += CHUNK) yield values.slice(i, i + CHUNK);
}

const anyOf = (column: AnyPgColumn, values: readonly string[]) => sql`${column} = any(${textList(values)})`;

/**
 * Which of these serials name a device of the tenant, and whether the caller's countries,
 * categories and brands cover it (a serial on several devices is in scope when any of them is).
 */
export async function findSerialScopes(db: Db, auth: RequestAuth, serials: readonly string[]) {
  const scopes = new Map<string, boolean>();
  const inScope = sql<boolean>`bool_or(${scopeCondition(auth, {
    tenantId: devices.tenantId,
    country: devices.country,
    category: devices.category,
    brand: devices.brand,
  })})`;
  for (const part of chunks(serials)) {
    const rows = await db
      .select({ serial: devices.productSerialNumber, inScope })
      .from(devices)
      .where(and(eq(devices.tenantId, auth.tenantId), anyOf(devices.productSerialNumber, part)))
      .groupBy(devices.productSerialNumber);
    for (const row of rows) if (row.serial) scopes.set(row.serial, row.inScope);
  }
  return scopes;
}

/** Which of these dealer ids are dealers of the caller's tenant and countries. */
export async function findKnownDealerIds(db: Db, auth: RequestAuth, ids: readonly string[]) {
  const known = new Set<string>();
  for (const part of chunks(ids)) {
    const rows = await db
      .select({ id: dealers.id })
      .from(dealers)
      .where(
        and(
          anyOf(dealers.id, part),
          scopeCondition(auth, { tenantId: dealers.tenantId, country: dealers.country }),
        ),
      );
    for (const row of rows) known.add(row.id);
  }
  return known;
}

/** Maps each serial to its dealer in the tenant, replacing an earlier mapping. */
export async function upsertMappings(
  tx: Tx,
  tenantId: string,
  rows: readonly { productSerialNumber: string; dealerId: string }[],
) {
  for (const part of chunks(rows)) {
    await tx.execute(sql`
      INSERT INTO dealer_products (tenant_id, product_serial_number, dealer_id)
      SELECT ${tenantId}, psn, dealer FROM unnest(
        ${textList(part.map((r) => r.productSerialNumber))},
        ${textList(part.map((r) => r.dealerId))}) AS u(psn, dealer)
      ON CONFLICT (tenant_id, product_serial_number) DO UPDATE SET dealer_id = excluded.dealer_id`);
  }
}
