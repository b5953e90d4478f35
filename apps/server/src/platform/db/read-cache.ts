import { gzipSync } from 'node:zlib';
import type { Database, Db } from './client';

/**
 * Answers read from tables that change seldom (list pages), kept in memory as the JSON text they
 * were sent as, until one of their tables changes (docs/decisions/0030-read-cache.md).
 *
 * A table's version goes up when this process says it wrote it (`changed`, right after its commit)
 * and when any process's statement on it commits (a trigger's NOTIFY on `table_changes`, migration
 * 0032). An answer is stamped with its tables' versions taken before its read began, and served
 * only while they still hold: a read that overlapped a write is never served again.
 */
export const TABLE_CHANGES_CHANNEL = 'table_changes';

interface Stamped {
  tables: readonly string[];
  /** The tables' versions when the read began. */
  stamp: readonly number[];
  /** The cache's epoch then: `clear` starts a new one. */
  epoch: number;
  /** When it stops being served (Date.now() ms), for answers of tables with no trigger. */
  expiresAt: number;
}
interface Entry extends Stamped {
  answer: KeptAnswer;
  /** From when a call that finds it fresh also starts the next read (Date.now() ms). */
  refreshAt: number;
}
interface Reading extends Stamped {
  answer: Promise<KeptAnswer>;
}

/**
 * One answer as it is sent: its JSON text, and the same gzipped for the clients that accept it
 * (every browser), made on the first such call and kept with it, so a page read a thousand
 * times is compressed once and sends an eighth of the bytes.
 */
export class KeptAnswer {
  private compressed?: Buffer;
  constructor(readonly json: string) {}
  gzipped(): Buffer {
    this.compressed ??= gzipSync(this.json);
    return this.compressed;
  }
}

/** How long an answer is served (`maxAgeMs`) and from when it is read again ahead (`refreshAfterMs`). */
export interface AnswerAge {
  maxAgeMs?: number;
  refreshAfterMs?: number;
}

export class ReadCache {
  private readonly versions = new Map<string, number>();
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Reading>();
  private readonly values = new Map<string, Stamped & { value: unknown }>();
  private bytes = 0;
  private epoch = 0;
  /** True while this process hears other processes' changes; until then nothing is served or kept. */
  private live = false;

  constructor(private readonly maxBytes: number) {}

  /**
   * What `read` answers for `key`, as JSON text, from memory while none of `tables` has changed
   * since it was read, and for at most `age.maxAgeMs`. Reads of one key at the same time share one
   * database read. With `age.refreshAfterMs`, a call that finds the answer older than that (and
   * still fresh) gets it and starts the next read: a page asked all the time is read again before
   * it expires, and its callers do not all wait for that read (long on a busy database).
   */
  async answer(
    tables: readonly string[],
    key: string,
    read: () => Promise<unknown>,
    age: AnswerAge = {},
  ): Promise<KeptAnswer> {
    if (!this.live) return new KeptAnswer(JSON.stringify(await read()));
    const entry = this.entries.get(key);
    if (entry && this.fresh(entry)) {
      // Most recently used last: eviction takes from the front.
      this.entries.delete(key);
      this.entries.set(key, entry);
      if (Date.now() >= entry.refreshAt && !this.pending.has(key))
        // No caller waits for this read: a failure shows to whoever waits for a later one.
        this.startReading(tables, key, read, age).answer.catch(() => {});
      return entry.answer;
    }
    const inFlight = this.pending.get(key);
    if (inFlight && this.fresh(inFlight)) return inFlight.answer;
    return this.startReading(tables, key, read, age).answer;
  }

