import { NAVIGATION } from '@console/contracts/access';
import { PATHS } from '@console/contracts/paths';
import { lazy } from 'react';
import { matchPath } from 'react-router';
import { apiTokenRoutes } from '@/features/api-tokens/routes';
import { auditLogRoutes } from '@/features/audit-log/routes';
import { authRoutes } from '@/features/auth/routes';
import { dealerRoutes } from '@/features/dealers/routes';
import { deviceModelRoutes } from '@/features/device-models/routes';
import { deviceRoutes } from '@/features/devices/routes';
import { feedbackRoutes } from '@/features/feedback/routes';
import { firmwareRoutes } from '@/features/firmware/routes';
import { fotaJobsRoutes } from '@/features/fota-jobs/routes';
import { iduConfigRoutes } from '@/features/idu-config/routes';
import { insightsRoutes } from '@/features/insights/routes';
import { manufacturedDeviceRoutes } from '@/features/manufactured-devices/routes';
import { notificationRoutes } from '@/features/notifications/routes';
import { qrCodeRoutes } from '@/features/qr-codes/routes';
import { rolloutRoutes } from '@/features/rollouts/routes';
import { segmentRoutes } from '@/features/segments/routes';
import { ssoRoutes } from '@/features/sso/routes';
import { timelineRoutes } from '@/features/timeline/routes';
import { userRoutes } from '@/features/users/routes';
import { webhookRoutes } from '@/features/webhooks/routes';
import type { FeatureRoute } from '@/shared/routing/feature-route';
import { DashboardPage } from './pages/dashboard-page';
import { deviceLinks, insightsLinks, userInfoLinks } from './pages/device-composition';
import { DeviceScreen } from './pages/device-screen';
import { firmwareLinks } from './pages/firmware-composition';

const NotFoundPage = lazy(() => import('./pages/not-found-page'));

/**
 * Every signed-in screen: the app's own (the dashboard by role, `/device`, not found) and each
 * feature's list. A new area adds one line here; the router, the menu and the screens that exist
 * are derived from this list.
 */
export const SCREENS: readonly FeatureRoute[] = [
  { path: PATHS.dashboard, element: <DashboardPage /> },
  { path: PATHS.device, element: <DeviceScreen /> },
  ...authRoutes,
  ...userRoutes(userInfoLinks),
  ...deviceRoutes(deviceLinks),
  ...segmentRoutes,
  ...deviceModelRoutes,
  ...firmwareRoutes(firmwareLinks),
  ...iduConfigRoutes,
  ...fotaJobsRoutes,
  ...rolloutRoutes,
  ...manufacturedDeviceRoutes,
  ...insightsRoutes(insightsLinks),
  ...qrCodeRoutes,
  ...notificationRoutes,
  ...dealerRoutes,
  ...feedbackRoutes,
  ...auditLogRoutes,
  ...apiTokenRoutes,
  ...webhookRoutes,
  ...ssoRoutes,
  ...timelineRoutes,
  { path: PATHS.pageNotFound, element: <NotFoundPage /> },
];

/** Menu entries of contracts/access NAVIGATION whose screens exist in this build. */
export const AVAILABLE_SCREENS: ReadonlySet<string> = new Set(
  NAVIGATION.filter((entry) => SCREENS.some((s) => s.path === entry.path)).map((entry) => entry.key),
);

/** The menu path a page is highlighted under: its screen's menu parent, or its own path. */
export function menuPathOf(pathname: string): string {
  const screen = SCREENS.find((s) => matchPath({ path: s.path, caseSensitive: false }, pathname));
  return screen?.menuParent ?? pathname;
}
