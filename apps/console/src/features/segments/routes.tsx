import { PATHS } from '@console/contracts/paths';
import { lazy } from 'react';
import type { FeatureRoute } from '@/shared/routing/feature-route';

const FleetPage = lazy(() => import('./pages/fleet-page'));

/** Fleet Search and its saved segments (issue 32), one lazily loaded chunk. */
export const segmentRoutes: FeatureRoute[] = [
  { path: PATHS.fleet, rule: 'fleetSearch', element: <FleetPage /> },
];
