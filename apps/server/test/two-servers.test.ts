import { WEEKDAYS } from '@console/contracts/fota-jobs';
import { messages } from '@console/contracts/messages';
import { type Fleet, startFleet } from '@console/simulator';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uniqueId } from '../src/modules/telemetry/test-fixtures';
import { deviceFirmwareHistory, fotaJobRuns } from '../src/platform/db/schema';
import { httpLogin, signInOverHttp } from '../src/scale/http-sign-in';
import {
  callServer,
  expectBatchAsDevicesDid,
  openDeployment,
  triggerRollout,
  upgradedIn,
} from './deployment';
import { insertDevice, PASSWORD, TEST_SIGNING_KEY } from './fixtures';
import { type ServerProcess, startServerProcess } from './server-process';
import { realTarget } from './test-db';

/*
 * Two server processes on one PostgreSQL database, one Mosquitto and one Redis, as a deployment
 * with two instances runs: what one does, the other must honour, and shared work must happen once.
 */
const mqttUrl = process.env.TEST_MQTT_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const MODEL = uniqueId('AC-TWO');
const JOB_MODEL = uniqueId('AC-JOB');
const FLEET_SIZE = 16;
const account = (userName: string, password = PASSWORD) => ({ userName, password, tenantId: 'panasonic' });
/** Each test signs in from an address of its own (X-Forwarded-For, TRUST_PROXY), so their counts stay apart. */
const from = (address: string) => ({ 'x-forwarded-for': address });

let deployment: Awaited<ReturnType<typeof openDeployment>>;
let a: ServerProcess;
let b: ServerProcess;
let fleet: Fleet | undefined;
let jobId: string;
let jobMinute: Date;

describe.runIf(realTarget && mqttUrl && redisUrl)('two servers, one fleet', () => {
  beforeAll(async () => {
    deployment = await openDeployment({ staff: ['ops.l4', 'locked.l4'], models: [MODEL, JOB_MODEL] });
    const db = deployment.database.db;
    await insertDevice(db, { deviceId: uniqueId('job-dev'), modelNumber: JOB_MODEL, firmwareVersion: '1.0' });
    const shared = {
      ...deployment.env,
      MQTT_URL: mqttUrl ?? '',
      REDIS_URL: redisUrl ?? '',
      REDIS_KEY_PREFIX: `${uniqueId('test')}:`,
      MQTT_SHARE_GROUP: uniqueId('two'),
      TRUST_PROXY: '1',
      LOGIN_RATE_LIMIT_PER_MINUTE: '8',
    };
    a = await startServerProcess({ ...shared, MQTT_CLIENT_ID: uniqueId('server-a') });
    b = await startServerProcess({ ...shared, MQTT_CLIENT_ID: uniqueId('server-b') });
  }, 120_000);

  afterAll(async () => {
    await fleet?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await deployment?.close();
  });

  it('schedules a FOTA job on one server (it must fire once, checked last)', async () => {
    const ops = await signInOverHttp(a.baseUrl, account('ops.l4'));
    // The next whole minute at least 10 s away, so the job is stored before it comes.
    jobMinute = new Date(Math.ceil((Date.now() + 10_000) / 60_000) * 60_000);
    const res = await callServer<{ jobId: string; message: string }>(
      a,
      ops,
      'POST',
      '/simplifi/v1/firmwareupgrade/scheduler/addJob',
      {
        jobName: 'Two servers',
        endDate: Math.floor(Date.now() / 1000) + 86_400,
        frequency: {
          dayOfWeek: WEEKDAYS[(jobMinute.getUTCDay() + 6) % 7],
          hour: jobMinute.getUTCHours(),
          minute: jobMinute.getUTCMinutes(),
        },
        modelNumber: JOB_MODEL,
        percentage: 100,
      },
    );
    expect(res.json.message, a.output()).toBe(messages.jobAdded);
    jobId = res.json.jobId;
  });

  it('refuses on one server a token logged out on the other', async () => {
    const ops = await signInOverHttp(a.baseUrl, account('ops.l4'));
    const details = (server: ServerProcess) =>
      callServer(server, ops, 'GET', '/simplifi/v1/userManagement/tokenDetails');
    expect((await details(b)).status).toBe(200);
    expect((await callServer(a, ops, 'POST', '/simplifi/v1/userManagement/logout', {})).status).toBe(200);
    expect((await details(a)).status).toBe(401);
    // Well inside the 5 s a cached session would otherwise be trusted for.
    await vi.waitFor(async () => expect((await details(b)).status).toBe(401), {
      timeout: 2_000,
      interval: 50,
    });
  });

  it('holds on one server a lockout earned on the other', async () => {
    const wrong = account('locked.l4', 'Wrong@1234');
    for (let i = 0; i < 5; i++) await httpLogin(a.baseUrl, wrong, from('10.20.0.2'));
    const res = await httpLogin(b.baseUrl, account('locked.l4'), from('10.20.0.2'));
    expect(res.status).toBe(429);
    expect(((await res.json()) as { code: string }).code).toBe('accountLocked');
  });

  it('counts the sign-in rate limit across both servers (Redis)', async () => {
    // 8 a minute per account name: 4 tries on each server use them up together.
    const codes: number[] = [];
    for (let i = 0; i < 9; i++) {
      const server = i % 2 === 0 ? a : b;
      codes.push((await httpLogin(server.baseUrl, account('nobody.here'), from(`10.30.0.${i}`))).status);
    }
    expect(
      codes.slice(0, 8).every((code) => code === 401),
      codes.join(),
    ).toBe(true);
    expect(codes[8]).toBe(429);
  });

  it("counts a rollout's results once though both servers take results", async () => {
    const specs = await deployment.insertFleet(MODEL, FLEET_SIZE);
    fleet = await startFleet({
      url: mqttUrl ?? '',
      devices: specs,
      intervalMs: 60_000,
      offlineProbability: 0,
      installFailureRate: 0.25,
      firmwareKeys: [TEST_SIGNING_KEY.publicKey],
    });
    const ops = await signInOverHttp(a.baseUrl, account('ops.l4'));
    const batch = await triggerRollout(a, ops, MODEL);
    expect(batch.deviceCount).toBe(FLEET_SIZE);
    const settled = () => expectBatchAsDevicesDid(b, ops, MODEL, batch, fleet as Fleet);
    await vi.waitFor(settled, { timeout: 30_000, interval: 250 });
    expect(upgradedIn(fleet)).toBeGreaterThan(0);
    // One history entry per device: no result was applied twice.
    const [history] = await deployment.database.db
      .select({ n: count() })
      .from(deviceFirmwareHistory)
      .where(
        inArray(
          deviceFirmwareHistory.deviceId,
          specs.map((d) => d.deviceId),
        ),
      );
    expect(history?.n).toBe(FLEET_SIZE);
  });

  it('fires the scheduled job once, though both servers run the schedules', async () => {
    const runs = () => deployment.database.db.select().from(fotaJobRuns).where(eq(fotaJobRuns.jobId, jobId));
    await vi.waitFor(async () => expect(await runs()).toHaveLength(1), { timeout: 150_000, interval: 1_000 });
    // Only absence can be checked here: wait until that minute is over (a cron fires only within
    // its minute) and both cron monitors (every 30 s) and workers (every 2 s) have had their turn.
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, jobMinute.getTime() + 70_000 - Date.now())),
    );
    expect(await runs()).toHaveLength(1);
  }, 240_000);
});
