import { type Principal, principalOf } from '@console/contracts/access';
import { useMemo } from 'react';
import { useTenant } from '../tenant/tenant-context';
import { useSession } from './use-session';

/** The signed-in person as the access rules see them, or null when signed out. */
export function usePrincipal(): Principal | null {
  const session = useSession();
  const tenant = useTenant();
  return useMemo(
    () => (session ? principalOf(session.user.roles, !tenant.tenantExternal) : null),
    [session, tenant.tenantExternal],
  );
}
