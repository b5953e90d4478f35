import { PATHS } from '@console/contracts/paths';
import { lazy } from 'react';
import type { FeatureRoute } from '@/shared/routing/feature-route';
import type { DeviceLinks } from './components/device-info';

/** Device Info (device search); also the dashboard of some roles, so the app mounts it there too. */
export const DeviceSearchPage = lazy(() => import('./pages/device-search-page'));
/** One device's Device Info by id, for another area's screen (a User Info device tab). */
export const DeviceDetailById = lazy(() => import('./components/device-detail-by-id'));
export type { DeviceLinks } from './components/device-info';

/** The devices area's screens; `links` is what Device Info shows from other areas (the app's). */
export const deviceRoutes = (links: DeviceLinks): FeatureRoute[] => [
  { path: PATHS.searchDevice, rule: 'deviceSearch', element: <DeviceSearchPage links={links} /> },
];
