import { randomUUID } from 'node:crypto';
import { DEALER_MAPPING_REFUSALS_LISTED, type MappingResult } from '@console/contracts/dealers';
import { messages } from '@console/contracts/messages';
import { audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import { applyStaged, dropStaged, findRefusals, stageRows } from './dealer-mapping.queries';
import type { MappingRowSink } from './mapping-csv';

/**
 * The PSN dealer mapping upload (spec 002 sections 2, 5 and 7). The file's rows are staged in the
 * database as they are parsed (so a file of any size holds about one chunk in memory), then every
 * row is checked (both values given, serial not repeated, serial of a unit of the tenant, onboarded
 * or only manufactured: dealers get stock before customers onboard it; inside the caller's
 * countries, categories and brands, dealer of the tenant and the caller's countries).
 * Any refusal and nothing is written; otherwise every row is applied, audited once with the count,
 * in the same transaction as the checks.
 */
export function createDealerMappingService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** `receive` feeds the uploaded CSV's rows to the sink it is given, and answers their count. */
    async upload(
      auth: RequestAuth,
      receive: (sink: MappingRowSink) => Promise<number>,
      ip: string,
    ): Promise<{ ok: boolean; result: MappingResult }> {
      const uploadId = randomUUID();
      try {
        await receive((rows) => stageRows(db, uploadId, rows));
        return await db.transaction(async (tx) => {
          const refusals = await findRefusals(tx, auth, uploadId, DEALER_MAPPING_REFUSALS_LISTED);
          if (refusals.count > 0)
            return {
              ok: false,
              result: {
                message: messages.dealerMappingFailed,
                applied: 0,
                refusedCount: refusals.count,
                refused: refusals.refused.map((r) => ({
                  row: r.line,
                  productSerialNumber: r.productSerialNumber,
                  dealerId: r.dealerId,
                  reason: messages[r.reason],
                })),
              },
            };
          const applied = await applyStaged(tx, auth.tenantId, uploadId);
          await audit(tx, auth, {
            action: 'dealer.mapping.uploaded',
            entity: 'dealer_products',
            detail: { rows: applied.rows, dealers: applied.dealers },
            ip,
          });
          return {
            ok: true,
            result: {
              message: messages.dealerMappingUploaded,
              applied: applied.rows,
              refusedCount: 0,
              refused: [],
            },
          };
        });
      } finally {
        await dropStaged(db, uploadId);
      }
    },
  };
}
