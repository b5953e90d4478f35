import { PATHS } from '@console/contracts/paths';
import { lazy } from 'react';
import type { FeatureRoute } from '@/shared/routing/feature-route';

const NotificationPage = lazy(() => import('./pages/notification-page'));

/** The Notification Management screen, its own chunk. */
export const notificationRoutes: FeatureRoute[] = [
  { path: PATHS.notification, rule: 'notifications', element: <NotificationPage /> },
];
