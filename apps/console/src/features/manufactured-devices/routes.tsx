import { PATHS } from '@console/contracts/paths';
import { lazy } from 'react';
import type { FeatureRoute } from '@/shared/routing/feature-route';

const ManufacturedDevicesPage = lazy(() => import('./pages/manufactured-devices-page'));

/** The line-test page, shown at /dashboard to a line-test user (the app decides the dashboard). */
export const LineTestPage = lazy(() => import('./pages/line-test-page'));

/** Manufactured Devices, its own chunk. */
export const manufacturedDeviceRoutes: FeatureRoute[] = [
  { path: PATHS.manufacturedDevices, rule: 'manufacturedDevices', element: <ManufacturedDevicesPage /> },
];
