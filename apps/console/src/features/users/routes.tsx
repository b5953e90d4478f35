import { lazy } from 'react';

/** Pages of the users area; the app decides where they are mounted. */
export const UserInfoPage = lazy(() => import('./pages/user-info-page'));
