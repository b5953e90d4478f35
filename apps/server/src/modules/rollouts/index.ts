import { defineModule } from '../../platform/module';
import { rolloutRoutes } from './rollouts.routes';

/** FOTA rollouts: batches, triggers, reports. */
export const rolloutsModule = defineModule({ name: 'rollouts', routes: rolloutRoutes });

export { createRolloutsService, type RolloutsService } from './rollouts.service';
