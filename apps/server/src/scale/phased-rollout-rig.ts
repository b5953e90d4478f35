/**
 * The phased rollout bench's rig: one process with the real engine, its step loop, the command
 * channel, the command-results ingest and the broker, as rollout-bench.ts measures the one-step
 * trigger. No devices connect: the same stand-in devices as the one-step figure's
 * (stand-in-devices.ts, a process of their own) answer each command on the device's
 * command-results topic, failing a set share of attempts for a retryable reason.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scopeOf as dataScopeOf } from '@console/contracts/access';
import {
  createPhasedRollouts,
  createRolloutEngine,
  createRolloutRunner,
  phaseGate,
} from '../modules/rollouts';
import { createCommandChannel, startCommandResultsIngest } from '../modules/telemetry';
import { hashPassword } from '../platform/auth/passwords';
import { openDatabase } from '../platform/db/client';
import { staffPermissions, staffUsers } from '../platform/db/schema';
import { createEmbeddedFileStore } from '../platform/files/embedded-file-store';
import { startMqtt } from '../platform/mqtt/start-mqtt';
import { insertFotaVersion, MODEL, seed, TENANT } from './rollout-bench';
import { startStandInDevices } from './stand-in-devices';

const quiet = { debug() {}, info() {}, warn() {}, error() {} };

/** Devices of the model outside the rollout's target (another country): the gate's control group. */
export const CONTROL_COUNTRY = 'lk';
export const BENCH_ACCOUNT = { userName: 'bench.l4', password: 'Bench-rollout-1' };

export interface RigOptions {
  url: string;
  mqttUrl?: string;
  /** Target devices (country `in`) and control devices (CONTROL_COUNTRY), all on version 1.0. */
  devices: number;
  controlDevices: number;
  /** How long a soak (and backoff) minute lasts, in seconds. */
  minuteSeconds: number;
  /** How often the devices report status: the gate counts a gap of twice this as silence. */
  reportIntervalSeconds: number;
  /** Devices per send (ROLLOUT_SEND_CHUNK's default unless PHASED_SEND_CHUNK says otherwise). */
  sendChunk: number;
}

export async function startPhasedRig(o: RigOptions) {
  const filesDir = await mkdtemp(join(tmpdir(), 'bench-phased-'));
  const database = await openDatabase({ url: o.url });
  const db = database.db;
  const mqtt = await startMqtt({ url: o.mqttUrl, port: 0, log: quiet });
  const files = createEmbeddedFileStore({ root: filesDir, secretKey: randomBytes(32) });
  const image = await files.saveBuffer(randomBytes(64 * 1024), 'firmware');
  await seed(database.execute, db, image, o.devices);
  await database.execute(
    `INSERT INTO devices (device_id, tenant_id, model_number, mac_address, serial_number, brand, category, country, firmware_version)
     SELECT 'BC' || lpad(i::text, 7, '0'), $1, $2, 'BC:' || lpad(to_hex(i), 6, '0'), 'BCSN' || i, 'PANASONIC', 'AC', $3, '1.0'
       FROM generate_series(1, $4::int) AS i`,
    [TENANT, MODEL, CONTROL_COUNTRY, o.controlDevices],
  );
  // The application's tables only: a database-wide ANALYZE also takes the shared catalogs
  // (pg_authid and the like), and waited half an hour there behind another database's long
  // transaction on the same server.
  await database.execute(`DO $$ DECLARE t text; BEGIN
    FOR t IN SELECT quote_ident(tablename) FROM pg_tables WHERE schemaname = 'public' LOOP
      EXECUTE 'ANALYZE ' || t;
    END LOOP; END $$`);
  const [staff] = await db
    .insert(staffUsers)
    .values({
      tenantId: TENANT,
      userName: BENCH_ACCOUNT.userName,
      email: 'bench.l4@console.example',
      firstName: 'Bench',
      lastName: 'L4',
      passwordHash: await hashPassword(BENCH_ACCOUNT.password),
      roles: ['CUSTOMERSUPPORTL4'],
    })
    .returning();
  const permissions = ['IN', CONTROL_COUNTRY.toUpperCase()].map((country) => ({
    country,
    categories: ['AC'],
    brand: 'PANASONIC',
  }));
  await db
    .insert(staffPermissions)
    .values(permissions.map((p) => ({ ...p, tenantId: TENANT, staffUserId: staff!.id })));

  const commands = createCommandChannel(db, { timeoutSeconds: 3600 });
  commands.attach(mqtt.client, quiet);
  const results = await startCommandResultsIngest({ db, client: mqtt.client, log: quiet });
  mqtt.release();

  // The stand-in devices: every command's arrival time by device, and an answer for each.
  const devices = await startStandInDevices(mqtt.url, mqtt);

  const runner = createRolloutRunner({ db, stepSeconds: 1, leaseSeconds: 30 });
  const engine = createRolloutEngine({
    db,
    files,
    commands,
    deviceOrigin: 'http://127.0.0.1:8080',
    gate: phaseGate(db, o.reportIntervalSeconds),
    log: quiet,
    settings: { minuteSeconds: o.minuteSeconds, sendChunk: o.sendChunk, sendBudgetMs: 10_000 },
  });
  runner.start(engine, quiet);
  const rollouts = createPhasedRollouts({
    db,
    settings: {
      approvalDevices: Number.MAX_SAFE_INTEGER,
      approvalModelPercent: 100,
      minuteSeconds: o.minuteSeconds,
    },
    wake: runner.wake,
  });
  const caller = {
    tenantId: TENANT,
    userId: staff!.id,
    userName: BENCH_ACCOUNT.userName,
    scope: dataScopeOf(permissions),
  };
  let versions = 0;

  return {
    db,
    /** The database's name (its PostgreSQL backends' CPU is counted). */
    database: new URL(o.url).pathname.slice(1),
    execute: database.execute,
    mqttUrl: mqtt.url,
    rollouts,
    caller,
    devices,
    /**
     * When the last status report the bench wrote for a soak is (epoch ms; soak-signals.ts writes
     * them a little past the soak's end). Until it is stale, that phase's devices look live to the
     * next rollout's gate, which would take them as control devices with no events written.
     */
    reportsEndMs: 0,
    /** A new FOTA version of the model, on the same image: each rollout sends its own. */
    async newVersion(): Promise<string> {
      const version = `2.${++versions}`;
      await insertFotaVersion(db, image, version);
      return version;
    },
    async close() {
      await runner.stop();
      await commands.idle();
      await results.close();
      await devices.close();
      await mqtt.close();
      await database.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

export type PhasedRig = Awaited<ReturnType<typeof startPhasedRig>>;
