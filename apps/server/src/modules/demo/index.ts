export type { DemoAccountsFile, DemoFixtures } from './demo-files';
export { type DemoLog, type DemoSummary, type SeedDemoOptions, seedDemoData } from './seed-demo-data';
export { type SimulatedDeviceIdentity, simulatedDeviceIdentities } from './simulated-devices';
export { DEMO_PASSWORD, DEMO_STAFF, type DemoAccount } from './staff';
export { MAIN_TENANT_ID } from './tenants';
