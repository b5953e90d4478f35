import { PATHS } from '@console/contracts/paths';
import { lazy } from 'react';
import type { FeatureRoute } from '@/shared/routing/feature-route';

const TimelinePage = lazy(() => import('./pages/timeline-page'));
/** The Timeline link, for Device Info and the home views (the app places it). */
export const TimelineLink = lazy(() => import('./components/timeline-link'));

/**
 * A device's and a home's timeline (issue 32), each its own screen: a device's for whoever may
 * look it up (Device Info's rule), a home's for whoever may view homes.
 */
export const timelineRoutes: FeatureRoute[] = [
  {
    path: PATHS.deviceTimeline,
    rule: 'deviceLookup',
    menuParent: PATHS.searchDevice,
    element: <TimelinePage type="device" />,
  },
  {
    path: PATHS.homeTimeline,
    rule: 'viewHomes',
    menuParent: PATHS.dashboard,
    element: <TimelinePage type="home" />,
  },
];
