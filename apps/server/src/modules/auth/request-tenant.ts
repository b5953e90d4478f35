import { HEADER_TENANT } from '@console/contracts/http';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../platform/http/errors';
import type { TenantService } from '../tenants';

/** The tenant of a call made before sign-in: the X-Tenant-ID header, else the host name. */
export async function tenantOfRequest(deps: { tenants: TenantService }, request: FastifyRequest) {
  const header = request.headers[HEADER_TENANT];
  const tenant =
    typeof header === 'string' && header
      ? await deps.tenants.findTenant(header)
      : await deps.tenants.resolve(request.hostname);
  if (!tenant) throw badRequest('tenantNotFound');
  return tenant;
}
