import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { testRedisEnv } from '../../../test/test-db';
import { registerErrorHandler } from './error-handler';
import {
  createRateLimitStore,
  memoryRateLimitStore,
  type RateLimitStore,
  redisRateLimitStore,
} from './rate-limit-store';
import { bodyField, rateLimiter } from './rate-limiter';

// In this process on the embedded target; in Redis on the real one (TEST_REDIS_URL).
const redisEnv = testRedisEnv();
const stores: RateLimitStore[] = [];
const newStore = (prefix = redisEnv.REDIS_KEY_PREFIX ?? '') => {
  const store = createRateLimitStore({ url: redisEnv.REDIS_URL, prefix });
  stores.push(store);
  return store;
};
const store = newStore();
afterAll(() => Promise.all(stores.map((s) => s.close())));

async function appWith(...limits: ReturnType<typeof rateLimiter>[]) {
  const app = Fastify();
  registerErrorHandler(app);
  app.post('/x', { preValidation: limits }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

const call = (app: Awaited<ReturnType<typeof appWith>>, account: string, ip = '10.0.0.1') =>
  app.inject({ method: 'POST', url: '/x', payload: { account }, remoteAddress: ip });

describe('rateLimiter', () => {
  it('answers 429 with Retry-After and a message past the limit', async () => {
    const app = await appWith(rateLimiter(store, 't1', { max: 2, windowMs: 60_000 }));
    expect((await call(app, 'a')).statusCode).toBe(200);
    expect((await call(app, 'a')).statusCode).toBe(200);
    const limited = await call(app, 'a');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toBeTruthy();
    expect((await call(app, 'a', '10.0.0.2')).statusCode).toBe(200);
  });

  it('applies every limiter of a route: per account across addresses too', async () => {
    const app = await appWith(
      rateLimiter(store, 't2-ip', { max: 100, windowMs: 60_000 }),
      rateLimiter(store, 't2-account', { max: 2, windowMs: 60_000, key: bodyField('account') }),
    );
    const codes = [];
    // Spaces and case do not make another account's key (the body is not validated yet).
    for (const [i, name] of ['Someone', ' someone', 'SOMEONE '].entries()) {
      codes.push((await call(app, name, `10.0.1.${i}`)).statusCode);
    }
    expect(codes).toEqual([200, 200, 429]);
    expect((await call(app, 'other', '10.0.1.9')).statusCode).toBe(200);
  });

  it('opens again when the window ends', async () => {
    // A window long enough that two calls fall in it on a busy machine (50 ms did not, at load 15);
    // then asked again until it has ended, no fixed sleep.
    const app = await appWith(rateLimiter(store, 't3', { max: 1, windowMs: 1000 }));
    const started = Date.now();
    expect((await call(app, 'a')).statusCode).toBe(200);
    expect((await call(app, 'a')).statusCode).toBe(429);
    await expect
      .poll(async () => (await call(app, 'a')).statusCode, { interval: 100, timeout: 5000 })
      .toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });
});

describe.runIf(redisEnv.REDIS_URL)('rate limits in Redis', () => {
  it('counts the calls of every server together', async () => {
    const prefix = `test:${randomBytes(6).toString('hex')}:`;
    const [one, two] = [newStore(prefix), newStore(prefix)];
    expect(one.kind).toBe('redis');
    const limit = { max: 3, windowMs: 60_000 };
    const [a, b] = [
      await appWith(rateLimiter(one, 'shared', limit)),
      await appWith(rateLimiter(two, 'shared', limit)),
    ];
    const codes = [];
    for (const app of [a, b, a, b]) codes.push((await call(app, 'x')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});

describe('rate limits while Redis is unreachable', () => {
  it('still limits, counting in this process', async () => {
    const warnings: string[] = [];
    const offline = redisRateLimitStore('redis://127.0.0.1:1', 'test:', {
      warn: (_o, msg) => warnings.push(String(msg)),
    });
    stores.push(offline);
    const app = await appWith(rateLimiter(offline, 'fallback', { max: 1, windowMs: 60_000 }));
    expect((await call(app, 'a')).statusCode).toBe(200);
    expect((await call(app, 'a')).statusCode).toBe(429);
    expect(warnings).toHaveLength(1);
    await expect(offline.check()).rejects.toThrow();
  });
});

describe('send pace (token bucket)', () => {
  it('lets a second of messages through at once, then makes the next wait for their share', async () => {
    let now = 0;
    const local = createRateLimitStore({ prefix: '' });
    const clocked = memoryRateLimitStore(() => now);
    expect(local.kind).toBe('memory');
    expect(await clocked.pace('push', 100, 100)).toBe(0);
    expect(await clocked.pace('push', 100, 50)).toBe(500);
    // 1.5 s later the debt is paid and the bucket is full again (never more than a second's worth).
    now = 1_500;
    expect(await clocked.pace('push', 100, 100)).toBe(0);
    expect(await clocked.pace('push', 100, 1)).toBe(10);
  });

  it.runIf(redisEnv.REDIS_URL)('draws on one bucket from every server (Redis)', async () => {
    const prefix = `test:${randomBytes(6).toString('hex')}:`;
    const [one, two] = [newStore(prefix), newStore(prefix)];
    expect(await one.pace('sms', 100, 100)).toBe(0);
    const wait = await two.pace('sms', 100, 50);
    expect(wait).toBeGreaterThan(400);
    expect(wait).toBeLessThanOrEqual(500);
  });
});
