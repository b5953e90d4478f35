import { PATHS } from '@console/contracts/paths';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { LoginPage, SsoCallbackPage } from '@/features/auth/routes';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { GuestOnly, RequireAuth } from './auth/require-auth';
import { RouteErrorPage } from './pages/route-error-page';

// The signed-in screens and their frame are not needed to show the login page.
const SignedInApp = lazy(() => import('./signed-in-app'));

/** The login page for guests; every other path is a signed-in screen (app/screens.tsx). */
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
        path: PATHS.login,
        element: (
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        ),
      },
      {
        path: PATHS.ssoCallback,
        element: (
          <GuestOnly>
            <SsoCallbackPage />
          </GuestOnly>
        ),
      },
      {
        path: '*',
        element: (
          <RequireAuth>
            <SignedInApp />
          </RequireAuth>
        ),
      },
    ],
  },
]);
