import { z } from 'zod';
import { messages } from '../messages';
import { QR_COPIES_MAX, QR_DPI_MAX, QR_SPACING_MAX_MM } from './qr-constants';

/*
 * QR codes (spec 002 sections 3 and 7). Bodies and queries are lenient about missing values on
 * purpose: the section 5 rules (qr-rules.ts) give each its own message, on the form and on the
 * server alike.
 */
const text = z.string().trim().max(100);
/**
 * Numbers, with the upper bounds of what a label printer can do (issue 29) stated for every client
 * and the OpenAPI document, with the rules' own messages; the lower bounds are the rules' alone
 * (qr-rules.ts), which name each missing or wrong value in the spec's words.
 */
const number = z.number().finite();
/** Query numbers arrive as text. */
const queryNumber = z.coerce.number().finite();
const DPI_MAX = [QR_DPI_MAX, messages.qrDpiTooHigh] as const;
const COPIES_MAX = [QR_COPIES_MAX, messages.invalidQrCopies] as const;
const SPACING_MAX = [QR_SPACING_MAX_MM, messages.horizontalSpacingTooWide] as const;

/** Create and Print: one request per serial number (or one for the model when there is none). */
export const CreateQrBody = z.object({
  category: text.optional(),
  /** Not in the spec's body: the console sends the chosen brand, the server checks it when given. */
  brand: text.optional(),
  /** The console's Matter / Non Matter choice; checked against the model when given. */
  isMatter: z.boolean().optional(),
  modelId: text.optional(),
  dpi: number.max(...DPI_MAX).optional(),
  count: number.max(...COPIES_MAX).optional(),
  productSerialNumber: text.optional(),
  horizontalSpacingInMM: number.max(...SPACING_MAX).optional(),
});
export type CreateQrBody = z.infer<typeof CreateQrBody>;

/** One label: the code's text, its manual pairing code (Matter only, else empty) and its image. */
export const QrLabel = z.object({
  productSerialNumber: z.string().nullable(),
  modelId: z.string(),
  modelNumber: z.string(),
  category: z.string(),
  brand: z.string(),
  isMatter: z.boolean(),
  /** The Matter product id of the model, null when it is not a Matter model. */
  productId: z.number().nullable(),
  qrString: z.string(),
  /** The same text as qrString: the name the Fetch call answers with (spec 002 section 7). */
  qrCode: z.string(),
  manualCode: z.string(),
  /** Base64 PNG of `count` copies, at `dpi` (recorded in its pHYs chunk). */
  qrImage: z.string(),
  dpi: z.number(),
});
export type QrLabel = z.infer<typeof QrLabel>;

export const FetchQrQuery = z.object({
  dpi: queryNumber.max(...DPI_MAX).optional(),
  count: queryNumber.max(...COPIES_MAX).optional(),
  qrimage: z.enum(['true', 'false']).optional(),
  psn: text.optional(),
  modelId: text.optional(),
  /** By model: the console's category, brand and Matter choice, checked against the model when given. */
  category: text.optional(),
  brand: text.optional(),
  isMatter: z.enum(['true', 'false']).optional(),
  horizontalSpacingInMM: queryNumber.max(...SPACING_MAX).optional(),
});
export type FetchQrQuery = z.infer<typeof FetchQrQuery>;

export const QrCountQuery = z.object({
  startTs: z.string().max(20).optional(),
  endTs: z.string().max(20).optional(),
});
export const QrCount = z.object({ count: z.number() });
