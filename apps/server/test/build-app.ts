import { randomBytes } from 'node:crypto';
import { buildApp } from '../src/app';
import { createModuleContext, modules } from '../src/modules';
import { solvedCaptcha } from '../src/platform/auth/solve-captcha';
import { loadConfig } from '../src/platform/config/config';
import type { Database } from '../src/platform/db/client';
import {
  type AreaModule,
  makeAreas,
  type RunningWorkers,
  servicesOf,
  startWorkers,
} from '../src/platform/module';
import { type Mqtt, startMqtt } from '../src/platform/mqtt';
import { freePort } from '../src/scale/bench-child';
import { PASSWORD, TEST_SECRET_KEY } from './fixtures';
import { openTestDatabase, testMqttUrl, testRedisEnv } from './test-db';

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

export interface TestAppOptions {
  /**
   * Areas (modules/index.ts names) whose workers run, as the server runs them: with `workers`, the
   * test app also starts a broker (embedded, or Mosquitto on the real target) and exposes it as `mqtt`.
   */
  workers?: string[];
  /** Connect the app's MQTT client to this broker (a test that stops and restarts its own broker). */
  mqttUrl?: string;
  /** Reuse this database (a restart test builds a second app on the first one's); left open at close. */
  database?: Database;
}

const noop = () => {};
const silentLog = { debug: noop, info: noop, warn: noop, error: noop };

/** A real app over a fresh database (PGlite, or PostgreSQL on the real target), driven through inject. */
export async function buildTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}) {
  const database = options.database ?? (await openTestDatabase());
  const config = loadConfig({
    DATA_DIR: 'memory://',
    CAPTCHA_DIFFICULTY: '1000',
    RESPONSE_CHECK: '1',
    // On the real target the counters live in Redis, under keys of this app's own.
    ...testRedisEnv(),
    ...env,
  });
  let mqtt: Mqtt | undefined;
  const deps = createModuleContext({
    config,
    database,
    secretKey: TEST_SECRET_KEY,
    mqttConnected: () => mqtt?.client.connected ?? false,
  });
  const areas = makeAreas(modules, deps);
  const app = await buildApp(deps, areas);
  await app.ready();
  let workers: RunningWorkers | undefined;
  if (options.mqttUrl) mqtt = await startMqtt({ url: options.mqttUrl, port: 0, log: silentLog });
  if (options.workers?.length) {
    mqtt ??= await startMqtt({ url: testMqttUrl(), port: 0, log: silentLog });
    const broker = mqtt;
    workers = await startWorkers(
      areas,
      {
        log: silentLog,
        mqtt: broker,
        // Test files share the real target's broker: a group of their own keeps their messages apart.
        shareGroup: (name) => (broker.embedded ? undefined : `${name}-${randomBytes(4).toString('hex')}`),
      },
      options.workers,
    );
    broker.release();
  }

  async function captcha(): Promise<string> {
    const res = await app.inject({ method: 'GET', url: '/simplifi/v1/captcha/challenge' });
    return solvedCaptcha(res.json());
  }

  function login(
    userName: string,
    password = PASSWORD,
    tenantId = 'panasonic',
    headers: Record<string, string> = {},
  ) {
    return captcha().then((solution) =>
      app.inject({
        method: 'POST',
        url: '/simplifi/v1/userManagement/login',
        headers: { 'captcha-response': solution, 'x-tenant-id': tenantId, ...headers },
        payload: { userName, password, clientId: 'test' },
      }),
    );
  }

  /** Signs in and returns the headers every later call carries. */
  async function loginAs(userName: string, tenantId = 'panasonic') {
    const res = await login(userName, PASSWORD, tenantId);
    if (res.statusCode !== 200) throw new Error(`login ${userName}: ${res.statusCode} ${res.body}`);
    const token = res.json().accessToken as string;
    return { authorization: `Bearer ${token}`, 'x-tenant-id': tenantId };
  }

  // One sign-in per account and tenant: the login rate limit counts every sign-in from the test address.
  const signedIn = new Map<string, Promise<Record<string, string>>>();
  function headersFor(userName: string, tenantId = 'panasonic') {
    const key = `${tenantId}/${userName}`;
    if (!signedIn.has(key)) signedIn.set(key, loginAs(userName, tenantId));
    return signedIn.get(key) as Promise<Record<string, string>>;
  }

  return {
    app,
    deps,
    /** The service instances an area built for this app (its routes and workers use these). */
    servicesOf: <Services extends object>(module: AreaModule<never, Services>) => servicesOf(areas, module),
    /** The broker the workers use, when the test app runs workers. */
    mqtt,
    headersFor,
    db: database.db,
    database,
    captcha,
    login,
    loginAs,
    async close() {
      await workers?.stop();
      await app.close();
      await mqtt?.close();
      if (!options.database) await database.close();
    },
  };
}

/**
 * A test app listening on 127.0.0.1 at the port its configuration names, so the links it sends
 * devices (config.deviceOrigin: PUBLIC_URL, else this port on loopback) reach it.
 */
export async function buildListeningTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}) {
  const port = await freePort();
  const t = await buildTestApp({ PORT: String(port), ...env }, options);
  await t.app.listen({ port, host: '127.0.0.1' });
  return { ...t, baseUrl: `http://127.0.0.1:${port}` };
}
