import { type AppUsers, type Fleet, startAppUsers, startFleet } from '@console/simulator';
import { issueAppSession } from '../../platform/auth/app-sessions';
import type { PlatformContext } from '../../platform/context';
import type { ModuleRuntime, ModuleWorkers } from '../../platform/module';
import { tenantSigningKeys } from '../firmware';
import { writeSimulatedSerials } from './demo-files';
import { type DemoSummary, refreshDemoFiles, seedDemoData } from './seed-demo-data';
import { simulatedAppUsers } from './simulated-app-users';
import { simulatedDeviceIdentities } from './simulated-devices';
import { MAIN_TENANT_ID } from './tenants';
import { printWelcome } from './welcome';

/** What the demo takes from the composition root. */
export type DemoContext = Pick<PlatformContext, 'config' | 'database' | 'db' | 'files' | 'secretKey'>;

/**
 * What `npm start` shows a newcomer. At start: the demo data loaded into an empty database
 * (DEMO_DATA). Once the server answers: the simulated fleet (SIMULATED_DEVICES) and its owners'
 * consumer app, the demo files written again on a restart, and the welcome text.
 */
export function demoWorkers(ctx: DemoContext, runtime: ModuleRuntime): ModuleWorkers {
  const { config, database, files, secretKey } = ctx;
  const { log } = runtime;
  const options = { dataDir: config.dataDir, log, secretKey, files, refreshExisting: false };
  let demo: DemoSummary | null = null;
  let fleet: Fleet | null = null;
  let appUsers: AppUsers | null = null;
  return {
    async start() {
      if (config.DEMO_DATA) demo = await seedDemoData(database, options);
    },
    async serving() {
      const mqttUrl = runtime.mqtt?.url;
      const identities =
        mqttUrl && config.SIMULATED_DEVICES > 0
          ? await simulatedDeviceIdentities(database, config.SIMULATED_DEVICES)
          : [];
      await writeSimulatedSerials(
        config.dataDir,
        identities.map((d) => d.serialNumber),
      ).catch((err) => log.warn({ err }, 'simulated serial numbers not written'));
      if (mqttUrl && identities.length > 0) {
        fleet = await startFleet({
          url: mqttUrl,
          devices: identities,
          intervalMs: config.SIMULATOR_INTERVAL_SECONDS * 1000,
          // A real device ships with its vendor's public key; ours trust the tenant's keys.
          firmwareKeys: await tenantSigningKeys(ctx.db, config.firmwareSigningKeys, MAIN_TENANT_ID),
          // Some FOTAs go wrong, as in a real fleet, so rollouts have failures to show.
          fotaFaults: {
            failureShares: config.SIMULATOR_FOTA_FAILURES,
            offlineMidDownload: config.SIMULATOR_OFFLINE_MID_DOWNLOAD,
            revert: config.SIMULATOR_REVERT_SHARE,
            busyDuringCycle: config.SIMULATOR_BUSY_DURING_CYCLE,
            badRelease: {
              versions: config.SIMULATOR_BAD_RELEASES,
              rebootsPerHour: config.SIMULATOR_BAD_RELEASE_REBOOTS_PER_HOUR,
              faultsPerHour: config.SIMULATOR_BAD_RELEASE_FAULTS_PER_HOUR,
            },
          },
        });
        // The owners of the simulated devices use the consumer app: logins, and now and then a ticket
        // or a change to their notification preferences.
        appUsers = startAppUsers({
          // Where the simulated devices reach the server too (PUBLIC_URL, else loopback).
          baseUrl: config.deviceOrigin,
          users: await simulatedAppUsers(
            database,
            identities.map((d) => d.deviceId),
          ),
          openSession: (user) => issueAppSession(ctx.db, user),
          intervalMs: config.SIMULATOR_INTERVAL_SECONDS * 1000,
          preferenceProbability: config.SIMULATOR_PREFERENCE_SHARE,
          log,
        });
      }
      // A restart on seeded data: the demo files are written again from the database (accounts
      // may have changed) once the server answers, not before.
      if (config.DEMO_DATA && !demo) await refreshDemoFiles(database, options);
      printWelcome({ config, demo, mqttUrl: mqttUrl ?? 'none', simulated: identities.length });
    },
    async stop() {
      await appUsers?.stop();
      await fleet?.stop();
    },
  };
}
