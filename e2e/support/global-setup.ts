import type { TestProject } from 'vitest/node';
import { startServer } from './start-server';

/** Starts the one real server the browser tests share, with demo data; stops it after the run. */
export default async function setup(project: TestProject) {
  const server = await startServer({
    SIMULATED_DEVICES: '3',
    // The screens' flows expect the demo devices to install what they are sent: no simulated failures.
    SIMULATOR_FOTA_FAILURES: '',
    SIMULATOR_OFFLINE_MID_DOWNLOAD: '0',
    SIMULATOR_REVERT_SHARE: '0',
    SIMULATOR_BUSY_DURING_CYCLE: '0',
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('demoAccounts', server.demoAccounts);
  project.provide('demoFixtures', server.demoFixtures);
  project.provide('mailDir', server.mailDir);
  return server.stop;
}
