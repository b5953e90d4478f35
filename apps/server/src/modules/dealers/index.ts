import type { AreaModule } from '../context';
import { dealerRoutes } from './dealers.routes';

export { createDealersService } from './dealers.service';

/** Dealers and their devices. */
export const dealersModule: AreaModule = { name: 'dealers', routes: dealerRoutes };
