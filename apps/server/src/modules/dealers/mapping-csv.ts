import type { Readable } from 'node:stream';
import {
  DEALER_MAPPING_COLUMNS,
  DEALER_MAPPING_FIELD,
  DEALER_MAPPING_MAX_ROWS,
} from '@console/contracts/dealers';
import type { MessageCode } from '@console/contracts/messages';
import type { FastifyRequest } from 'fastify';
import Papa from 'papaparse';
import { readMultipart } from '../../platform/files/receive-upload';
import { badRequest } from '../../platform/http/errors';

export interface MappingRow {
  /** The CSV line (the header is line 1). */
  line: number;
  productSerialNumber: string;
  dealerId: string;
}

const canonical = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
const wanted = new Map(DEALER_MAPPING_COLUMNS.map((c) => [canonical(c), c]));

/**
 * Reads the PSN dealer mapping CSV as it arrives (papaparse over the upload stream, a chunk of rows
 * at a time): a header row naming productSerialNumber and dealerId (any case, spaces or
 * underscores), then one row per serial. Values are trimmed; blank lines are skipped and not
 * counted. Only the two columns are kept in memory.
 */
export function readMappingRows(file: Readable): Promise<MappingRow[]> {
  const rows: MappingRow[] = [];
  let refusal: MessageCode | undefined;
  return new Promise((resolve, reject) => {
    Papa.parse<Record<string, string | undefined>>(file as unknown as File, {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (h) => wanted.get(canonical(h)) ?? h,
      chunk(results, parser) {
        const fields = results.meta.fields ?? [];
        if (!DEALER_MAPPING_COLUMNS.every((c) => fields.includes(c))) refusal = 'mappingMissingColumns';
        else if (rows.length + results.data.length > DEALER_MAPPING_MAX_ROWS) refusal = 'mappingTooManyRows';
        if (refusal) {
          parser.abort();
          return;
        }
        for (const record of results.data)
          rows.push({
            line: rows.length + 2,
            productSerialNumber: (record.productSerialNumber ?? '').trim(),
            dealerId: (record.dealerId ?? '').trim(),
          });
      },
      complete() {
        if (refusal) {
          // The rest of the upload is read and dropped, so the request ends cleanly.
          file.resume();
          reject(badRequest(refusal));
        } else if (rows.length === 0) reject(badRequest('mappingNoRows'));
        else resolve(rows);
      },
      error: (error) => reject(error),
    });
  });
}

/**
 * The mapping upload's `csv_file` part read into rows as it streams in (nothing is stored); any
 * other file, a second file, or a name not ending in .csv is refused.
 */
export async function receiveMappingRows(request: FastifyRequest): Promise<MappingRow[]> {
  let rows: MappingRow[] | undefined;
  await readMultipart(request, async (file) => {
    const isCsv = file.field === DEALER_MAPPING_FIELD && /\.csv$/i.test(file.name.trim());
    if (!isCsv || rows) {
      file.stream.resume();
      throw badRequest('dealerMappingInvalidFile');
    }
    rows = await readMappingRows(file.stream);
  });
  if (!rows) throw badRequest('dealerMappingInvalidFile');
  return rows;
}
