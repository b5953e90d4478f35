import type { MessageCode } from '@console/contracts/messages';
import { sql } from 'drizzle-orm';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { scopeCondition } from '../../platform/auth/scope';
import type { Db } from '../../platform/db/client';
import { textList } from '../../platform/db/list-param';
import { rowsOf } from '../../platform/db/rows';
import { dealerMappingStaging, dealers, devices, manufacturedDevices } from '../../platform/db/schema';
import type { Tx } from './dealers.queries';
import type { MappingRow } from './mapping-csv';

/*
 * The PSN dealer mapping upload: rows are staged in dealer_mapping_staging as the file arrives
 * (its primary key (upload_id, line) reads one upload in line order), then checked and applied by
 * statements over the whole upload. Indexes walked: `devices_product_serial` and
 * `manufactured_devices_psn` for each serial (the devices and manufactured-devices areas' tables:
 * named here so 100,000 serials are checked in one statement, not one lookup each), the dealers'
 * primary key, dealer_products' primary key for the upsert.
 */

/** One parsed chunk of the upload, as one statement. */
export async function stageRows(db: Db, uploadId: string, rows: readonly MappingRow[]) {
  if (rows.length === 0) return;
  await db.execute(sql`
    INSERT INTO ${dealerMappingStaging} (upload_id, line, product_serial_number, dealer_id)
    SELECT ${uploadId}, line, psn, dealer FROM unnest(
      ${sql.param(rows.map((r) => r.line))}::int[],
      ${textList(rows.map((r) => r.productSerialNumber))},
      ${textList(rows.map((r) => r.dealerId))}) AS u(line, psn, dealer)`);
}

/** Drops an upload's staged rows, and any an interrupted upload left more than an hour ago. */
export async function dropStaged(db: Db, uploadId: string) {
  await db.execute(sql`
    DELETE FROM ${dealerMappingStaging}
    WHERE upload_id = ${uploadId} OR created_at < now() - interval '1 hour'`);
}

export interface StagedRefusal {
  line: number;
  productSerialNumber: string;
  dealerId: string;
  reason: MessageCode;
}

/**
 * The staged rows that cannot be applied, first `limit` by line, and how many there are. A row's
 * reason is the first check it fails, in the order a person fixes them: both values given; serial
 * not already on an earlier line; serial of a unit of the tenant, onboarded (devices) or only
 * manufactured (dealers receive stock before customers onboard it, issue 29); inside the caller's
 * countries, categories and brands (a serial on several rows is when any of them is); dealer of the
 * tenant and the caller's countries.
 */
export async function findRefusals(tx: Tx, auth: RequestAuth, uploadId: string, limit: number) {
  const deviceInScope = scopeCondition(auth, {
    tenantId: devices.tenantId,
    country: devices.country,
    category: devices.category,
    brand: devices.brand,
  });
  const unitInScope = scopeCondition(auth, {
    tenantId: manufacturedDevices.tenantId,
    country: manufacturedDevices.country,
    category: manufacturedDevices.category,
    brand: manufacturedDevices.brand,
  });
  const dealerInScope = scopeCondition(auth, { tenantId: dealers.tenantId, country: dealers.country });
  const rows = rowsOf<{
    line: number;
    psn: string;
    dealer: string;
    reason: MessageCode;
    refused: number;
  }>(
    await tx.execute(sql`
      WITH staged AS (
        SELECT line, product_serial_number AS psn, dealer_id AS dealer,
          product_serial_number = '' OR dealer_id = '' AS missing
        FROM ${dealerMappingStaging} WHERE upload_id = ${uploadId}
      ), numbered AS (
        SELECT *, row_number() OVER (PARTITION BY missing, psn ORDER BY line) AS nth FROM staged
      ), found AS MATERIALIZED ( -- kept, so the unit's lookup runs once a row, not once a use below
        SELECT n.*, d.matches,
          -- A unit as it left the factory line (manufactured_devices_psn): stock a dealer gets
          -- before a customer onboards it. In scope when a device or the unit is; null: no unit.
          -- Looked up only for a serial no device in scope has, so onboarded units cost what they did.
          CASE WHEN d.in_scope THEN true ELSE (
            SELECT bool_or(${unitInScope}) FROM ${manufacturedDevices}
            WHERE ${manufacturedDevices.tenantId} = ${auth.tenantId}
              AND ${manufacturedDevices.productSerialNumber} = n.psn
          ) END AS in_scope
        FROM numbered n
        -- Only the serial in WHERE: one walk of devices_product_serial per row, whatever the
        -- planner believes of the tenant (PGlite never gathers statistics by itself).
        CROSS JOIN LATERAL (
          SELECT count(*) FILTER (WHERE ${devices.tenantId} = ${auth.tenantId}) AS matches,
            coalesce(bool_or(${deviceInScope}), false) AS in_scope
          FROM ${devices} WHERE ${devices.productSerialNumber} = n.psn
        ) d
      ), checked AS (
        SELECT line, psn, dealer,
          CASE
            WHEN missing THEN 'mappingMissingValue'
            WHEN nth > 1 THEN 'mappingDuplicate'
            WHEN matches = 0 AND in_scope IS NULL THEN 'mappingUnknownSerial'
            WHEN NOT coalesce(in_scope, false) THEN 'mappingOutOfScope'
            WHEN NOT EXISTS (SELECT 1 FROM ${dealers} WHERE ${dealers.id} = found.dealer AND ${dealerInScope})
              THEN 'mappingUnknownDealer'
          END AS reason
        FROM found
      )
      SELECT line, psn, dealer, reason, (count(*) OVER ())::int AS refused
      FROM checked WHERE reason IS NOT NULL ORDER BY line LIMIT ${limit}`),
  );
  return {
    count: rows[0]?.refused ?? 0,
    refused: rows.map(
      (r): StagedRefusal => ({
        line: r.line,
        productSerialNumber: r.psn,
        dealerId: r.dealer,
        reason: r.reason,
      }),
    ),
  };
}

/**
 * Maps each staged serial to its dealer in the tenant, replacing an earlier mapping; answers how
 * many rows were applied and the first 100 dealers named (for the audit entry).
 */
export async function applyStaged(tx: Tx, tenantId: string, uploadId: string) {
  const [applied] = rowsOf<{ rows: number; dealers: string[] }>(
    await tx.execute(sql`
      WITH upserted AS (
        INSERT INTO dealer_products (tenant_id, product_serial_number, dealer_id)
        SELECT ${tenantId}, product_serial_number, dealer_id FROM ${dealerMappingStaging}
        WHERE upload_id = ${uploadId}
        ON CONFLICT (tenant_id, product_serial_number) DO UPDATE SET dealer_id = excluded.dealer_id
        RETURNING 1
      ), named AS (
        SELECT dealer_id FROM ${dealerMappingStaging} WHERE upload_id = ${uploadId}
        GROUP BY dealer_id ORDER BY min(line) LIMIT 100
      )
      SELECT (SELECT count(*) FROM upserted)::int AS rows,
        coalesce((SELECT array_agg(dealer_id) FROM named), '{}') AS dealers`),
  );
  return { rows: applied?.rows ?? 0, dealers: applied?.dealers ?? [] };
}
