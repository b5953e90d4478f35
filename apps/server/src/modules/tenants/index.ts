import { defineModule } from '../../platform/module';
import { tenantRoutes } from './tenants.routes';

/** Tenants and their settings. */
export const tenantsModule = defineModule({ name: 'tenants', routes: tenantRoutes });

/** Other areas read a tenant's settings through this, not the tenants table. */
export { findTenantName, findTenantSettings } from './tenants.queries';
export { createTenantService, type TenantService } from './tenants.service';
