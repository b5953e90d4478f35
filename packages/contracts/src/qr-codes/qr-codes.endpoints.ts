import { CreateQrBody, FetchQrQuery, QrCount, QrCountQuery, QrLabel } from './qr-codes.schemas';

/* The QR calls of spec 002 section 7. */
const base = '/simplifi/v1/certificateManager/qrcode';

export const createQrCode = { method: 'POST', path: base, body: CreateQrBody, response: QrLabel } as const;

export const fetchQrCode = { method: 'GET', path: base, query: FetchQrQuery, response: QrLabel } as const;

export const countQrCodes = {
  method: 'GET',
  path: `${base}/count`,
  query: QrCountQuery,
  response: QrCount,
} as const;
