import type { RequestAuth } from '../../platform/auth/request-auth';
import { forbidden } from '../../platform/http/errors';
import type { TenantService } from '../tenants';

/** Only tenants whose settings enable warranty have it: else 403 'Warranty data not available'. */
export async function requireWarranty(
  tenants: Pick<TenantService, 'findTenant'>,
  auth: RequestAuth,
): Promise<void> {
  const tenant = await tenants.findTenant(auth.tenantId);
  if (!tenant?.settings.warrantyEnabled) throw forbidden('warrantyDataNotAvailable');
}
