import { z } from 'zod';
import { MAX_PAGE_NUMBER } from '../constants';
import { messages } from '../messages';
import { QR_COPIES_MAX, QR_SPACING_MAX_MM } from './qr-constants';
import { ZPL_DENSITIES, type ZplDensity } from './zpl-label';
import { ZplReprintRefusal } from './zpl-reprint';

/*
 * Direct printing of ZPL labels (issue 34): a batch as a file, over WebUSB from the browser, or by
 * the server to a network printer a tenant's admin registered. Every print is recorded per serial,
 * operator and station; a serial's print after its first needs a reason.
 */

/** The raw printing port of label printers (JetDirect / AppSocket). */
export const PRINTER_PORT_DEFAULT = 9100;
/** Labels in one print: a line's shift of serials is far fewer; a batch's ZPL stays under 1 MB. */
export const ZPL_BATCH_MAX = 1000;
export const ZPL_STATION_MAX = 60;
export const ZPL_REASON_MAX = 200;

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const HOST_NAME =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** An IPv4 address's four numbers, or null when the text is not one. */
function ipv4Parts(host: string): number[] | null {
  const m = IPV4.exec(host);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  return parts.every((p) => p <= 255) ? parts : null;
}

/**
 * Why an address cannot be a printer, or undefined when it can. Private and loopback addresses are
 * what printers have, and are allowed here (and for registered printers only); link-local addresses
 * (cloud metadata services live there), multicast, broadcast and the unspecified address never are.
 */
export function printerAddressError(host: string): string | undefined {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  const v4 = ipv4Parts(h) ?? ipv4Parts(h.replace(/^::ffff:/, ''));
  if (v4) {
    const [a = 0, b = 0] = v4;
    const refused = a === 0 || (a === 169 && b === 254) || a >= 224;
    return refused ? messages.printerHostRefused : undefined;
  }
  if (h.includes(':')) {
    if (!/^[0-9a-f:.]+$/.test(h)) return messages.printerHostInvalid;
    const refused = /^(::|::0|0*:)$/.test(h) || /^fe[89ab]/.test(h) || /^ff/.test(h);
    return refused ? messages.printerHostRefused : undefined;
  }
  if (/^\d+(\.\d+)*$/.test(h) || !HOST_NAME.test(h)) return messages.printerHostInvalid;
  return undefined;
}

const density = z.number().refine((d) => ZPL_DENSITIES.includes(d as ZplDensity), messages.zplDensityInvalid);

