import { defineModule } from '../../platform/module';
import { createWarrantyServices, type WarrantyContext } from './warranty.deps';
import { warrantyRoutes } from './warranty.routes';

/** Warranty look-ups and mismatches. */
export const warrantyModule = defineModule({
  name: 'warranty',
  services: (ctx: WarrantyContext) => createWarrantyServices(ctx),
  routes: warrantyRoutes,
});
