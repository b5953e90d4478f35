/*
 * CSV as RFC 4180 writes it, for the server's files and the console's own (a chart's rows): a field
 * with a comma, quote, CR or LF is quoted, its quotes doubled. A field starting with = + - @ (or
 * tab/CR) is prefixed with a quote so spreadsheets do not run it as a formula (OWASP CSV
 * injection), except plain negative numbers.
 */

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (FORMULA_START.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