export const LabelPrinter = z.object({
  id: z.string(),
  name: z.string(),
  host: z.string(),
  port: z.number(),
  dpi: z.number(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type LabelPrinter = z.infer<typeof LabelPrinter>;

export const LabelPrinterBody = z.object({
  name: z.string().trim().min(1, messages.printerNameEmpty).max(60),
  host: z
    .string()
    .trim()
    .min(1, messages.printerHostInvalid)
    .max(253, messages.printerHostInvalid)
    .superRefine((host, ctx) => {
      const error = printerAddressError(host);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
  port: z
    .number()
    .int(messages.printerPortInvalid)
    .min(1, messages.printerPortInvalid)
    .max(65535, messages.printerPortInvalid)
    .default(PRINTER_PORT_DEFAULT),
  dpi: density,
});
export type LabelPrinterBody = z.input<typeof LabelPrinterBody>;

export const LabelPrinterList = z.object({ printers: z.array(LabelPrinter) });
export const LabelPrinterParams = z.object({ id: z.string().uuid(messages.printerNotFound) });

/** Where a ZPL print goes: the browser saves it, sends it over WebUSB, or the server to a printer. */
export const ZplTarget = z.enum(['file', 'usb', 'network']);
export type ZplTarget = z.infer<typeof ZplTarget>;

const spacing = z.number().finite().max(QR_SPACING_MAX_MM, messages.qrSpacingTooWide).optional();

/**
 * A ZPL print of one model's units (their serial numbers; none for the model's own label), from the
 * Create or the Fetch tab, with the screen's copies and spacings at a printer density.
 */
export const ZplPrintBody = z.object({
  source: z.enum(['create', 'fetch']),
  category: z.string().trim().max(100).optional(),
  brand: z.string().trim().max(100).optional(),
  isMatter: z.boolean().optional(),
  modelId: z.string().trim().max(100).optional(),
  productSerialNumbers: z
    .array(z.string().trim().max(100))
    .max(ZPL_BATCH_MAX, messages.zplTooManyLabels)
    .optional(),
  count: z.number().finite().max(QR_COPIES_MAX, messages.invalidQrCopies).optional(),
  qrSpacingInMM: spacing,
  verticalSpacingInMM: spacing,
  horizontalSpacingInMM: spacing,
  /** The printer's density; a network printer's own density wins. */
  dpi: density,
  target: ZplTarget,
  printerId: z.string().uuid(messages.printerNotFound).optional(),
  station: z.string().trim().min(1, messages.zplStationEmpty).max(ZPL_STATION_MAX),
  /** Required when a serial's ZPL label was printed before. */
  reason: z.string().trim().max(ZPL_REASON_MAX).optional(),
});
export type ZplPrintBody = z.input<typeof ZplPrintBody>;

export const ZplPrintRow = z.object({
  productSerialNumber: z.string().nullable(),
  modelId: z.string(),
  status: z.enum(['Success', 'Failure']),
  reasonOfFailure: z.string(),
  /** Printed before: this print is a reprint. */
  reprint: z.boolean(),
});

export const ZplPrintResult = z.object({
  zpl: z.string(),
  fileName: z.string(),
  dpi: z.number(),
  printed: z.number(),
  printer: z.string().nullable(),
  rows: z.array(ZplPrintRow),
});
export type ZplPrintResult = z.infer<typeof ZplPrintResult>;

/** The QR Code Count's breakdown: labels printed per serial number, operator and station. */
export const QrPrintsQuery = z.object({
  startTs: z.string().max(20).optional(),
  endTs: z.string().max(20).optional(),
  /** From 0, as the other paged lists. */
  page: z.coerce.number().int().min(0).max(MAX_PAGE_NUMBER, messages.pageTooFar).default(0),
});
export const QR_PRINTS_PAGE_SIZE = 100;
export const QrPrintsRow = z.object({
  productSerialNumber: z.string().nullable(),
  modelId: z.string(),
  operator: z.string(),
  station: z.string().nullable(),
  prints: z.number(),
  reprints: z.number(),
  copies: z.number(),
  lastPrintedAt: z.string(),
});
export const QrPrintsPage = z.object({ rows: z.array(QrPrintsRow), page: z.number(), pageSize: z.number() });
export type QrPrintsRow = z.infer<typeof QrPrintsRow>;

const base = '/simplifi/v1/certificateManager/qrcode';
export const listLabelPrinters = {
  method: 'GET',
  path: `${base}/printers`,
  response: LabelPrinterList,
} as const;
export const registerLabelPrinter = {
  method: 'POST',
  path: `${base}/printers`,
  body: LabelPrinterBody,
  response: LabelPrinter,
} as const;
export const removeLabelPrinter = {
  method: 'DELETE',
  path: `${base}/printers/:id`,
  params: LabelPrinterParams,
  response: z.object({ id: z.string() }),
} as const;
export const printZplLabels = {
  method: 'POST',
  path: `${base}/zpl`,
  body: ZplPrintBody,
  response: ZplPrintResult,
  /** A 409: serials printed before and no reason given (which ones, capped, and how many). */
  reprintRefusal: ZplReprintRefusal,
} as const;
export const listQrPrints = {
  method: 'GET',
  path: `${base}/prints`,
  query: QrPrintsQuery,
  response: QrPrintsPage,
} as const;
