import { PATHS } from '@console/contracts/paths';
import { lazy } from 'react';
import type { FeatureRoute } from '@/shared/routing/feature-route';

const QrCodePage = lazy(() => import('./pages/qr-code-page'));

/** The QR Code screen, its own chunk. */
export const qrCodeRoutes: FeatureRoute[] = [{ path: PATHS.qrCode, rule: 'qrCode', element: <QrCodePage /> }];
