import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** A value in COPY text format: \N for null, and the four characters COPY treats specially escaped. */
export function cell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value !== 'string') return String(value);
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : value;
}

export const line = (values: (string | number | boolean | null | undefined)[]) =>
  `${values.map(cell).join('\t')}\n`;

/** Called with 0 rows when a COPY starts, every 2 s while it runs, and with `final` at its end. */
export type Progress = (table: string, done: number, total: number, final?: boolean) => void;

/** Rows are joined into ~1,000-row chunks: one stream write per chunk, not per row. */
function* chunked(rows: Iterable<string>, counter: { n: number }): Generator<string> {
  let buffer = '';
  let inBuffer = 0;
  for (const row of rows) {
    buffer += row;
    if (++inBuffer === 1000) {
      counter.n += inBuffer;
      yield buffer;
      buffer = '';
      inBuffer = 0;
    }
  }
  counter.n += inBuffer;
  if (buffer) yield buffer;
}

/**
 * Streams generated rows into a table with COPY FROM STDIN. The generator is pulled only as fast
 * as PostgreSQL takes the data, so memory stays flat whatever the row count.
 */
export async function copyRows(
  client: pg.ClientBase,
  table: string,
  columns: readonly string[],
  rows: Iterable<string>,
  total: number,
  progress: Progress,
  options: { freeze?: boolean } = {},
): Promise<number> {
  const counter = { n: 0 };
  // FREEZE: rows go in frozen and pages all-visible (the table must be truncated in this transaction).
  const sql = `COPY ${table} (${columns.join(', ')}) FROM STDIN${options.freeze ? ' WITH (FREEZE)' : ''}`;
  progress(table, 0, total);
  const timer = setInterval(() => progress(table, counter.n, total), 2000);
  try {
    await pipeline(Readable.from(chunked(rows, counter), { objectMode: false }), client.query(copyFrom(sql)));
  } finally {
    clearInterval(timer);
  }
  progress(table, counter.n, total, true);
  return counter.n;
}
