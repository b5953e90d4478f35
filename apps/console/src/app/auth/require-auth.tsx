import { PATHS } from '@console/contracts/paths';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '@/shared/session/use-session';

/** Every path but `/` needs a session; without one, back to the login page. */
export function RequireAuth({ children }: { children: ReactNode }) {
  return useSession() ? children : <Navigate to={PATHS.login} replace />;
}

/** The login page is for people without a session; a signed-in person goes to the dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  return useSession() ? <Navigate to={PATHS.dashboard} replace /> : children;
}
