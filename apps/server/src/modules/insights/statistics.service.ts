import { Readable } from 'node:stream';
import {
  allowedMembers,
  CATEGORY_GROUPS,
  DOWNLOAD_GROUP_KEYS,
  dacRangeProblem,
  metricsDayOf,
  OFFBOARD_CSV_COLUMNS,
  ONBOARD_CSV_COLUMNS,
  parseDmy,
} from '@console/contracts/insights';
import { audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import { keysetBatches, STREAM_BATCH_ROWS } from '../../platform/db/keyset';
import { csvLine, csvTimestamp } from '../../platform/http/csv';
import { badRequest } from '../../platform/http/errors';
import {
  countDacIssued,
  findOffboardedBatch,
  findOnboardedBatch,
  type OffboardedRow,
  type OnboardedRow,
} from './insights.queries';

export interface CsvFile {
  fileName: string;
  body: Readable;
}

/** Rows of `batches` as CSV under `header`, one chunk per batch, read only as the response drains. */
function csvStream<T>(header: readonly string[], batches: AsyncGenerator<T[]>, line: (row: T) => unknown[]) {
  async function* lines() {
    yield csvLine(header);
    for await (const batch of batches) {
      yield batch.map((row) => csvLine(line(row))).join('');
    }
  }
  return Readable.from(lines());
}

/** DAC Statistics and Download Statistics (spec 002 sections 2, 5 and 7). */
export function createStatisticsService(db: Db, now: () => number = () => Math.floor(Date.now() / 1000)) {
  return {
    /** DAC certificates issued from the start of `startTs` to the end of `endTs` (DD-MM-YYYY, metrics days). */
    async dacCount(auth: RequestAuth, query: { startTs?: string | undefined; endTs?: string | undefined }) {
      const from = query.startTs ? parseDmy(query.startTs) : undefined;
      const to = query.endTs ? parseDmy(query.endTs) : undefined;
      const problem = dacRangeProblem(from, to, metricsDayOf(now() + 300));
      if (problem || !from || !to) throw badRequest(problem);
      return { count: await countDacIssued(db, auth, { from, to }) };
    },

    /** `{category}_Onboard.csv`: the onboarded devices of a category group in the caller's scope; audited. */
    async onboardCsv(auth: RequestAuth, category: string, ip: string): Promise<CsvFile> {
      const group = CATEGORY_GROUPS.find((g) => g.key === category.toUpperCase());
      if (!group || !DOWNLOAD_GROUP_KEYS.includes(group.key)) throw badRequest('invalidStatisticsCategory');
      const categories = allowedMembers(group, auth.scope.allowedDeviceCategories);
      if (categories.length === 0) throw badRequest('invalidStatisticsCategory');
      await audit(db, auth, {
        action: 'export.statistics.onboard.csv',
        entity: 'statistics',
        ip,
        detail: { category: group.key, categories },
      });
      const batches = keysetBatches<OnboardedRow>(
        (after) =>
          findOnboardedBatch(db, auth, { categories, after: after?.device_id, size: STREAM_BATCH_ROWS }),
        STREAM_BATCH_ROWS,
      );
      const body = csvStream(ONBOARD_CSV_COLUMNS, batches, (r) => [
        r.device_id,
        r.model_number,
        r.category,
        r.brand,
        r.country,
        r.firmware_version,
        r.mac_address,
        r.product_serial_number,
        csvTimestamp(r.onboarded_at),
      ]);
      return { fileName: `${group.key}_Onboard.csv`, body };
    },

    /** `Offboard.csv`: every offboarding of a device in the caller's scope, oldest first; audited. */
    async offboardCsv(auth: RequestAuth, ip: string): Promise<CsvFile> {
      await audit(db, auth, {
        action: 'export.statistics.offboard.csv',
        entity: 'statistics',
        ip,
        detail: {},
      });
      const batches = keysetBatches<OffboardedRow>(
        (after) =>
          findOffboardedBatch(db, auth, {
            after: after === undefined ? undefined : Number(after.id),
            size: STREAM_BATCH_ROWS,
          }),
        STREAM_BATCH_ROWS,
      );
      const body = csvStream(OFFBOARD_CSV_COLUMNS, batches, (r) => [
        r.device_id,
        r.model_number,
        r.category,
        r.brand,
        r.country,
        r.user_id,
        csvTimestamp(r.ts),
      ]);
      return { fileName: 'Offboard.csv', body };
    },
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
