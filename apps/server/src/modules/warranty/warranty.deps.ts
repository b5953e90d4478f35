import type { PlatformContext } from '../../platform/context';
import type { TenantService } from '../tenants';
import { createWarrantyService } from './warranty.service';

/** What the warranty area takes from the composition root. */
export type WarrantyContext = Pick<PlatformContext, 'db' | 'guard' | 'secretKey'> & {
  tenants: TenantService;
};

/** The warranty area's own services (made once per app). */
export function createWarrantyServices({ db, secretKey, tenants }: WarrantyContext) {
  return { warranty: createWarrantyService({ db, secretKey, tenants }) };
}

export type WarrantyDeps = WarrantyContext & ReturnType<typeof createWarrantyServices>;
