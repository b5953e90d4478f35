import { can, type RuleName } from '@console/contracts/access';
import { PATHS } from '@console/contracts/paths';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { usePrincipal } from '@/shared/session/use-principal';

/** A screen the person's roles do not allow is, for them, not there. */
export function RequireRule({ rule, children }: { rule: RuleName; children: ReactNode }) {
  const principal = usePrincipal();
  return principal && can(principal, rule) ? children : <Navigate to={PATHS.pageNotFound} replace />;
}
