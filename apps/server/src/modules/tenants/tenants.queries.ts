import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { tenants } from '../../platform/db/schema';

/* tenants: a handful of rows, read by primary key. */

export type TenantRow = typeof tenants.$inferSelect;

export async function findTenantById(db: Db, id: string): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, id));
  return row;
}

export async function listTenantIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: tenants.id }).from(tenants);
  return rows.map((row) => row.id);
}

/** A tenant's settings (empty for an unknown tenant), for the areas whose behaviour they tune. */
export async function findTenantSettings(db: Db, id: string): Promise<Partial<TenantRow['settings']>> {
  const [row] = await db.select({ settings: tenants.settings }).from(tenants).where(eq(tenants.id, id));
  return row?.settings ?? {};
}

/** A tenant's display name (the issuer an authenticator app shows). */
export async function findTenantName(db: Db, tenantId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ displayName: tenants.displayName })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return row?.displayName;
}
