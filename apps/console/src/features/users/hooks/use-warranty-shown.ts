import { can } from '@console/contracts/access';
import { usePrincipal } from '@/shared/session/use-principal';
import { useTenant } from '@/shared/tenant/tenant-context';

/**
 * Whether warranty and service requests are offered: the person's rule and the tenant's
 * (`warrantyEnabled` from the tenant lookup, `tenantHasWarranty` in contracts; the server refuses
 * the calls with the same rules), so no screen asks a call that answers 403.
 */
export function useWarrantyShown(): boolean {
  const principal = usePrincipal();
  const tenant = useTenant();
  return tenant.warrantyEnabled && !!principal && can(principal, 'warranty');
}
