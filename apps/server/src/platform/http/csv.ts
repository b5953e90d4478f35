/* CSV fields and lines: one writing for the server and the console (RFC 4180, no formulas). */
export { CSV_PATTERNS, csvField, csvLine } from '@console/contracts/http';

/**
 * A moment in every CSV we write: ISO 8601 in UTC (`2025-11-01T00:00:00.000Z`), which spreadsheets
 * and parsers read without guessing; a Date or epoch seconds; empty when there is none.
 */
export function csvTimestamp(value: Date | number | string | null | undefined): string {
  if (value == null || value === '') return '';
  const ms = value instanceof Date ? value.getTime() : Number(value) * 1000;
  return Number.isFinite(ms) ? new Date(ms).toISOString() : '';
}
