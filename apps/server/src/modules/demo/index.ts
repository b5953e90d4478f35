import { defineModule } from '../../platform/module';
import { demoWorkers } from './demo.workers';

export { createRng, type Rng } from './prng';
export {
  type DemoLog,
  type DemoSummary,
  refreshDemoFiles,
  type SeedDemoOptions,
  seedDemoData,
} from './seed-demo-data';
export { type SimulatedAppUser, simulatedAppUsers } from './simulated-app-users';
export { type SimulatedDeviceIdentity, simulatedDeviceIdentities } from './simulated-devices';
export { DEMO_PASSWORD, DEMO_STAFF } from './staff';
export { MAIN_TENANT_ID } from './tenants';

/** The demo data, the simulated fleet and its app users, and the start-up text (modules/demo/demo.workers.ts). */
export const demoModule = defineModule({ name: 'demo', workers: demoWorkers });
