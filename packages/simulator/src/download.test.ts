import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_RETRY, type DownloadContext, downloadWithRetry } from './download';

const image = Buffer.from('image');
const ok = () => new Response(image);
const refused = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:8080'));

/** A device whose waits are recorded and take no time (the clock moves by them). */
function device(answers: (() => Response | Promise<Response>)[], random = 0.5) {
  const waits: number[] = [];
  let clock = 1_800_000_000_000;
  vi.spyOn(Date, 'now').mockImplementation(() => clock);
  const fetch = vi.fn(async () => (answers.shift() ?? ok)());
  const ctx: DownloadContext = {
    fetch: fetch as unknown as typeof globalThis.fetch,
    random: () => random,
    async sleep(ms) {
      waits.push(ms);
      clock += ms;
      return true;
    },
  };
  return { ctx, waits, fetch, now: () => clock };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('downloadWithRetry', () => {
  it('retries a refused connection and 5xx answers with doubling, jittered waits until it gets the file', async () => {
    const { ctx, waits } = device([refused, () => new Response('', { status: 502 }), refused, refused]);
    const expiresAt = 1_800_000_000 + 3600;
    expect(await downloadWithRetry(ctx, 'http://s/fw', expiresAt)).toEqual(image);
    // random() = 0.5: each wait is 75 % of 1, 2, 4, 8 s.
    expect(waits).toEqual([750, 1500, 3000, 6000]);
  });

  it('waits at most maxMs between tries, and each wait is 50-100 % of its step', async () => {
    const low = device(Array(8).fill(refused), 0);
    await downloadWithRetry(low.ctx, 'http://s/fw', 1_800_000_000 + 3600);
    expect(low.waits.at(-1)).toBe(DOWNLOAD_RETRY.maxMs / 2);
    const high = device(Array(8).fill(refused), 0.999_999);
    await downloadWithRetry(high.ctx, 'http://s/fw', 1_800_000_000 + 3600);
    expect(Math.max(...high.waits)).toBeLessThanOrEqual(DOWNLOAD_RETRY.maxMs);
    expect(Math.max(...high.waits)).toBeGreaterThan(DOWNLOAD_RETRY.maxMs * 0.99);
  });

  it('gives up only when the next try would come after the command expires, saying why and after how many', async () => {
    const { ctx, now } = device(Array(1000).fill(refused));
    const expiresAt = 1_800_000_000 + 60;
    const result = await downloadWithRetry(ctx, 'http://s/fw', expiresAt);
    expect(result).toEqual({
      reason: 'downloadFailed',
      detail: expect.stringMatching(/^connect ECONNREFUSED .* \(\d+ tries, the command expires\)$/),
    });
    expect(now()).toBeLessThan(expiresAt * 1000);
    expect(now()).toBeGreaterThan(expiresAt * 1000 - DOWNLOAD_RETRY.maxMs);
  });

  it('does not retry an answer about the link itself (404, 403)', async () => {
    for (const status of [403, 404]) {
      const { ctx, fetch } = device([() => new Response('', { status })]);
      expect(await downloadWithRetry(ctx, 'http://s/fw', 1_800_000_000 + 3600)).toEqual({
        reason: 'downloadFailed',
        detail: `HTTP ${status}`,
      });
      expect(fetch).toHaveBeenCalledTimes(1);
    }
  });

  it('without an expiry tries a bounded number of times; a stopped device gives up at once', async () => {
    const { ctx, fetch } = device(Array(100).fill(refused));
    expect(await downloadWithRetry(ctx, 'http://s/fw')).toMatchObject({ reason: 'downloadFailed' });
    expect(fetch).toHaveBeenCalledTimes(DOWNLOAD_RETRY.attempts);
    const stopped = device(Array(100).fill(refused));
    stopped.ctx.sleep = async () => false;
    expect(await downloadWithRetry(stopped.ctx, 'http://s/fw', 1_800_000_000 + 3600)).toEqual({
      reason: 'downloadFailed',
      detail: expect.stringContaining('(1 try, the device stopped)'),
    });
  });
});

describe('download progress', () => {
  it('tells each quarter reached as the bytes arrive, once', async () => {
    const chunks = Array.from({ length: 8 }, (_, i) => new Uint8Array(100).fill(i));
    const streamed = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            for (const c of chunks) controller.enqueue(c);
            controller.close();
          },
        }),
        { headers: { 'content-length': '800' } },
      );
    const { ctx } = device([streamed]);
    const told: number[] = [];
    const body = await downloadWithRetry(ctx, 'http://files/fw.bin', undefined, (p) => told.push(p));
    expect(Buffer.isBuffer(body) && body.length).toBe(800);
    expect(told).toEqual([25, 50, 75, 100]);
  });

  it('gives up a try that does not finish in attemptMs (no answer, a stalled body) and tries again', async () => {
    // A real server and fetch: the first request is never answered, the second's body stalls.
    let requests = 0;
    const server = createServer((_req, res) => {
      requests++;
      if (requests === 1) return;
      if (requests === 2) {
        res.writeHead(200, { 'content-length': '100' });
        res.write(Buffer.alloc(10));
        return;
      }
      res.end(image);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const attemptMs = DOWNLOAD_RETRY.attemptMs;
    DOWNLOAD_RETRY.attemptMs = 200;
    try {
      const { ctx } = device([]);
      ctx.fetch = globalThis.fetch;
      const { port } = server.address() as AddressInfo;
      const body = await downloadWithRetry(
        ctx,
        `http://127.0.0.1:${port}/fw.bin`,
        undefined,
        () => undefined,
      );
      expect(Buffer.isBuffer(body) && body.toString()).toBe('image');
      expect(requests).toBe(3);
    } finally {
      DOWNLOAD_RETRY.attemptMs = attemptMs;
      server.closeAllConnections();
      server.close();
    }
  });

  it('tells 100 at the end when the size is unknown', async () => {
    const { ctx } = device([ok]);
    const told: number[] = [];
    await downloadWithRetry(ctx, 'http://files/fw.bin', undefined, (p) => told.push(p));
    expect(told).toEqual([100]);
  });
});
