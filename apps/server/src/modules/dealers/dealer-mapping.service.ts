import {
  DEALER_MAPPING_FIELD,
  DEALER_MAPPING_REFUSALS_LISTED,
  type MappingRefusal,
  type MappingResult,
} from '@console/contracts/dealers';
import { type MessageCode, messages } from '@console/contracts/messages';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import { badRequest } from '../../platform/http/errors';
import { findKnownDealerIds, findSerialScopes, upsertMappings } from './dealer-mapping.queries';
import { type MappingRow, readMappingRows } from './mapping-csv';

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

/** Reads the upload's `csv_file` part; any other file, or a name not ending in .csv, is refused. */
async function mappingRowsOf(request: FastifyRequest): Promise<MappingRow[]> {
  let rows: MappingRow[] | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') continue;
    const isCsv = part.fieldname === DEALER_MAPPING_FIELD && /\.csv$/i.test(part.filename.trim());
    if (!isCsv || rows) {
      part.file.resume();
      throw badRequest('dealerMappingInvalidFile');
    }
    rows = await readMappingRows(part.file);
  }
  if (!rows) throw badRequest('dealerMappingInvalidFile');
  return rows;
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
    async upload(
      auth: RequestAuth,
      request: FastifyRequest,
    ): Promise<{ ok: boolean; result: MappingResult }> {
      const rows = await mappingRowsOf(request);
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
          ip: request.ip,
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
