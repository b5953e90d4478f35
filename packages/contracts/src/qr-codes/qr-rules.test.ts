import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { CreateQrBody, FetchQrQuery } from './qr-codes.schemas';
import { QR_DEFAULTS, QR_DPI_MAX, QR_SPACING_MAX_MM } from './qr-constants';
import {
  firstQrError,
  isQrCsvFile,
  parseQrDate,
  qrCountRange,
  qrCreateErrors,
  qrFetchErrors,
  serialsFromCsvRows,
} from './qr-rules';

const good = { category: 'AC', brand: 'PANASONIC', modelId: 'CS-1', ...QR_DEFAULTS };

describe('Create QR rules (spec 002 section 5)', () => {
  it('accepts the defaults', () => expect(qrCreateErrors(good)).toEqual({}));

  it.each([
    [{ category: ' ' }, messages.categoryNameEmpty, 'Category Name Cannot be Empty'],
    [{ brand: '' }, messages.brandNameEmpty, 'Brand Name Cannot be Empty'],
    [{ modelId: undefined }, messages.qrModelIdEmpty, 'Model ID Cannot be Empty'],
    [
      { copies: 0 },
      messages.invalidQrCopies,
      'Invalid QR Code Copies Value. Should be Greater than 0 and Less than 5',
    ],
    [{ copies: 6 }, messages.invalidQrCopies, undefined],
    [{ copies: 2.5 }, messages.invalidQrCopies, undefined],
    [{ copies: null }, messages.invalidQrCopies, undefined],
    [
      { qrSpacingMm: -0.1 },
      messages.invalidQrSpacing,
      'Invalid QR Spacing Value. Should be Greater than  or Equal to 0',
    ],
    [{ verticalSpacingMm: -1 }, messages.invalidVerticalSpacing, 'Invalid Vertical Spacing'],
    [{ horizontalSpacingMm: -1 }, messages.invalidHorizontalSpacing, 'Invalid Horizontal Spacing'],
    [{ dpi: 0 }, messages.invalidQrDpi, 'Invalid DPI Value. Must be Greater than or Equal to 1'],
    [{ dpi: null }, messages.invalidQrDpi, undefined],
  ])('%o gives its message', (change, message, spelled) => {
    expect(firstQrError(qrCreateErrors({ ...good, ...change }))).toBe(message);
    if (spelled) expect(message).toBe(spelled);
  });

  it('accepts 1 and 5 copies, zero spacings and 1 DPI', () => {
    for (const copies of [1, 5]) expect(qrCreateErrors({ ...good, copies })).toEqual({});
    expect(
      qrCreateErrors({ ...good, qrSpacingMm: 0, verticalSpacingMm: 0, horizontalSpacingMm: 0, dpi: 1 }),
    ).toEqual({});
  });

  it.each([
    [{ dpi: QR_DPI_MAX + 1 }, messages.qrDpiTooHigh],
    [{ dpi: 80_000 }, messages.qrDpiTooHigh],
    [{ dpi: 1e308 }, messages.qrDpiTooHigh],
    [{ qrSpacingMm: QR_SPACING_MAX_MM + 0.01 }, messages.qrSpacingTooWide],
    [{ verticalSpacingMm: 1e6 }, messages.verticalSpacingTooWide],
    [{ horizontalSpacingMm: 1e308 }, messages.horizontalSpacingTooWide],
  ])('bounds %o by what a label printer can do, with its message', (change, message) => {
    expect(firstQrError(qrCreateErrors({ ...good, ...change }))).toBe(message);
    expect(firstQrError(qrFetchErrors({ ...good, ...change, productSerialNumber: 'X1' }, 'psn'))).toBe(
      message,
    );
  });

  it('accepts the bounds themselves, and names them in their messages', () => {
    const spacings = { qrSpacingMm: 25, verticalSpacingMm: 25, horizontalSpacingMm: 25 };
    expect(qrCreateErrors({ ...good, ...spacings, dpi: QR_DPI_MAX })).toEqual({});
    expect(messages.qrDpiTooHigh).toContain(String(QR_DPI_MAX));
    for (const text of [
      messages.qrSpacingTooWide,
      messages.verticalSpacingTooWide,
      messages.horizontalSpacingTooWide,
    ])
      expect(text).toContain(`${QR_SPACING_MAX_MM} mm`);
    expect(QR_SPACING_MAX_MM).toBe(spacings.qrSpacingMm);
  });

  it('states the upper bounds in the request schemas, with the same messages', () => {
    const issue = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
      r.error?.issues[0]?.message;
    expect(issue(CreateQrBody.safeParse({ dpi: 1e308 }))).toBe(messages.qrDpiTooHigh);
    expect(issue(CreateQrBody.safeParse({ count: 6 }))).toBe(messages.invalidQrCopies);
    expect(issue(CreateQrBody.safeParse({ horizontalSpacingInMM: 26 }))).toBe(
      messages.horizontalSpacingTooWide,
    );
    expect(issue(FetchQrQuery.safeParse({ dpi: '80000' }))).toBe(messages.qrDpiTooHigh);
    expect(FetchQrQuery.safeParse({ dpi: '1e309' }).success).toBe(false);
    expect(CreateQrBody.safeParse({ dpi: QR_DPI_MAX, count: 5, horizontalSpacingInMM: 25 }).success).toBe(
      true,
    );
  });

  it('lets the server leave out the brand', () => {
    expect(qrCreateErrors({ ...good, brand: undefined }, { needsBrand: false })).toEqual({});
  });
});

