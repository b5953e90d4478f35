import type { RuleName } from '@console/contracts/access';
import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { LoginPage, SettingsPage } from '../features/auth/routes';
import { ModelFormPage, ModelSearchPage } from '../features/device-models/routes';
import { DeviceSearchPage } from '../features/devices/routes';
import { FirmwareInfoPage, FirmwarePage } from '../features/firmware/routes';
import { FotaJobsPage } from '../features/fota-jobs/routes';
import { IduConfigPage } from '../features/idu-config/routes';
import { DashboardBack, HomeReportPage } from '../features/users/routes';
import { PageSpinner } from '../shared/ui/page-spinner';
import { GuestOnly, RequireAuth } from './auth/require-auth';
import { RequireRule } from './auth/require-rule';
import { DashboardPage } from './pages/dashboard-page';
import { deviceLinks, userInfoLinks } from './pages/device-composition';
import { DeviceScreen } from './pages/device-screen';
import { RouteErrorPage } from './pages/route-error-page';
import { paths } from './paths';

/** A page only people passing `rule` (packages/contracts access rules) may open. */
const guarded = (rule: RuleName, page: ReactNode) => <RequireRule rule={rule}>{page}</RequireRule>;

const NotFoundPage = lazy(() => import('./pages/not-found-page'));
// The signed-in frame (menu, header) is not needed to show the login page.
const AppLayout = lazy(() => import('./layout/app-layout'));

/** The routes of every feature, each page loaded on first visit. */
export const router = createBrowserRouter([
  {
    element: (
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    ),
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: paths.login,
        element: (
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        ),
      },
      {
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        children: [
          { path: paths.dashboard, element: <DashboardPage /> },
          {
            path: paths.searchDevice,
            element: guarded('deviceSearch', <DeviceSearchPage links={deviceLinks} />),
          },
          { path: paths.device, element: <DeviceScreen /> },
          { path: paths.settings, element: <SettingsPage /> },
          {
            path: paths.homeReport,
            element: guarded(
              'viewHomes',
              <HomeReportPage backPath={paths.dashboardBack} links={userInfoLinks} />,
            ),
          },
          { path: paths.dashboardBack, element: <DashboardBack dashboardPath={paths.dashboard} /> },
          ...[paths.deviceDetail, paths.deviceDetailByNumber].map((path) => ({
            path,
            element: guarded('deviceModel', <ModelSearchPage />),
          })),
          {
            path: paths.addNewDeviceModel,
            element: guarded('manageDeviceModels', <ModelFormPage />),
          },
          {
            path: paths.deviceFirmware,
            element: guarded('deviceFirmware', <FirmwarePage infoPath={paths.firmwareInfo} />),
          },
          {
            path: paths.firmwareInfo,
            element: guarded('deviceFirmware', <FirmwareInfoPage backPath={paths.deviceFirmware} />),
          },
          {
            path: paths.idueepromConfig,
            element: guarded('iduConfig', <IduConfigPage />),
          },
          {
            path: paths.fotaJobs,
            element: guarded('fotaJobs', <FotaJobsPage />),
          },
          { path: paths.pageNotFound, element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <Navigate to={paths.pageNotFound} replace /> },
    ],
  },
]);
