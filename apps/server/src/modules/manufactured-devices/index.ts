import { defineModule } from '../../platform/module';
import { manufacturedDeviceRoutes } from './manufactured-devices.routes';

export {
  findManufacturedUnit,
  type ManufacturedRow,
  type ManufacturedUnit,
  type NewManufacturedRow,
} from './manufactured-devices.queries';
export { createManufacturedDevicesService } from './manufactured-devices.service';
export { createManufacturedUnits, type ManufacturedUnits } from './manufactured-units';
export {
  newOnboarding,
  onboardingCodes,
  openPasscode,
  type RandomInt,
  UNIT_DISCOVERY,
  UNIT_FLOW_TYPE,
  type UnitOnboarding,
} from './onboarding';

/** Units as they left the factory line, their Matter onboarding data, and the Manufactured Devices screen. */
export const manufacturedDevicesModule = defineModule({
  name: 'manufactured-devices',
  routes: manufacturedDeviceRoutes,
});
