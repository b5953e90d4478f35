import type { AreaModule } from '../context';
import { tenantRoutes } from './tenants.routes';

/** Tenants and their settings. */
export const tenantsModule: AreaModule = { name: 'tenants', routes: tenantRoutes };

export { createTenantService, type TenantService } from './tenants.service';
