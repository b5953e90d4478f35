import type { AreaModule } from '../context';
import { warrantyRoutes } from './warranty.routes';

/** Warranty look-ups and mismatches. */
export const warrantyModule: AreaModule = { name: 'warranty', routes: warrantyRoutes };

export { createWarrantyService, type WarrantyService } from './warranty.service';