describe('Fetch QR rules', () => {
  it('needs a PSN by PSN, a model by model', () => {
    expect(firstQrError(qrFetchErrors({ ...QR_DEFAULTS }, 'psn'))).toBe(
      'Product Serial Number Cannot be Empty',
    );
    expect(qrFetchErrors({ ...QR_DEFAULTS, productSerialNumber: 'X1' }, 'psn')).toEqual({});
    expect(firstQrError(qrFetchErrors({ ...good, modelId: '' }, 'model'))).toBe('Model ID Cannot be Empty');
    expect(firstQrError(qrFetchErrors({ ...good, productSerialNumber: 'X', dpi: 0 }, 'psn'))).toBe(
      messages.invalidQrDpi,
    );
  });
});

describe('CSV of serial numbers', () => {
  it('takes the first cell of each row, without blanks, header or repeats', () => {
    expect(serialsFromCsvRows([['Product Serial Number'], [' A1 '], [''], ['B2', 'x'], ['A1'], []])).toEqual({
      serials: ['A1', 'B2'],
      duplicates: ['A1'],
      droppedRows: 1,
    });
    expect(serialsFromCsvRows([['productSerialNumber']])).toEqual({
      serials: [],
      duplicates: [],
      droppedRows: 0,
    });
  });

  it('names each repeated serial once and counts the rows dropped (issue 29: 43 rows, 42 labels)', () => {
    const rows = [...Array.from({ length: 40 }, (_, i) => [`P${i}`]), ['P7'], ['P3'], ['P7']];
    const read = serialsFromCsvRows(rows);
    expect(read.serials).toHaveLength(40);
    expect(read.duplicates).toEqual(['P3', 'P7']);
    expect(read.droppedRows).toBe(3);
    expect(read.serials.length + read.droppedRows).toBe(rows.length);
  });

  it('accepts text/csv only (a .csv name when the browser gives no type)', () => {
    expect(isQrCsvFile({ type: 'text/csv', name: 'a.txt' })).toBe(true);
    expect(isQrCsvFile({ type: '', name: 'a.CSV' })).toBe(true);
    expect(isQrCsvFile({ type: 'application/pdf', name: 'a.csv' })).toBe(false);
    expect(isQrCsvFile({ type: '', name: 'a.txt' })).toBe(false);
  });
});

describe('QR count dates (DD-MM-YYYY)', () => {
  const now = Date.UTC(2026, 10, 24, 9, 0);

  it('parses real dates only', () => {
    expect(parseQrDate('24-11-2026')).toBe(Date.UTC(2026, 10, 24));
    expect(parseQrDate('31-02-2026')).toBeUndefined();
    expect(parseQrDate('2026-11-24')).toBeUndefined();
  });

  it('gives the range, the end day included', () => {
    expect(qrCountRange({ startTs: '01-11-2026', endTs: '24-11-2026' }, now)).toEqual({
      range: { fromMs: Date.UTC(2026, 10, 1), toMs: Date.UTC(2026, 10, 25) },
    });
  });

  it.each([
    [{ endTs: '01-11-2026' }, 'Invalid Start Date. Start Date Cannot be Empty'],
    [{ startTs: '01-11-2026', endTs: ' ' }, 'Invalid End Date. End Date Cannot be Empty'],
    [{ startTs: '01-11-2026', endTs: '26-11-2026' }, messages.logDateInFuture],
    [{ startTs: '10-11-2026', endTs: '01-11-2026' }, messages.qrEndBeforeStart],
    [{ startTs: '1-11-2026', endTs: '01-11-2026' }, messages.qrDateInvalid],
  ])('%o: %s', (q, message) => expect(qrCountRange(q, now)).toEqual({ error: message }));

  it('takes tomorrow where it is already tomorrow somewhere (UTC+14)', () => {
    const late = Date.UTC(2026, 10, 24, 11, 0);
    expect(qrCountRange({ startTs: '25-11-2026', endTs: '25-11-2026' }, late)).toHaveProperty('range');
    expect(qrCountRange({ startTs: '25-11-2026', endTs: '25-11-2026' }, now)).toHaveProperty('error');
  });
});
