import { messages } from '../messages';
import { QR_COPIES_MAX, QR_COPIES_MIN, QR_DPI_MAX, QR_DPI_MIN, QR_SPACING_MAX_MM } from './qr-constants';

export type QrField =
  | 'category'
  | 'brand'
  | 'modelId'
  | 'productSerialNumber'
  | 'copies'
  | 'qrSpacingMm'
  | 'verticalSpacingMm'
  | 'horizontalSpacingMm'
  | 'dpi';

/** What the Create and Fetch forms hold; numbers may be missing while a person types. */
export interface QrFormFields {
  category?: string;
  brand?: string;
  modelId?: string;
  productSerialNumber?: string;
  copies?: number | null;
  qrSpacingMm?: number | null;
  verticalSpacingMm?: number | null;
  horizontalSpacingMm?: number | null;
  dpi?: number | null;
}

export type QrFormErrors = Partial<Record<QrField, string>>;

const blank = (v: string | undefined) => !v?.trim();
const num = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** A spacing's message: below 0 the spec's, above QR_SPACING_MAX_MM ours; an absent spacing is its default. */
function spacingError(v: number | null | undefined, below: string, above: string): string | undefined {
  if (v == null) return undefined;
  const mm = num(v);
  if (mm === undefined || mm < 0) return below;
  return mm > QR_SPACING_MAX_MM ? above : undefined;
}

/**
 * The numeric rules shared by Create and Fetch (spec 002 section 5), and the upper bounds of what a
 * label printer can do (QR_DPI_MAX, QR_SPACING_MAX_MM), each with its message.
 */
export function qrNumberErrors(f: QrFormFields): QrFormErrors {
  const errors: QrFormErrors = {};
  const copies = num(f.copies);
  if (copies === undefined || !Number.isInteger(copies) || copies < QR_COPIES_MIN || copies > QR_COPIES_MAX)
    errors.copies = messages.invalidQrCopies;
  const spacings = {
    qrSpacingMm: spacingError(f.qrSpacingMm, messages.invalidQrSpacing, messages.qrSpacingTooWide),
    verticalSpacingMm: spacingError(
      f.verticalSpacingMm,
      messages.invalidVerticalSpacing,
      messages.verticalSpacingTooWide,
    ),
    horizontalSpacingMm: spacingError(
      f.horizontalSpacingMm,
      messages.invalidHorizontalSpacing,
      messages.horizontalSpacingTooWide,
    ),
  };
  for (const [field, message] of Object.entries(spacings)) if (message) errors[field as QrField] = message;
  const dpi = num(f.dpi) ?? 0;
  if (!(dpi >= QR_DPI_MIN)) errors.dpi = messages.invalidQrDpi;
  else if (dpi > QR_DPI_MAX) errors.dpi = messages.qrDpiTooHigh;
  return errors;
}

/**
 * Create and Print (spec 002 section 5): category, brand and model, then the numbers. The serial
 * numbers come from the single field or the CSV and are checked by the caller (`needsSerial`).
 * The server has no brand in its body (section 7): it passes `needsBrand: false`.
 */
export function qrCreateErrors(f: QrFormFields, opts: { needsBrand?: boolean } = {}): QrFormErrors {
  const errors: QrFormErrors = {};
  if (blank(f.category)) errors.category = messages.categoryNameEmpty;
  if (opts.needsBrand !== false && blank(f.brand)) errors.brand = messages.brandNameEmpty;
  if (blank(f.modelId)) errors.modelId = messages.qrModelIdEmpty;
  return { ...errors, ...qrNumberErrors(f) };
}

/** Fetch and Print (spec 002 section 5): a PSN, or category, brand and model; then the numbers. */
export function qrFetchErrors(f: QrFormFields, by: 'psn' | 'model'): QrFormErrors {
  const errors: QrFormErrors =
    by === 'psn'
      ? blank(f.productSerialNumber)
        ? { productSerialNumber: messages.qrSerialEmpty }
        : {}
      : qrCreateErrors({ ...f, copies: 1, dpi: 1 });
  return { ...errors, ...qrNumberErrors(f) };
}

