import { defineModule } from '../../platform/module';
import { deviceActionRoutes } from './device-actions.routes';

export { type OffboardOutcome, offboardLocked } from './device-actions.service';

/** Changes to one device: update, offboard. */
export const deviceActionsModule = defineModule({ name: 'device-actions', routes: deviceActionRoutes });
