import type { AreaModule } from '../context';
import { qrCodeRoutes } from './qr-codes.routes';

/** QR code labels: create, fetch, print and count (spec 002). */
export const qrCodesModule: AreaModule = { name: 'qr-codes', routes: qrCodeRoutes };
