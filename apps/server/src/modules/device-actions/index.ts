import type { AreaModule } from '../context';
import { deviceActionRoutes } from './device-actions.routes';

/** Changes to one device: update, offboard. */
export const deviceActionsModule: AreaModule = { name: 'device-actions', routes: deviceActionRoutes };
