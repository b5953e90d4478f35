import { PATHS } from '@console/contracts/paths';
import { lazy } from 'react';
import type { FeatureRoute } from '@/shared/routing/feature-route';

const ModelSearchPage = lazy(() => import('./pages/model-search-page'));
const ModelFormPage = lazy(() => import('./pages/model-form-page'));

/** The device model screens: search (by id in the query, by number in the path) and the form. */
export const deviceModelRoutes: FeatureRoute[] = [
  { path: PATHS.deviceDetail, rule: 'deviceModel', element: <ModelSearchPage /> },
  {
    path: PATHS.deviceDetailByNumber,
    rule: 'deviceModel',
    menuParent: PATHS.deviceDetail,
    element: <ModelSearchPage />,
  },
  {
    path: PATHS.addNewDeviceModel,
    rule: 'manageDeviceModels',
    menuParent: PATHS.deviceDetail,
    element: <ModelFormPage />,
  },
];
