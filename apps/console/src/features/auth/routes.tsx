import { PATHS } from '@console/contracts/paths';
import { lazy } from 'react';
import type { FeatureRoute } from '@/shared/routing/feature-route';

/** The login page, mounted by the app outside the signed-in frame (guests only). */
export const LoginPage = lazy(() => import('./pages/login-page'));
/** Where the single sign-on provider sends the browser back (guests only). */
export const SsoCallbackPage = lazy(() => import('./pages/sso-callback-page'));
const SettingsPage = lazy(() => import('./pages/settings-page'));

/** The signed-in screens of the auth area; a line tester has no Settings (spec 000 section 6). */
export const authRoutes: FeatureRoute[] = [
  { path: PATHS.settings, rule: 'settings', element: <SettingsPage /> },
];
