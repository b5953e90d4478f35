/** One key's count in its current fixed window, and when that window ends (epoch ms). */
export interface WindowCount {
  count: number;
  resetAt: number;
}

/** Where rate-limit counters live: this process, or Redis so that every server counts together. */
export interface RateLimitStore {
  readonly kind: 'memory' | 'redis';
  /** Counts one call under `key`; a new window of `windowMs` starts when the last one has ended. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /**
   * Spends `n` tokens of the bucket `key`, which holds one second at `perSecond` and refills at that
   * rate; resolves to how long the caller must wait (ms) before sending so the average keeps to it.
   */
  pace(key: string, perSecond: number, n: number): Promise<number>;
  /** Reachable (always, in memory), for the health check. */
  check(): Promise<unknown>;
  close(): Promise<void>;
}

/** Counters in this process; swept once a minute so ended windows do not pile up. */
export function memoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, WindowCount>();
  const buckets = new Map<string, { tokens: number; last: number }>();
  let nextSweep = 0;
  return {
    kind: 'memory',
    async pace(key, perSecond, n) {
      const at = now();
      const bucket = buckets.get(key) ?? { tokens: perSecond, last: at };
      bucket.tokens = Math.min(perSecond, bucket.tokens + ((at - bucket.last) / 1000) * perSecond) - n;
      bucket.last = at;
      buckets.set(key, bucket);
      return bucket.tokens < 0 ? (-bucket.tokens / perSecond) * 1000 : 0;
    },
    async hit(key, windowMs) {
      const now = Date.now();
      if (now >= nextSweep) {
        nextSweep = now + 60_000;
        for (const [k, window] of windows) if (window.resetAt <= now) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count++;
      return { ...window };
    },
    check: async () => true,
    close: async () => {},
  };
}

// INCR and the window's expiry in one step, so no two servers can both start the window.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

// The token bucket of `pace`, on Redis's clock so that every server reads one time.
const PACE_SCRIPT = `
local rate = tonumber(ARGV[1])
local n = tonumber(ARGV[2])
local time = redis.call('TIME')
local now = time[1] * 1000 + time[2] / 1000
local saved = redis.call('HMGET', KEYS[1], 'tokens', 'last')
local tokens = tonumber(saved[1]) or rate
local last = tonumber(saved[2]) or now
tokens = math.min(rate, tokens + (now - last) / 1000 * rate) - n
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'last', tostring(now))
redis.call('PEXPIRE', KEYS[1], 60000)
if tokens < 0 then return math.ceil(-tokens / rate * 1000) end
return 0`;

interface Log {
  warn(obj: object, msg?: string): void;
}

/**
 * Counters in Redis, shared by every server on it. While Redis cannot be reached, calls are
 * counted in this process instead (a limit per server still holds) rather than refused or let
 * through unlimited; a warning says so once per outage.
 */
export function redisRateLimitStore(url: string, prefix: string, log: Log = console): RateLimitStore {
  // ioredis is loaded by a server that uses Redis only (the embedded default does not).
  const client = import('ioredis').then(({ Redis }) => {
    const redis = new Redis(url, {
      // Fail fast while disconnected (the fallback counts), and keep reconnecting in the background.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      retryStrategy: (times) => Math.min(times * 200, 2_000),
    });
    redis.on('error', () => {});
    return redis;
  });
  // The first calls wait for the first connection (briefly), not only later ones.
  const connected = client.then(
    (redis) =>
      new Promise<typeof redis>((resolve) => {
        redis.once('ready', () => resolve(redis));
        setTimeout(() => resolve(redis), 2_000).unref();
      }),
  );
  const fallback = memoryRateLimitStore();
  let down = false;
  /** Runs `script` on `key`, or `local` while Redis cannot be reached. */
  async function shared<T>(script: string, key: string, args: number[], local: () => Promise<T>) {
    const redis = await connected;
    try {
      const reply = await redis.eval(script, 1, `${prefix}rate:${key}`, ...args);
      down = false;
      return { reply };
    } catch (error) {
      if (!down)
        log.warn({ err: (error as Error).message }, 'Redis unreachable: rate limits counted per server');
      down = true;
      return { local: await local() };
    }
  }
  return {
    kind: 'redis',
    async hit(key, windowMs) {
      const result = await shared(HIT_SCRIPT, key, [windowMs], () => fallback.hit(key, windowMs));
      if (result.local) return result.local;
      const [count, ttl] = result.reply as [number, number];
      return { count, resetAt: Date.now() + ttl };
    },
    async pace(key, perSecond, n) {
      const result = await shared(PACE_SCRIPT, key, [perSecond, n], () => fallback.pace(key, perSecond, n));
      return result.local ?? Number(result.reply);
    },
    check: async () => (await client).ping(),
    async close() {
      (await client).disconnect();
    },
  };
}

export const createRateLimitStore = (redis: { url?: string; prefix: string }, log?: Log): RateLimitStore =>
  redis.url ? redisRateLimitStore(redis.url, redis.prefix, log) : memoryRateLimitStore();
