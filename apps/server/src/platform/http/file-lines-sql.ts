import { type SQL, sql } from 'drizzle-orm';
import { CSV_PATTERNS } from './csv';

/*
 * A file's lines written by PostgreSQL, for the exports of a million rows: a row comes back as one
 * text, where the same line built in JavaScript made a dozen values, a Date and the strings joining
 * them, all garbage a moment later. On the audit export that garbage was what grew the server's
 * memory while it streamed (V8 promoted part of it and grew its heap by 30–60 MB). Each expression
 * writes exactly what `csvField`, `csvTimestamp` and `JSON.stringify` write: the tests compare them
 * on the same values, on both engines.
 */

const { needsQuotes, formulaStart, number } = CSV_PATTERNS;

/** `csvField` of a text expression: '' for null, a formula defused, quoted when it must be. */
export function csvFieldSql(value: SQL): SQL {
  // csvField's own patterns, as values: PostgreSQL's regular expressions read them alike.
  const quoted = sql`${value} ~ ${needsQuotes.source}::text`;
  // A field starting with = + - @ tab or CR gets a leading quote, unless it is a plain number.
  const formula = sql`${value} ~ ${formulaStart.source}::text AND ${value} !~ ${number.source}::text`;
  return sql`CASE WHEN ${value} IS NULL THEN '' ELSE
    (CASE WHEN ${quoted} THEN '"' ELSE '' END) || (CASE WHEN ${formula} THEN '''' ELSE '' END) ||
    (CASE WHEN ${quoted} THEN replace(${value}, '"', '""') || '"' ELSE ${value} END) END`;
}

/** `csvTimestamp` of a timestamp with time zone: ISO 8601 in UTC to the millisecond, '' for null. */
export function isoTimestampSql(value: SQL): SQL {
  return sql`coalesce(to_char(${value} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '')`;
}

/** `csvLine` of fields already written (each a text expression). */
export function csvLineSql(fields: readonly SQL[]): SQL {
  return sql`${sql.join([...fields], sql` || ',' || `)} || E'\\r\\n'`;
}

/** How a field of an NDJSON line is written: a string (or null), a number, or JSON text as it is. */
export type JsonFieldKind = 'string' | 'number' | 'json';

/**
 * One compact JSON object and a newline, the fields in the order given, as `JSON.stringify` writes
 * them: strings escaped by `to_json`, numbers as they are, JSON text (a jsonb column) put in whole.
 */
export function ndjsonLineSql(fields: readonly [name: string, value: SQL, kind: JsonFieldKind][]): SQL {
  const parts = fields.map(([name, value, kind], i) => {
    const text = kind === 'string' ? sql`to_json(${value})::text` : sql`(${value})::text`;
    return sql`${sql.raw(`'${i === 0 ? '{' : ','}${JSON.stringify(name)}:'`)} || coalesce(${text}, 'null')`;
  });
  return sql`${sql.join(parts, sql` || `)} || E'}\\n'`;
}
