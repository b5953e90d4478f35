import { defineModule } from '../../platform/module';
import { dealerRoutes } from './dealers.routes';

export { createDealersService } from './dealers.service';

/** Dealers and their devices. */
export const dealersModule = defineModule({ name: 'dealers', routes: dealerRoutes });
