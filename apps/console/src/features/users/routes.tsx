import { PATHS } from '@console/contracts/paths';
import { lazy } from 'react';
import type { FeatureRoute } from '@/shared/routing/feature-route';
import type { HomeLinks } from './home-links';
import { DashboardBack } from './pages/dashboard-back';

/** User Info; the dashboard of most roles, mounted there by the app. */
export const UserInfoPage = lazy(() => import('./pages/user-info-page'));
const HomeReportPage = lazy(() => import('./pages/home-report-page'));

export type { HomeLinks } from './home-links';
/** The User Information panel (name, e-mail with its edit, phone), for Device Info's owner. */
export const UserInformationPanel = lazy(() =>
  import('./components/user-information-panel').then((m) => ({ default: m.UserInformationPanel })),
);
/** A device's warranty and service links, for Device Info and the device tabs. */
export const DeviceWarrantyLinks = lazy(() => import('./components/warranty/device-warranty-links'));

/** The users area's screens; `links` is where they link to and what they show of other areas. */
export const userRoutes = (links: HomeLinks): FeatureRoute[] => [
  {
    path: PATHS.homeReport,
    rule: 'viewHomes',
    menuParent: PATHS.dashboard,
    element: <HomeReportPage backPath={PATHS.dashboardBack} links={links} />,
  },
  { path: PATHS.dashboardBack, element: <DashboardBack dashboardPath={PATHS.dashboard} /> },
];
