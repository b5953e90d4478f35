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

/** Where parsed rows go, a chunk at a time; the upload waits until each chunk is taken. */
export type MappingRowSink = (rows: MappingRow[]) => Promise<void>;

/**
 * Reads the PSN dealer mapping CSV as it arrives (papaparse over the upload stream, a chunk of rows
 * at a time): a header row naming productSerialNumber and dealerId (any case, spaces or
 * underscores), then one row per serial. Values are trimmed; blank lines are skipped and not
 * counted. Each chunk's rows go to `sink` while the upload stream is paused, so memory holds about
 * one chunk whatever the file's size. Resolves with the number of rows.
 */
export function readMappingRows(file: Readable, sink: MappingRowSink): Promise<number> {
  let count = 0;
  let refusal: MessageCode | undefined;
  let failure: unknown;
  let taken = Promise.resolve();
  return new Promise((resolve, reject) => {
    Papa.parse<Record<string, string | undefined>>(file as unknown as File, {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (h) => wanted.get(canonical(h)) ?? h,
      chunk(results, parser) {
        const fields = results.meta.fields ?? [];
        if (!DEALER_MAPPING_COLUMNS.every((c) => fields.includes(c))) refusal = 'mappingMissingColumns';
        else if (count + results.data.length > DEALER_MAPPING_MAX_ROWS) refusal = 'mappingTooManyRows';
        if (refusal || failure) {
          parser.abort();
          return;
        }
        const rows = results.data.map((record, i) => ({
          line: count + i + 2,
          productSerialNumber: (record.productSerialNumber ?? '').trim(),
          dealerId: (record.dealerId ?? '').trim(),
        }));
        count += rows.length;
        file.pause();
        taken = taken
          .then(() => sink(rows))
          .catch((error: unknown) => {
            failure ??= error;
          })
          .finally(() => file.resume());
      },
      complete() {
        void taken.then(() => {
          if (failure || refusal) {
            // The rest of the upload is read and dropped, so the request ends cleanly.
            file.resume();
            reject(failure ?? badRequest(refusal as MessageCode));
          } else if (count === 0) reject(badRequest('mappingNoRows'));
          else resolve(count);
        });
      },
      error: (error) => reject(error),
    });
  });
}

/**
 * The mapping upload's `csv_file` part read into `sink` as it streams in (nothing is stored as a
 * file); any other file, a second file, or a name not ending in .csv is refused.
 */
export async function receiveMappingRows(request: FastifyRequest, sink: MappingRowSink): Promise<number> {
  let count: number | undefined;
  await readMultipart(request, async (file) => {
    const isCsv = file.field === DEALER_MAPPING_FIELD && /\.csv$/i.test(file.name.trim());
    if (!isCsv || count !== undefined) {
      file.stream.resume();
      throw badRequest('dealerMappingInvalidFile');
    }
    count = await readMappingRows(file.stream, sink);
  });
  if (count === undefined) throw badRequest('dealerMappingInvalidFile');
  return count;
}
