import { PATHS } from '@console/contracts/paths';
import { lazy } from 'react';
import type { FeatureRoute } from '@/shared/routing/feature-route';

const SsoSettingsPage = lazy(() => import('./pages/sso-settings-page'));

/** Single Sign-On settings (issue 33), for the tenant's admins; its own chunk. */
export const ssoRoutes: FeatureRoute[] = [
  { path: PATHS.ssoSettings, rule: 'ssoSettings', element: <SsoSettingsPage /> },
];
