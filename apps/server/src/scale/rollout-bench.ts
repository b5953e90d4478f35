/**
 * The rollout figure of `npm run bench`: a FOTA trigger to 100,000 simulated device identities
 * (ROLLOUT_DEVICES), measured in one process with the real service, command store, command-results
 * ingest and broker. No devices connect: the stand-in devices (stand-in-devices.ts, a process of
 * their own subscribed to `devices/+/commands`) answer each command as installed, as they answer
 * the phased rollouts' (phased-rollout-rig.ts), so both figures measure the same answering path
 * and the ratio between them the engines alone. The figure is the platform's side — from the
 * trigger call until the broker has delivered every command — not device behaviour. It uses its
 * own PostgreSQL database (made and dropped on the server of DATABASE_URL) and the embedded broker,
 * or MQTT_URL when set.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scopeOf as dataScopeOf } from '@console/contracts/access';
import { devicesForPercentage } from '@console/contracts/rollouts';
import pg from 'pg';
import { createRolloutsService } from '../modules/rollouts';
import { createCommandChannel, startCommandResultsIngest } from '../modules/telemetry';
import { openDatabase } from '../platform/db/client';
import { deviceModels, firmware, tenants } from '../platform/db/schema';
import { createEmbeddedFileStore } from '../platform/files/embedded-file-store';
import { startMqtt } from '../platform/mqtt/start-mqtt';
import { postgresCpuSince, postgresCpuSnapshot } from './process-usage';
import { batchSettled } from './rollout-progress';
import { startStandInDevices } from './stand-in-devices';

const quiet = { debug() {}, info() {}, warn() {}, error() {} };
export const TENANT = 'bench';
export const MODEL = 'BENCH-AC-1';

/** Runs `run` on a fresh database of the server at `serverUrl`, dropped afterwards. */
export async function withDatabase<T>(serverUrl: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_rollout_${randomBytes(4).toString('hex')}`;
  // Through the server's maintenance database: the scale set's need not exist for the rollouts.
  const maintenance = new URL(serverUrl);
  maintenance.pathname = '/postgres';
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: maintenance.toString() });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  // BENCH_PG_EXPLAIN_MS: statements slower than this go to PostgreSQL's log with their plans and
  // timings (auto_explain, as EXPLAIN ANALYZE prints them), to see what a figure's time is spent on.
  const explainMs = process.env.BENCH_PG_EXPLAIN_MS;
  if (explainMs)
    for (const setting of [
      `session_preload_libraries = 'auto_explain'`,
      `auto_explain.log_min_duration = ${Number(explainMs)}`,
      'auto_explain.log_analyze = on',
      'auto_explain.log_buffers = on',
      'auto_explain.log_nested_statements = on',
    ])
      await admin(`ALTER DATABASE ${name} SET ${setting}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/** Measures one rollout to `devices` identities; resolves with the figure as a JSON-able object. */
export async function rolloutFigure(options: {
  databaseUrl: string;
  devices: number;
  mqttUrl?: string;
  /** The share of the devices the trigger sends to (spec 001's percentage; 100 unless given). */
  percentage?: number;
}) {
  const percentage = options.percentage ?? 100;
  const sentTo = devicesForPercentage(options.devices, percentage);
  const filesDir = await mkdtemp(join(tmpdir(), 'bench-rollout-'));
  return withDatabase(options.databaseUrl, async (url) => {
    const database = await openDatabase({ url });
    const mqtt = await startMqtt({ url: options.mqttUrl, port: 0, log: quiet });
    const devices = await startStandInDevices(mqtt.url, mqtt);
    let results: Awaited<ReturnType<typeof startCommandResultsIngest>> | undefined;
    try {
      const db = database.db;
      const files = createEmbeddedFileStore({ root: filesDir, secretKey: randomBytes(32) });
      const image = await files.saveBuffer(randomBytes(64 * 1024), 'firmware');
      await seed(database.execute, db, image, options.devices);

      const commands = createCommandChannel(db, { timeoutSeconds: 3600 });
      commands.attach(mqtt.client, quiet);
      results = await startCommandResultsIngest({ db, client: mqtt.client, log: quiet });
      mqtt.release();
      await devices.answer({ failShare: 0, reason: 'downloadFailed', version: '2.0' });
      const { reached } = await devices.expect(sentTo);
      const rollouts = createRolloutsService({ db, files, commands, deviceOrigin: 'http://127.0.0.1:8080' });
      const caller = {
        tenantId: TENANT,
        userId: 'bench',
        userName: 'bench',
        scope: dataScopeOf([{ country: 'IN', categories: ['AC'], brand: 'PANASONIC' }]),
      };

      const databaseName = new URL(url).pathname.slice(1);
      const cpu = process.cpuUsage();
      const postgresCpu = postgresCpuSnapshot(databaseName);
      const start = Date.now();
      const result = await rollouts.upgrade(
        caller,
        {
          modelNumber: MODEL,
          percentage,
          priority: 'high',
        },
        null,
      );
      const stored = Date.now();
      // When the stand-in devices had the last command (their clock is this machine's).
      const deliveredAt = await reached;
      const used = process.cpuUsage(cpu);
      const postgresCpuMs = postgresCpuSince(postgresCpu, databaseName);
      await commands.idle();
      const recorded = Date.now();
      // The devices' answers recorded: every command final (rollout-progress.ts, as the phased figure reads it).
      const lastFinal = result.batchId
        ? await batchSettled(db, result.batchId, result.deviceCount, 120_000)
        : recorded;
      const seconds = (deliveredAt - start) / 1000;
      return {
        figure:
          percentage === 100
            ? `FOTA rollout to ${options.devices.toLocaleString('en')} device identities`
            : `FOTA rollout to ${percentage} % of ${options.devices.toLocaleString('en')} device identities`,
        broker: mqtt.embedded ? 'embedded (Aedes)' : mqtt.url,
        commands: result.deviceCount,
        delivered: sentTo,
        storedMs: Math.round(stored - start),
        allDeliveredMs: Math.round(deliveredAt - start),
        statusesRecordedMs: Math.round(recorded - start),
        lastFinalStateMs: Math.round(lastFinal - start),
        commandsPerSecond: Math.round(result.deviceCount / seconds),
        // The same to every answer recorded (what the phased figures' answered rates compare with).
        answeredCommandsPerSecond: Math.round(result.deviceCount / ((lastFinal - start) / 1000)),
        // CPU of this process (all threads) and of its database's PostgreSQL backends until
        // delivered: steadier than wall time on a busy machine.
        processCpuMs: Math.round((used.user + used.system) / 1000),
        postgresCpuMs: Math.round(postgresCpuMs),
        cpuMsPerCommand: Number(
          (((used.user + used.system) / 1000 + postgresCpuMs) / result.deviceCount).toFixed(4),
        ),
        targetSeconds: 10,
      };
    } finally {
      await results?.close();
      await devices.close();
      await mqtt.close();
      await database.close();
      await rm(filesDir, { recursive: true, force: true });
    }
  });
}

/** The bench's tenant (one of its own database's). */
export async function insertBenchTenant(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  await db.insert(tenants).values({
    id: TENANT,
    displayName: 'Bench',
    logoUrl: '/logo.svg',
    faviconUrl: '/favicon.svg',
    theme: 'default',
    primaryColor: '#0050b3',
    secondaryColor: '#ffffff',
    supportUrl: 'https://support.example.com',
    webClientId: 'bench-web',
    settings: { mainBrand: true, warrantyEnabled: false, mfaRequired: false },
  });
}

/** A tenant, one model with a FOTA image, and `count` devices of it on an older version. */
export async function seed(
  execute: (sql: string, params?: unknown[]) => Promise<unknown>,
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  image: { key: string; sha256: string; size: number },
  count: number,
) {
  await insertBenchTenant(db);
  await db.insert(deviceModels).values({
    tenantId: TENANT,
    modelId: 'M-BENCH',
    modelNumber: MODEL,
    modelName: 'Bench AC',
    category: 'AC',
    brand: 'PANASONIC',
    manufacturer: 'P',
    manufacturerAddress: 'Addr',
    productManagerId: 'pm',
    chipType: 'ESPWIFI',
  });
  await insertFotaVersion(db, image, '2.0');
  await execute(
    `INSERT INTO devices (device_id, tenant_id, model_number, mac_address, serial_number, brand, category, country, firmware_version)
     SELECT 'BD' || lpad(i::text, 7, '0'), $1, $2, 'BE:' || lpad(to_hex(i), 6, '0'), 'BSN' || i, 'PANASONIC', 'AC', 'in', '1.0'
       FROM generate_series(1, $3::int) AS i`,
    [TENANT, MODEL, count],
  );
}

/** A FOTA version of the bench's model with `image`. */
export async function insertFotaVersion(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  image: { key: string; sha256: string; size: number },
  version: string,
) {
  await db.insert(firmware).values({
    tenantId: TENANT,
    kind: 'fota',
    category: 'AC',
    brand: 'PANASONIC',
    modelNumber: MODEL,
    chipType: 'ESPWIFI',
    firmwareVersion: version,
    imageKey: image.key,
    imageName: 'bench.ota.bin',
    imageSha256: image.sha256,
    imageSize: image.size,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figure = await rolloutFigure({
    databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    devices: Number(process.env.ROLLOUT_DEVICES ?? 100_000),
    mqttUrl: process.env.MQTT_URL,
  });
  console.log(JSON.stringify(figure));
}
