import { lazy } from 'react';

/** Pages of the devices area; the app decides where they are mounted. */
export const DeviceSearchPage = lazy(() => import('./pages/device-search-page'));
