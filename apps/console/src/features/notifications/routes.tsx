import { PATHS } from '@console/contracts/paths';
import { lazy } from 'react';
import type { FeatureRoute } from '@/shared/routing/feature-route';

const NotificationPage = lazy(() => import('./pages/notification-page'));
/** A user's notification opt-outs (issue 34), for User Info: its own chunk. */
export const NotificationOptOutsCard = lazy(() => import('./components/opt-outs-card'));

/** The Notification Management screen, its own chunk. */
export const notificationRoutes: FeatureRoute[] = [
  { path: PATHS.notification, rule: 'notifications', element: <NotificationPage /> },
];
