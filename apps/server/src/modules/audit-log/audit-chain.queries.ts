import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/rows';

/*
 * A tenant's audit chain (decision 0037), walked on the unique index `audit_log_tenant_chain`
 * (tenant_id, chain_seq): the newest entry is one probe backwards, a chunk a range forwards. The
 * hash of each entry is recomputed by the same SQL function the insert trigger wrote it with.
 * `tenantId` null is the chain of the entries recorded without a tenant.
 */

const ofTenant = (tenantId: string | null) =>
  tenantId === null ? sql`tenant_id IS NULL` : sql`tenant_id = ${tenantId}`;

export interface ChainHead {
  seq: number;
  entryId: number;
  hash: string;
}

/** The tenant's newest entry in its chain, or null when it has none. */
export async function findChainHead(db: Db, tenantId: string | null): Promise<ChainHead | null> {
  const rows = rowsOf<ChainHead>(
    await db.execute(sql`SELECT chain_seq AS seq, id AS "entryId", hash FROM audit_log
      WHERE ${ofTenant(tenantId)} ORDER BY chain_seq DESC LIMIT 1`),
  );
  return rows[0] ?? null;
}

export interface ChainLink {
  id: number;
  seq: number;
  prevHash: string;
  hash: string;
  /** The entry's fields and prevHash still give its hash. */
  intact: boolean;
}

/** Up to `size` entries after `afterSeq`, up to `lastSeq`, in chain order, each with its hash checked. */
export async function findChainLinks(
  db: Db,
  tenantId: string | null,
  range: { afterSeq: number; lastSeq: number },
  size: number,
): Promise<ChainLink[]> {
  return rowsOf<ChainLink>(
    await db.execute(sql`SELECT id, chain_seq AS seq, prev_hash AS "prevHash", hash,
        audit_entry_hash(prev_hash, l) = hash AS intact
      FROM audit_log l
      WHERE ${ofTenant(tenantId)} AND chain_seq > ${range.afterSeq} AND chain_seq <= ${range.lastSeq}
      ORDER BY chain_seq LIMIT ${size}`),
  );
}

/** The hash of the tenant's entry number `seq`, or null when there is none (an anchor's check). */
export async function findChainHash(db: Db, tenantId: string | null, seq: number): Promise<string | null> {
  const rows = rowsOf<{ hash: string }>(
    await db.execute(sql`SELECT hash FROM audit_log WHERE ${ofTenant(tenantId)} AND chain_seq = ${seq}`),
  );
  return rows[0]?.hash ?? null;
}

/**
 * Every chain in the database: the tenants that have entries (a skip scan of the unique index, one
 * probe per tenant), then null when entries without a tenant exist.
 */
export async function findChainTenants(db: Db): Promise<(string | null)[]> {
  const tenants = rowsOf<{ tenant: string }>(
    await db.execute(sql`
      WITH RECURSIVE t(tenant) AS (
        (SELECT tenant_id FROM audit_log WHERE tenant_id IS NOT NULL ORDER BY tenant_id LIMIT 1)
        UNION ALL
        SELECT (SELECT l.tenant_id FROM audit_log l WHERE l.tenant_id > t.tenant ORDER BY l.tenant_id LIMIT 1)
        FROM t WHERE t.tenant IS NOT NULL
      )
      SELECT tenant FROM t WHERE tenant IS NOT NULL`),
  ).map((r) => r.tenant);
  const nobody = rowsOf(await db.execute(sql`SELECT 1 FROM audit_log WHERE tenant_id IS NULL LIMIT 1`));
  return nobody.length > 0 ? [...tenants, null] : tenants;
}
