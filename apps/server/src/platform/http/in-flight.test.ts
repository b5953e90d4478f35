import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trackInFlight } from './in-flight';

describe('requests in flight', () => {
  it('counts a request from arrival until its reply, errors and unmatched paths included', async () => {
    const app = Fastify();
    const inFlight = trackInFlight(app);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.get('/slow', async () => {
      await held;
      return 'done';
    });
    app.get('/fails', async () => {
      throw new Error('broken');
    });
    await app.ready();

    expect(await inFlight.drained(10)).toBe(true);
    const slow = app.inject('/slow');
    await expect.poll(() => inFlight.count()).toBe(1);
    expect(await inFlight.drained(20)).toBe(false);
    const drained = inFlight.drained(5_000);
    release();
    expect((await slow).statusCode).toBe(200);
    expect(await drained).toBe(true);

    expect((await app.inject('/fails')).statusCode).toBe(500);
    expect((await app.inject('/nowhere')).statusCode).toBe(404);
    expect(inFlight.count()).toBe(0);
    await app.close();
  });
});
