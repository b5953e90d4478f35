import { defineModule } from '../../platform/module';
import { deviceActionRoutes } from './device-actions.routes';

/** Changes to one device: update, offboard. */
export const deviceActionsModule = defineModule({ name: 'device-actions', routes: deviceActionRoutes });
