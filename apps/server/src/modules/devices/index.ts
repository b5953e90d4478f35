import { defineModule } from '../../platform/module';
import { deviceRoutes } from './devices.routes';

/** Device lists and details. */
export const devicesModule = defineModule({ name: 'devices', routes: deviceRoutes });

export {
  clearOnboarding,
  findChildren,
  hasChildren,
  lockDevice,
  serialTaken,
  setDeviceFields,
} from './device-edits.queries';
export { deviceInScope } from './device-in-scope';
export { findDevice, findDeviceUsage, isMacInTenant } from './devices.queries';
