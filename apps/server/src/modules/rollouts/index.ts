import type { AreaModule } from '../context';
import { rolloutRoutes } from './rollouts.routes';

/** FOTA rollouts: batches, triggers, reports. */
export const rolloutsModule: AreaModule = { name: 'rollouts', routes: rolloutRoutes };

export { createRolloutsService, type RolloutsService } from './rollouts.service';
