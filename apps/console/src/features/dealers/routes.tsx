import { PATHS } from '@console/contracts/paths';
import { lazy } from 'react';
import type { FeatureRoute } from '@/shared/routing/feature-route';

const DealerPage = lazy(() => import('./pages/dealer-page'));
/** A device's dealer card (Device Info), for the app to hand to the devices area. */
export const DeviceDealerPopup = lazy(() => import('./components/device-dealer-popup'));

/** Dealer Management, its own chunk. */
export const dealerRoutes: FeatureRoute[] = [
  { path: PATHS.deviceDealer, rule: 'dealers', element: <DealerPage /> },
];
