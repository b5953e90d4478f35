import { PATHS } from '@console/contracts/paths';
import { lazy } from 'react';
import type { FeatureRoute } from '@/shared/routing/feature-route';

const FotaJobsPage = lazy(() => import('./pages/fota-jobs-page'));

/** The Manage MQTT FOTA screen, its own chunk. */
export const fotaJobsRoutes: FeatureRoute[] = [
  { path: PATHS.fotaJobs, rule: 'fotaJobs', element: <FotaJobsPage /> },
];
