import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-db';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { csvField, csvLine, csvTimestamp } from './csv';
import { csvFieldSql, csvLineSql, isoTimestampSql, ndjsonLineSql } from './file-lines-sql';

/** Values that take each path of the CSV rule: quoting, formulas, numbers, control characters. */
const TEXTS = [
  'plain',
  '',
  'a,b',
  'say "hi"',
  'two\nlines',
  'cr\ronly',
  '=SUM(A1)',
  '+1 555',
  '-42',
  '-4.25',
  '-4.',
  '-x',
  '@cmd',
  '\tTab first',
  '\rCR first',
  '=HYPERLINK("x"),y',
  'ü ✓ 日本',
  'back\\slash',
  'ctrl\u0001\u001f',
  '1e5',
];

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

/** Each value through `expression` in PostgreSQL, in order (null for null). */
async function eachInSql(
  values: (string | null)[],
  expression: (v: ReturnType<typeof sql>) => ReturnType<typeof sql>,
) {
  const result = await database.db.execute(sql`
    SELECT ${expression(sql`v.value`)} AS out
      FROM unnest(${sql.param(values)}::text[]) WITH ORDINALITY AS v(value, n) ORDER BY v.n`);
  return rowsOf<{ out: string | null }>(result).map((r) => r.out);
}

describe('file lines written by PostgreSQL', () => {
  it('writes each field as csvField does', async () => {
    const values = [...TEXTS, null];
    expect(await eachInSql(values, csvFieldSql)).toEqual(values.map(csvField));
  });

  it('writes a line of fields as csvLine does', async () => {
    const line = (v: ReturnType<typeof sql>) =>
      csvLineSql([csvFieldSql(v), sql`'12'`, csvFieldSql(sql`NULL::text`)]);
    expect(await eachInSql(TEXTS, line)).toEqual(TEXTS.map((t) => csvLine([t, 12, null])));
  });

  it('writes a time as csvTimestamp does, to the millisecond in UTC', async () => {
    const times = ['2025-11-01T06:00:00.123456+05:30', '1999-12-31T23:59:59.999999Z', '2026-03-29T01:00:00Z'];
    const out = await eachInSql(times, (v) => isoTimestampSql(sql`${v}::timestamptz`));
    expect(out).toEqual(times.map((t) => csvTimestamp(new Date(t))));
    expect(await eachInSql([null], (v) => isoTimestampSql(sql`${v}::timestamptz`))).toEqual(['']);
  });

  it('writes an NDJSON line as JSON.stringify does, JSON text put in whole', async () => {
    const values = [...TEXTS, null];
    const out = await eachInSql(values, (v) =>
      ndjsonLineSql([
        ['n', sql`length(${v})`, 'number'],
        ['text', v, 'string'],
        ['detail', sql`jsonb_build_object('note', ${v})::text`, 'json'],
      ]),
    );
    expect(out).toEqual(
      values.map((v) => {
        const detail = v === null ? '{"note": null}' : `{"note": ${JSON.stringify(v)}}`;
        return `${JSON.stringify({ n: v === null ? null : [...v].length, text: v }).slice(0, -1)},"detail":${detail}}\n`;
      }),
    );
  });
});
