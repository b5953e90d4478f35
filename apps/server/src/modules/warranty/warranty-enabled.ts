import { tenantHasWarranty } from '@console/contracts/tenants';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { forbidden } from '../../platform/http/errors';
import type { TenantService } from '../tenants';

/**
 * Only the tenant of spec 001 section 6, while its setting leaves warranty on, has it: else 403
 * 'Warranty data not available'.
 */
export async function requireWarranty(
  tenants: Pick<TenantService, 'findTenant'>,
  auth: RequestAuth,
): Promise<void> {
  const tenant = await tenants.findTenant(auth.tenantId);
  if (!tenant || !tenantHasWarranty(tenant.id, tenant.settings.warrantyEnabled))
    throw forbidden('warrantyDataNotAvailable');
}