/** The first message of a rule's answer, in field order, or undefined when all is well. */
export const firstQrError = (errors: QrFormErrors): string | undefined => Object.values(errors)[0];

/** The serial numbers of an uploaded CSV, and the ones it repeats. */
export interface CsvSerials {
  /** Each serial number once, in the order of its first row. */
  serials: string[];
  /** The serial numbers that came on more than one row, each once, in the order of their first row. */
  duplicates: string[];
  /** Rows dropped as repeats (a serial on three rows drops two). */
  droppedRows: number;
}

/**
 * Serial numbers from a parsed CSV (rows of cells): the first cell of each row, trimmed, blanks and
 * a header row ('Product Serial Number' or 'productSerialNumber') dropped, duplicates once; the
 * repeats are named (issue 29: 43 rows gave 'Total QR Codes 42' and no word why).
 */
export function serialsFromCsvRows(rows: readonly (readonly unknown[])[]): CsvSerials {
  const seen = new Map<string, number>();
  for (const row of rows) {
    const cell = String(row[0] ?? '').trim();
    if (!cell || /^product\s*serial\s*number$/i.test(cell.replace(/\s+/g, ' '))) continue;
    seen.set(cell, (seen.get(cell) ?? 0) + 1);
  }
  const duplicates = [...seen].filter(([, times]) => times > 1).map(([serial]) => serial);
  const droppedRows = [...seen.values()].reduce((sum, times) => sum + times - 1, 0);
  return { serials: [...seen.keys()], duplicates, droppedRows };
}

/** The upload's type check (spec 002 section 5): text/csv, or a .csv name where the browser gives no type. */
export const isQrCsvFile = (file: { type?: string; name?: string }): boolean =>
  file.type === 'text/csv' || (!file.type && /\.csv$/i.test(file.name ?? ''));

const DAY_MS = 86_400_000;
/** The earliest time zone is 14 hours ahead of UTC: a day that has begun anywhere is not in the future. */
const EARLIEST_ZONE_MS = 14 * 3_600_000;

/** DD-MM-YYYY to the UTC midnight of that day, or undefined when it is not a real date. */
export function parseQrDate(text: string | undefined): number | undefined {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text?.trim() ?? '');
  if (!m) return undefined;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const date = new Date(ms);
  return date.getUTCDate() === d && date.getUTCMonth() === mo - 1 ? ms : undefined;
}

/** A Date as DD-MM-YYYY (its calendar day where it is read). */
export const formatQrDate = (d: Date): string =>
  `${String(d.getDate()).padStart(2, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}-${d.getFullYear()}`;

export interface QrCountRange {
  /** UTC midnight of the start day. */
  fromMs: number;
  /** UTC midnight after the end day (exclusive). */
  toMs: number;
}

/**
 * QR Code Count dates (spec 002 section 5): both required, DD-MM-YYYY, not in the future, end not
 * before start. Answers the message, or the range.
 */
export function qrCountRange(
  q: { startTs?: string; endTs?: string },
  now = Date.now(),
): { error: string } | { range: QrCountRange } {
  if (!q.startTs?.trim()) return { error: messages.qrStartDateEmpty };
  if (!q.endTs?.trim()) return { error: messages.qrEndDateEmpty };
  const from = parseQrDate(q.startTs);
  const to = parseQrDate(q.endTs);
  if (from === undefined || to === undefined) return { error: messages.qrDateInvalid };
  if (from > now + EARLIEST_ZONE_MS || to > now + EARLIEST_ZONE_MS)
    return { error: messages.logDateInFuture };
  if (to < from) return { error: messages.qrEndBeforeStart };
  return { range: { fromMs: from, toMs: to + DAY_MS } };
}
