import type { TenantInfo } from '@console/contracts/tenants';
import { createContext, useContext } from 'react';

export const TenantContext = createContext<TenantInfo | null>(null);

/** The tenant of this host; the app renders nothing below the tenant gate until it is known. */
export function useTenant(): TenantInfo {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useTenant outside the tenant gate');
  return tenant;
}
