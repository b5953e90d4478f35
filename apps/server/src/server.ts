import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app';
import { createModuleContext, modules } from './modules';
import { loadConfig } from './platform/config/config';
import { loadSecretKey } from './platform/config/secret-key';
import { openDatabase } from './platform/db/client';
import { trackInFlight } from './platform/http/in-flight';
import { makeAreas, startWorkers } from './platform/module';
import { startMqtt } from './platform/mqtt';

/**
 * V8 lets the old generation grow to up to 4× what survived its last full collection before it
 * collects again; after a burst of requests that is 100+ MB of garbage the process then keeps. At
 * 1.5× the server stays nearer its live size, for more frequent full collections: a trade
 * measured in decision 0024 (RSS after the load figures 280 → 181 MB; log pages' server CPU
 * +10–20 %, where 1.3× cost +30 %).
 */
setFlagsFromString('--heap-growing-percent=50');

/** Starts the whole system on its configuration: database, broker, every area's workers (the demo's among them), HTTP. */
async function main() {
  const config = loadConfig();
  const secretKey = loadSecretKey(config.SECRET_KEY, config.dataDir);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  const mqttHolder: { connected: () => boolean } = { connected: () => false };
  const deps = createModuleContext({
    config,
    database,
    secretKey,
    mqttConnected: () => mqttHolder.connected(),
  });
  const areas = makeAreas(modules, deps);
  const app = await buildApp(deps, areas, { logger: { level: config.LOG_LEVEL } });
  const log = app.log;
  deps.mailer.useLog(log);
  deps.jobs.useLog(log);
  const inFlight = trackInFlight(app);

  // Background jobs and schedules start with the server (pg-boss on the same database).
  await deps.jobs.start();
  const mqtt = await startMqtt({
    url: config.MQTT_URL,
    port: config.MQTT_PORT,
    log,
    clientId: config.MQTT_CLIENT_ID,
  });
  mqttHolder.connected = () => mqtt.client.connected;
  // Every area's workers, in list order (modules/index.ts): demo data, FOTA job schedules, MQTT ingest, commands.
  const workers = await startWorkers(areas, {
    log,
    mqtt,
    // Shared subscriptions spread messages over the servers; the embedded broker has none.
    shareGroup: (name) => (mqtt.embedded ? undefined : `${config.MQTT_SHARE_GROUP}-${name}`),
  });
  // Results the broker kept for our session while we were down reach the ingest now.
  mqtt.release();
  await app.listen({ port: config.PORT, host: config.HOST });
  // Work that calls the server (the demo's simulated fleet and app users, the welcome text).
  await workers.serving();

  const stop = async (signal: string) => {
    log.info({ signal }, 'shutting down');
    // Requests get a grace period to finish; then whatever connection is left (a stalled client,
    // a half-sent upload) is cut, so the whole stop stays inside an orchestrator's 10 s.
    const closed = app.close();
    if (!(await settlesWithin(closed, SHUTDOWN_GRACE_MS))) {
      log.warn('connections still open after the grace period: closing them');
      app.server.closeAllConnections();
      await closed;
    }
    // app.close() does not wait for handlers whose caller hung up; they still use the database.
    if (!(await inFlight.drained(1_000))) log.warn({ pending: inFlight.count() }, 'requests still running');
    await workers.stop();
    await mqtt.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

/** How long requests may take to finish at shutdown before their connections are cut. */
const SHUTDOWN_GRACE_MS = 6_000;

/** True when `promise` settles within `ms`. */
function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([promise.then(() => true), timeout]).finally(() => clearTimeout(timer));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
