import { lazy } from 'react';

/** Pages of the auth area; the app decides where they are mounted. */
export const LoginPage = lazy(() => import('./pages/login-page'));
export const SettingsPage = lazy(() => import('./pages/settings-page'));
