import { PATHS } from '@console/contracts/paths';
import { lazy } from 'react';
import type { FeatureRoute } from '@/shared/routing/feature-route';

const RolloutListPage = lazy(() => import('./pages/rollout-list-page'));
const NewRolloutPage = lazy(() => import('./pages/new-rollout-page'));
const RolloutPage = lazy(() => import('./pages/rollout-page'));

/** Phased firmware rollouts (issue 31), each page its own chunk; the Device Firmware rule, as on the server. */
export const rolloutRoutes: FeatureRoute[] = [
  { path: PATHS.rollouts, rule: 'deviceFirmware', element: <RolloutListPage /> },
  {
    path: PATHS.newRollout,
    rule: 'deviceFirmware',
    menuParent: PATHS.rollouts,
    element: <NewRolloutPage />,
  },
  { path: PATHS.rollout, rule: 'deviceFirmware', menuParent: PATHS.rollouts, element: <RolloutPage /> },
];
