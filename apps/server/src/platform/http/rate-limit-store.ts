import { Redis } from 'ioredis';

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
  /** Reachable (always, in memory), for the health check. */
  check(): Promise<unknown>;
  close(): Promise<void>;
}

/** Counters in this process; swept once a minute so ended windows do not pile up. */
export function memoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, WindowCount>();
  let nextSweep = 0;
  return {
    kind: 'memory',
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

interface Log {
  warn(obj: object, msg?: string): void;
}

/**
 * Counters in Redis, shared by every server on it. While Redis cannot be reached, calls are
 * counted in this process instead (a limit per server still holds) rather than refused or let
 * through unlimited; a warning says so once per outage.
 */
export function redisRateLimitStore(url: string, prefix: string, log: Log = console): RateLimitStore {
  const redis = new Redis(url, {
    // Fail fast while disconnected (the fallback counts), and keep reconnecting in the background.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  redis.on('error', () => {});
  // The first calls wait for the first connection (briefly), not only later ones.
  const connected = new Promise<void>((resolve) => {
    redis.once('ready', resolve);
    setTimeout(resolve, 2_000).unref();
  });
  const fallback = memoryRateLimitStore();
  let down = false;
  return {
    kind: 'redis',
    async hit(key, windowMs) {
      await connected;
      try {
        const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, `${prefix}rate:${key}`, windowMs)) as [
          number,
          number,
        ];
        down = false;
        return { count, resetAt: Date.now() + ttl };
      } catch (error) {
        if (!down)
          log.warn({ err: (error as Error).message }, 'Redis unreachable: rate limits counted per server');
        down = true;
        return fallback.hit(key, windowMs);
      }
    },
    check: () => redis.ping(),
    async close() {
      redis.disconnect();
    },
  };
}

export const createRateLimitStore = (redis: { url?: string; prefix: string }, log?: Log): RateLimitStore =>
  redis.url ? redisRateLimitStore(redis.url, redis.prefix, log) : memoryRateLimitStore();