  private startReading(
    tables: readonly string[],
    key: string,
    read: () => Promise<unknown>,
    { maxAgeMs = Number.POSITIVE_INFINITY, refreshAfterMs = Number.POSITIVE_INFINITY }: AnswerAge,
  ): Reading {
    const stamp = tables.map((t) => this.version(t));
    const epoch = this.epoch;
    const startedAt = Date.now();
    const expiresAt = startedAt + maxAgeMs;
    const refreshAt = startedAt + refreshAfterMs;
    const reading: Reading = {
      tables,
      stamp,
      epoch,
      expiresAt,
      answer: read()
        .then((value) => {
          const answer = new KeptAnswer(JSON.stringify(value));
          if (this.live && this.fresh(reading))
            this.keep(key, { tables, stamp, epoch, expiresAt, refreshAt, answer });
          return answer;
        })
        .finally(() => {
          if (this.pending.get(key) === reading) this.pending.delete(key);
        }),
    };
    this.pending.set(key, reading);
    return reading;
  }

  /**
   * What `read` returns for `key`, kept as the value itself (not its JSON) while none of `tables`
   * has changed since it was read: for the few small rows nearly every call reads (its tenant).
   * An undefined value is not kept (a key named by a caller, such as a tenant header, that finds
   * nothing must not grow the cache); at most MAX_VALUES keys, the oldest dropped first. Callers
   * share the object: they must not change it.
   */
  async value<T>(tables: readonly string[], key: string, read: () => Promise<T>): Promise<T> {
    if (!this.live) return read();
    const kept = this.values.get(key);
    if (kept && this.fresh(kept)) return kept.value as T;
    const entry = {
      tables,
      stamp: tables.map((t) => this.version(t)),
      epoch: this.epoch,
      expiresAt: Number.POSITIVE_INFINITY,
      value: undefined as unknown,
    };
    entry.value = await read();
    if (entry.value !== undefined && this.live && this.fresh(entry)) {
      this.values.delete(key);
      this.values.set(key, entry);
      if (this.values.size > MAX_VALUES) this.values.delete(this.values.keys().next().value as string);
    }
    return entry.value as T;
  }

  /** These tables changed: what was read from them is not served again. */
  changed(...tables: readonly string[]): void {
    for (const table of tables) this.versions.set(table, this.version(table) + 1);
  }

  /** Changes may have been missed (the listening connection dropped): forget everything. */
  clear(): void {
    this.epoch++;
    this.entries.clear();
    this.pending.clear();
    this.values.clear();
    this.bytes = 0;
  }

  /** Whether other processes' changes are heard; while not, every call reads the database. */
  setLive(live: boolean): void {
    this.live = live;
    if (!live) this.clear();
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private version(table: string): number {
    return this.versions.get(table) ?? 0;
  }

  private fresh({ tables, stamp, epoch, expiresAt }: Stamped): boolean {
    return (
      epoch === this.epoch && Date.now() < expiresAt && tables.every((t, i) => this.version(t) === stamp[i])
    );
  }

  /** The size counted is the JSON text's; its gzipped copy adds about a tenth of it. */
  private keep(key: string, entry: Entry): void {
    const size = entry.answer.json.length;
    if (size > this.maxBytes / 4) return;
    const old = this.entries.get(key);
    if (old) this.bytes -= old.answer.json.length;
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.bytes += size;
    for (const [oldest, { answer }] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= answer.json.length;
    }
  }
}

/** About 800 list pages of 100 rows: what the cache adds to the server's memory at most. */
const MAX_BYTES = 32 * 1024 * 1024;
/** Kept values (`value`): a tenant row each, and such. */
const MAX_VALUES = 1000;
const caches = new WeakMap<Db, ReadCache>();

/** The read cache of one database handle: every route and write on that handle shares it. */
export function readCacheOf(db: Db): ReadCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ReadCache(MAX_BYTES);
    caches.set(db, cache);
  }
  return cache;
}

/**
 * Applies every process's table changes to this process's read cache; resolves, once listening, to
 * a stop function. Until then, and while the listening connection is down, the cache is bypassed.
 */
export async function watchTableChanges(database: Database): Promise<() => Promise<void>> {
  const cache = readCacheOf(database.db);
  const stop = await database.listen(
    TABLE_CHANGES_CHANNEL,
    (table) => cache.changed(table),
    () => cache.setLive(true),
    () => cache.setLive(false),
  );
  cache.setLive(true);
  return async () => {
    cache.setLive(false);
    await stop();
  };
}
