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
export { type Fleet, type FleetOptions, startFleet } from './fleet';
export type { Log } from './log';
export * from './protocol';
export { createRandom } from './random';
export type { DeviceOptions, DeviceSpec } from './types';
