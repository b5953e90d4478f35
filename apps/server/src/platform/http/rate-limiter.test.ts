import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';
import { bodyField, rateLimiter } from './rate-limiter';

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
    const app = await appWith(rateLimiter('t1', { max: 2, windowMs: 60_000 }));
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
      rateLimiter('t2-ip', { max: 100, windowMs: 60_000 }),
      rateLimiter('t2-account', { max: 2, windowMs: 60_000, key: bodyField('account') }),
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
    const app = await appWith(rateLimiter('t3', { max: 1, windowMs: 50 }));
    expect((await call(app, 'a')).statusCode).toBe(200);
    expect((await call(app, 'a')).statusCode).toBe(429);
    await new Promise((r) => setTimeout(r, 60));
    expect((await call(app, 'a')).statusCode).toBe(200);
  });
});
