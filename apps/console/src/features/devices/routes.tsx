import { lazy } from 'react';

/** Pages of the devices area; the app decides where they are mounted. */
export const DeviceSearchPage = lazy(() => import('./pages/device-search-page'));
/** One device's Device Info by id, for another area's screen (a User Info device tab). */
export const DeviceDetailById = lazy(() => import('./components/device-detail-by-id'));
export type { DeviceLinks } from './components/device-info';
