import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { type EmbeddedBroker, startEmbeddedBroker } from '../../platform/mqtt/start-broker';

const noop = () => {};
const quiet = { debug: noop, info: noop, warn: noop, error: noop };

let broker: EmbeddedBroker;
let t: TestApp;

beforeAll(async () => {
  // A broker of the test's own, so it can be stopped and started again on the same port.
  broker = await startEmbeddedBroker({ port: 0, log: quiet });
  t = await buildTestApp({}, { mqttUrl: broker.url });
});
afterAll(async () => {
  await t?.close();
  await broker?.close();
});

const health = () => t.app.inject({ method: 'GET', url: '/healthz' });

/** Asks until `check` holds (the MQTT client notices a lost broker, and reconnects, on its own time). */
async function until(check: () => Promise<boolean>, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('/healthz', () => {
  it('reports each dependency, all ok, with a started job queue', async () => {
    await t.deps.jobs.start();
    const res = await health();
    expect(res.statusCode).toBe(200);
    // Redis is checked only where the counters live there (the real target).
    const redis = t.deps.rateLimits.kind === 'redis' ? { redis: 'ok' } : {};
    expect(res.json()).toEqual({
      status: 'ok',
      checks: { db: 'ok', mqtt: 'ok', jobs: 'ok', files: 'ok', ...redis },
    });
  });

  it('reports Redis down when the counters cannot reach it', async () => {
    const offline = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const res = await offline.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(503);
      expect(res.json().checks).toMatchObject({ db: 'ok', redis: 'down' });
    } finally {
      await offline.close();
    }
  });

  it('answers 503 with MQTT down while the broker is stopped, and ok again once it is back', async () => {
    await broker.close();
    await until(async () => (await health()).json().checks.mqtt === 'down');
    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'degraded', checks: { db: 'ok', mqtt: 'down' } });

    broker = await startEmbeddedBroker({ port: broker.port, log: quiet });
    await until(async () => (await health()).statusCode === 200);
    expect((await health()).json().checks.mqtt).toBe('ok');
  });

  it('reports the job queue down once it has stopped', async () => {
    await t.deps.jobs.stop();
    const res = await health();
    expect(res.statusCode).toBe(503);
    expect(res.json().checks).toMatchObject({ db: 'ok', jobs: 'down' });
  });
});
