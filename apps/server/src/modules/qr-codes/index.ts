import { defineModule } from '../../platform/module';
import { qrCodeRoutes } from './qr-codes.routes';

/** QR code labels: create, fetch, print and count (spec 002). */
export const qrCodesModule = defineModule({ name: 'qr-codes', routes: qrCodeRoutes });
