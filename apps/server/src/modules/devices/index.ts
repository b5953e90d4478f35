import type { AreaModule } from '../context';
import { deviceRoutes } from './devices.routes';

/** Device lists and details. */
export const devicesModule: AreaModule = { name: 'devices', routes: deviceRoutes };

export { deviceInScope } from './device-in-scope';
export { findDevice } from './devices.queries';
