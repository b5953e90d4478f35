import type { Log } from '../../platform/mqtt/log';

export interface BatcherOptions<T> {
  name: string;
  /** Write as soon as this many items wait. */
  maxSize: number;
  /** Otherwise write this long after the first waiting item arrived. */
  maxDelayMs: number;
  /** Past this many waiting items new ones are dropped (the database is behind). */
  maxQueued: number;
  write(items: T[]): Promise<void>;
  log: Log;
}

export interface Batcher<T> {
  push(item: T): void;
  /** Writes everything waiting now; resolves when it is written. */
  flush(): Promise<void>;
}

/**
 * Groups messages into one write per batch, one batch at a time and in arrival order. A failed
 * batch is retried once (a deadlock with another instance, a dropped connection), then dropped
 * with an error log: telemetry keeps flowing rather than blocking on one bad batch.
 */
export function createBatcher<T>(options: BatcherOptions<T>): Batcher<T> {
  const { name, log } = options;
  let waiting: T[] = [];
  let timer: NodeJS.Timeout | undefined;
  let chain: Promise<void> = Promise.resolve();
  let queued = 0;
  let dropped = 0;

  async function writeWithRetry(items: T[]): Promise<void> {
    try {
      await options.write(items);
    } catch (first) {
      log.warn({ err: first, batch: name, size: items.length }, 'telemetry batch failed, retrying');
      try {
        await options.write(items);
      } catch (err) {
        log.error({ err, batch: name, size: items.length }, 'telemetry batch dropped');
      }
    } finally {
      queued -= items.length;
    }
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (waiting.length > 0) {
      const items = waiting;
      waiting = [];
      chain = chain.then(() => writeWithRetry(items));
    }
    return chain;
  }

  return {
    push(item) {
      if (queued >= options.maxQueued) {
        if (dropped++ % 1000 === 0) log.warn({ batch: name, dropped }, 'telemetry queue full, dropping');
        return;
      }
      queued++;
      waiting.push(item);
      if (waiting.length >= options.maxSize) void flush();
      else timer ??= setTimeout(() => void flush(), options.maxDelayMs);
    },
    flush,
  };
}
