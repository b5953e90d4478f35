import { PATHS } from '@console/contracts/paths';
import { lazy } from 'react';
import type { FeatureRoute } from '@/shared/routing/feature-route';

const RolloutListPage = lazy(() => import('./pages/rollout-list-page'));
const NewRolloutPage = lazy(() => import('./pages/new-rollout-page'));
const RolloutPage = lazy(() => import('./pages/rollout-page'));
/**
 * The FOTA batch list with Notify Device (spec 001 section 2), for the app to hand to the firmware
 * page's FOTA Firmware tab: the batches are the rollouts area's, as on the server and in contracts.
 */
export const FotaBatchPanel = lazy(() => import('./components/batches/batch-panel'));

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
