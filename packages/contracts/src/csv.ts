/*
 * CSV as RFC 4180 writes it, for the server's files and the console's own (a chart's rows): a field
 * with a comma, quote, CR or LF is quoted, its quotes doubled. A field starting with = + - @ (or
 * tab/CR) is prefixed with a quote so spreadsheets do not run it as a formula (OWASP CSV
 * injection), except plain negative numbers.
 */

/**
 * The rule's three patterns, also what the server's SQL writing of the same fields matches with
 * (apps/server platform/http/file-lines-sql.ts): written in the syntax JavaScript and PostgreSQL's
 * regular expressions share.
 */
export const CSV_PATTERNS = {
  needsQuotes: /[",\r\n]/,
  formulaStart: /^[=+\-@\t\r]/,
  number: /^-?\d+(\.\d+)?$/,
} as const;
const { needsQuotes: NEEDS_QUOTES, formulaStart: FORMULA_START, number: NUMBER } = CSV_PATTERNS;

export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (FORMULA_START.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
