import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { LoginPage } from '../features/auth/routes';
import { DeviceSearchPage } from '../features/devices/routes';
import { PageSpinner } from '../shared/ui/page-spinner';
import { GuestOnly, RequireAuth } from './auth/require-auth';
import { RequireRule } from './auth/require-rule';
import { DashboardPage } from './pages/dashboard-page';
import { paths } from './paths';

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
            element: (
              <RequireRule rule="deviceSearch">
                <DeviceSearchPage />
              </RequireRule>
            ),
          },
          { path: paths.pageNotFound, element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <Navigate to={paths.pageNotFound} replace /> },
    ],
  },
]);
