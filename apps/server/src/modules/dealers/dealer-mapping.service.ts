import {
  DEALER_MAPPING_REFUSALS_LISTED,
  type MappingRefusal,
  type MappingResult,
} from '@console/contracts/dealers';
import { type MessageCode, messages } from '@console/contracts/messages';
import { audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import { findKnownDealerIds, findSerialScopes, upsertMappings } from './dealer-mapping.queries';
import type { MappingRow } from './mapping-csv';

/** The checks of one row, in the order a person fixes them; the first that fails is the reason. */
function refusalOf(
  row: MappingRow,
  seen: Set<string>,
  serials: Map<string, boolean>,
  dealers: Set<string>,
): MessageCode | undefined {
  if (!row.productSerialNumber || !row.dealerId) return 'mappingMissingValue';
  if (seen.has(row.productSerialNumber)) return 'mappingDuplicate';
  seen.add(row.productSerialNumber);
  const inScope = serials.get(row.productSerialNumber);
  if (inScope === undefined) return 'mappingUnknownSerial';
  if (!inScope) return 'mappingOutOfScope';
  if (!dealers.has(row.dealerId)) return 'mappingUnknownDealer';
  return undefined;
}

/**
 * The PSN dealer mapping upload (spec 002 sections 2, 5 and 7): every row is checked (both values
 * given, serial not repeated, serial of a device of the tenant, inside the caller's countries,
 * categories and brands, dealer of the tenant and the caller's countries). Any refusal and nothing
 * is written; otherwise every row is applied in one transaction, audited once with the count.
 */
export function createDealerMappingService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** The rows of the uploaded CSV, as the route read them from the request. */
    async upload(
      auth: RequestAuth,
      rows: MappingRow[],
      ip: string,
    ): Promise<{ ok: boolean; result: MappingResult }> {
      const [serials, dealers] = await Promise.all([
        findSerialScopes(db, auth, [...new Set(rows.map((r) => r.productSerialNumber))]),
        findKnownDealerIds(db, auth, [...new Set(rows.map((r) => r.dealerId))]),
      ]);
      const seen = new Set<string>();
      const refused: MappingRefusal[] = [];
      let refusedCount = 0;
      for (const row of rows) {
        const reason = refusalOf(row, seen, serials, dealers);
        if (!reason) continue;
        refusedCount += 1;
        if (refused.length < DEALER_MAPPING_REFUSALS_LISTED)
          refused.push({
            row: row.line,
            productSerialNumber: row.productSerialNumber,
            dealerId: row.dealerId,
            reason: messages[reason],
          });
      }
      if (refusedCount > 0)
        return {
          ok: false,
          result: { message: messages.dealerMappingFailed, applied: 0, refusedCount, refused },
        };

      await db.transaction(async (tx) => {
        await upsertMappings(tx, auth.tenantId, rows);
        await audit(tx, auth, {
          action: 'dealer.mapping.uploaded',
          entity: 'dealer_products',
          detail: { rows: rows.length, dealers: [...new Set(rows.map((r) => r.dealerId))].slice(0, 100) },
          ip,
        });
      });
      return {
        ok: true,
        result: {
          message: messages.dealerMappingUploaded,
          applied: rows.length,
          refusedCount: 0,
          refused: [],
        },
      };
    },
  };
}
