export {
  type AppUserSpec,
  type AppUsers,
  type AppUsersOptions,
  feedbackFrom,
  startAppUsers,
} from './app-users';
export { type Appliance, createAppliance } from './appliances';
export { type CommandContext, handleCommand } from './commands';
export { SimulatedDevice } from './device';
export { type Fleet, type FleetOptions, fotaFaultsOf, startFleet } from './fleet';
export { BAD_RELEASE_FAULT, FOTA_FAILURE_REASONS, type FotaFaults, NO_FOTA_FAULTS } from './fota-faults';
export type { Log } from './log';
export * from './protocol';
export { createRandom } from './random';
export type { DeviceOptions, DeviceSpec } from './types';
