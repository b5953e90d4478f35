import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../../test/test-db';
import type { Database } from './client';
import { ReadCache, readCacheOf, watchTableChanges } from './read-cache';

/** A read that counts its calls and answers what `value` holds when it runs. */
function counted(value: { now: unknown }) {
  const read = vi.fn(async () => value.now);
  return read;
}

/** The JSON text of a cached answer. */
const json = async (cache: ReadCache, ...args: Parameters<ReadCache['answer']>) =>
  (await cache.answer(...args)).json;

/** Once the reads already resolved have been kept. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

function liveCache(maxBytes = 1024 * 1024) {
  const cache = new ReadCache(maxBytes);
  cache.setLive(true);
  return cache;
}

describe('ReadCache', () => {
  it('answers from memory until a table the answer read changes', async () => {
    const cache = liveCache();
    const value = { now: [{ id: 1 }] as unknown };
    const read = counted(value);
    expect(await json(cache, ['dealers'], 'k', read)).toBe('[{"id":1}]');
    expect(await json(cache, ['dealers'], 'k', read)).toBe('[{"id":1}]');
    expect(read).toHaveBeenCalledTimes(1);
    cache.changed('feedback_tickets');
    await json(cache, ['dealers'], 'k', read);
    expect(read).toHaveBeenCalledTimes(1);
    value.now = [{ id: 2 }];
    cache.changed('dealers');
    expect(await json(cache, ['dealers'], 'k', read)).toBe('[{"id":2}]');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps the gzipped answer with it, made once', async () => {
    const cache = liveCache();
    const read = counted({ now: { rows: Array.from({ length: 100 }, (_, id) => ({ id, name: 'dealer' })) } });
    const answer = await cache.answer(['t'], 'k', read);
    const gzipped = answer.gzipped();
    expect(gunzipSync(gzipped).toString()).toBe(answer.json);
    expect(gzipped.length).toBeLessThan(answer.json.length / 4);
    expect((await cache.answer(['t'], 'k', read)).gzipped()).toBe(gzipped);
  });

  it('shares one read among callers of a key at the same time', async () => {
    const cache = liveCache();
    const read = counted({ now: 'x' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => json(cache, ['t'], 'k', read)));
    expect(new Set(answers)).toEqual(new Set(['"x"']));
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('never keeps or shares a read that overlapped a change', async () => {
    const cache = liveCache();
    let release = () => {};
    const slow = vi.fn(
      () =>
        new Promise<string>((resolve) => {
          release = () => resolve('before');
        }),
    );
    const first = json(cache, ['t'], 'k', slow);
    cache.changed('t');
    // A caller after the change does not join the read that began before it.
    const after = json(cache, ['t'], 'k', async () => 'after');
    release();
    expect(await first).toBe('"before"');
    expect(await after).toBe('"after"');
    expect(await json(cache, ['t'], 'k', async () => 'third')).toBe('"after"');
  });

  it('keeps nothing from a read that overlapped a clear (changes were missed)', async () => {
    const cache = liveCache();
    let release = () => {};
    const slow = () =>
      new Promise<string>((resolve) => {
        release = () => resolve('old');
      });
    const first = json(cache, ['t'], 'k', slow);
    cache.clear();
    release();
    await first;
    expect(await json(cache, ['t'], 'k', async () => 'new')).toBe('"new"');
  });

  it('serves an answer with a maximum age only for that long', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const cache = liveCache();
      const read = counted({ now: 1 });
      await json(cache, [], 'k', read, { maxAgeMs: 5_000 });
      vi.advanceTimersByTime(4_999);
      await json(cache, [], 'k', read, { maxAgeMs: 5_000 });
      expect(read).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      await json(cache, [], 'k', read, { maxAgeMs: 5_000 });
      expect(read).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads an answer again ahead of its age while its callers get the last one, never serving it older', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const cache = liveCache();
      const age = { maxAgeMs: 1_000, refreshAfterMs: 500 };
      expect(await json(cache, ['t'], 'k', async () => 'first', age)).toBe('"first"');
      vi.advanceTimersByTime(499);
      const next = vi.fn(async () => 'unused');
      expect(await json(cache, ['t'], 'k', next, age)).toBe('"first"');
      expect(next).not.toHaveBeenCalled();
      // Half way: the last answer, at once, to every caller while one read for the next runs.
      vi.advanceTimersByTime(1);
      let release = (_: string) => {};
      const slow = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
      expect(await json(cache, ['t'], 'k', slow, age)).toBe('"first"');
      expect(await json(cache, ['t'], 'k', slow, age)).toBe('"first"');
      expect(slow).toHaveBeenCalledTimes(1);
      release('second');
      await settled();
      expect(await json(cache, ['t'], 'k', next, age)).toBe('"second"');
      // A read still running when the answer expires: callers wait for it, never get the old one.
      vi.advanceTimersByTime(500);
      expect(await json(cache, ['t'], 'k', slow, age)).toBe('"second"');
      vi.advanceTimersByTime(500);
      const waiting = json(cache, ['t'], 'k', next, age);
      release('third');
      expect(await waiting).toBe('"third"');
      expect(next).not.toHaveBeenCalled();
      // A read ahead that fails: callers keep the answer while it is fresh, then read themselves.
      vi.advanceTimersByTime(250);
      expect(await json(cache, ['t'], 'k', () => Promise.reject(new Error('down')), age)).toBe('"third"');
      await settled();
      vi.advanceTimersByTime(250);
      await expect(json(cache, ['t'], 'k', () => Promise.reject(new Error('down')), age)).rejects.toThrow(
        'down',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads the database every time while it cannot hear other processes', async () => {
    const cache = new ReadCache(1024);
    const read = counted({ now: 1 });
    await json(cache, ['t'], 'k', read);
    await json(cache, ['t'], 'k', read);
    expect(read).toHaveBeenCalledTimes(2);
    expect(cache.size.entries).toBe(0);
  });

  it('stays within its size, dropping the least recently used first', async () => {
    const cache = liveCache(100);
    const text = 'a'.repeat(18); // 20 characters as JSON
    for (const key of ['a', 'b', 'c', 'd', 'e']) await json(cache, ['t'], key, async () => text);
    expect(cache.size).toEqual({ entries: 5, bytes: 100 });
    await json(cache, ['t'], 'a', async () => 'unused'); // a is now the most recent
    await json(cache, ['t'], 'f', async () => text);
    expect(cache.size.bytes).toBeLessThanOrEqual(100);
    const b = counted({ now: text });
    await json(cache, ['t'], 'b', b);
    expect(b).toHaveBeenCalledTimes(1);
    const a = counted({ now: text });
    await json(cache, ['t'], 'a', a);
    expect(a).not.toHaveBeenCalled();
  });

  it('keeps a value itself until its table changes, never an undefined one nor one read across a change', async () => {
    const cache = liveCache();
    const row = { id: 'panasonic' };
    const read = counted({ now: row });
    expect(await cache.value(['tenants'], 'tenant:panasonic', read)).toBe(row);
    expect(await cache.value(['tenants'], 'tenant:panasonic', read)).toBe(row);
    expect(read).toHaveBeenCalledTimes(1);
    cache.changed('tenants');
    await cache.value(['tenants'], 'tenant:panasonic', read);
    expect(read).toHaveBeenCalledTimes(2);

    const missing = counted({ now: undefined });
    await cache.value(['tenants'], 'tenant:nobody', missing);
    await cache.value(['tenants'], 'tenant:nobody', missing);
    expect(missing).toHaveBeenCalledTimes(2);

    let release = () => {};
    const slow = () =>
      new Promise<string>((resolve) => {
        release = () => resolve('before');
      });
    const first = cache.value(['tenants'], 'k', slow);
    cache.changed('tenants');
    release();
    expect(await first).toBe('before');
    expect(await cache.value(['tenants'], 'k', async () => 'after')).toBe('after');
  });

  it('reads a value every time while it cannot hear other processes', async () => {
    const cache = new ReadCache(1024);
    const read = counted({ now: 1 });
    await cache.value(['t'], 'k', read);
    await cache.value(['t'], 'k', read);
    expect(read).toHaveBeenCalledTimes(2);
  });
});

// The trigger of migration 0032 on a real database: a statement on a cached table from any
// connection drops what was read from it (PGlite in memory, or PostgreSQL on the real target).
describe('table changes from the database', () => {
  let database: Database;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    database = await openTestDatabase();
    stop = await watchTableChanges(database);
  });
  afterAll(async () => {
    await stop();
    await database.close();
  });

  it('hears a write to a cached table and drops its answers', async () => {
    const cache = readCacheOf(database.db);
    const read = counted({ now: 'page' });
    await json(cache, ['dealers'], 'k', read);
    await json(cache, ['dealers'], 'k', read);
    expect(read).toHaveBeenCalledTimes(1);
    await database.execute(`delete from dealers where id = 'no such dealer'`);
    await vi.waitFor(
      async () => {
        await json(cache, ['dealers'], 'k', read);
        expect(read).toHaveBeenCalledTimes(2);
      },
      { timeout: 5_000, interval: 10 },
    );
  });

  it('hears a write to tenants (migration 0066) and reads the row again', async () => {
    const cache = readCacheOf(database.db);
    const read = counted({ now: { id: 'panasonic' } });
    await cache.value(['tenants'], 'tenant:panasonic', read);
    await cache.value(['tenants'], 'tenant:panasonic', read);
    expect(read).toHaveBeenCalledTimes(1);
    await database.execute(`update tenants set theme = theme where id = 'no such tenant'`);
    await vi.waitFor(
      async () => {
        await cache.value(['tenants'], 'tenant:panasonic', read);
        expect(read).toHaveBeenCalledTimes(2);
      },
      { timeout: 5_000, interval: 10 },
    );
  });
});
