import { lazy } from 'react';

/** Pages of the users area; the app decides where they are mounted. */
export const UserInfoPage = lazy(() => import('./pages/user-info-page'));
export const HomeReportPage = lazy(() => import('./pages/home-report-page'));
export type { HomeLinks } from './home-links';
export { DashboardBack } from './pages/dashboard-back';
/** The User Information panel (name, e-mail with its edit, phone), for Device Info's owner. */
export const UserInformationPanel = lazy(() =>
  import('./components/user-information-panel').then((m) => ({ default: m.UserInformationPanel })),
);
/** A device's warranty and service links, for Device Info and the device tabs. */
export const DeviceWarrantyLinks = lazy(() => import('./components/warranty/device-warranty-links'));
