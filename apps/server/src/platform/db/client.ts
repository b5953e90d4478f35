import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the modules see, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** An open transaction of a Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A statement built and prepared once per database handle (Drizzle `.prepare(name)`, values as
 * `sql.placeholder`): on PostgreSQL each pooled connection parses and plans it once, then only binds.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let prepared = byDb.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      byDb.set(db, prepared);
    }
    return prepared;
  };
}

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Runs SQL text (several statements allowed when there are no parameters). */
  execute(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * Hears NOTIFY on `channel` from every process on this database (on PostgreSQL through a
   * connection of its own: `onDrop` runs when it drops, and it is opened again; `onGap` runs then,
   * since what was sent meanwhile is lost). Resolves once listening, to a function that stops.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onGap?: () => void,
    onDrop?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** PostgreSQL when a URL is given, else PGlite in `dataDir/pg` (or in memory for `memory://`). */
export async function openDatabase(options: { url?: string; dataDir?: string }): Promise<Database> {
  const database = options.url ? await openPostgres(options.url) : await openPglite(options.dataDir);
  return database;
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // Bigints (counts, bigserial ids) come back as numbers: they stay far below 2^53 here.
  pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
  // JIT off: the console's statements are short; compiling one that reads a few hundred thousand
  // rows cost 180 ms of a 1 s fleet count (issue 32) and about 1 s of the mapping check, and pays
  // back only on long analytical queries, which this server does not run.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  // An idle connection the server ends (restart, failover, DROP DATABASE) must not crash the process;
  // the pool drops it and opens a new one on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL idle connection lost: ${error.message}`));
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    engine: 'postgres',
    async execute(sql, params) {
      const result = await pool.query(sql, params as unknown[] | undefined);
      const last = Array.isArray(result) ? result[result.length - 1] : result;
      return { rows: last?.rows ?? [] };
    },
    listen: (channel, onMessage, onGap, onDrop) =>
      listenPostgres(pg, url, channel, { onMessage, onGap, onDrop }),
    close: () => pool.end(),
  };
}

const RELISTEN_DELAY_MS = 1_000;

async function listenPostgres(
  pg: typeof import('pg').default,
  url: string,
  channel: string,
  on: { onMessage: (payload: string) => void; onGap?: () => void; onDrop?: () => void },
): Promise<() => Promise<void>> {
  const { onMessage, onGap, onDrop } = on;
  let client: import('pg').Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    // A dropped connection (server restart, failover) is opened again; meanwhile nothing is heard.
    next.on('error', () => {});
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = undefined;
      onDrop?.();
      retry = setTimeout(reconnect, RELISTEN_DELAY_MS);
    });
    await next.connect();
    await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    client = next;
  };
  const reconnect = () => {
    connect().then(
      () => onGap?.(),
      () => {
        if (!stopped) retry = setTimeout(reconnect, RELISTEN_DELAY_MS);
      },
    );
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => {});
  };
}

async function openPglite(dataDir?: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let location: string | undefined;
  let unlock = () => {};
  if (dataDir && dataDir !== 'memory://') {
    location = join(dataDir, 'pg');
    mkdirSync(location, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  const client = new PGlite(location, {
    parsers: { 20: (v: string) => Number.parseInt(v, 10) },
  });
  const db = drizzle(client, { schema });
  try {
    await migrate(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    unlock();
    throw error;
  }
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    async execute(sql, params) {
      if (!params || params.length === 0) {
        const results = await client.exec(sql);
        return { rows: (results[results.length - 1]?.rows ?? []) as Record<string, unknown>[] };
      }
      const result = await client.query(sql, params);
      return { rows: result.rows as Record<string, unknown>[] };
    },
    // One process holds the embedded database (the DATA_DIR lock): its own notifications are all there is.
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return () => stop();
    },
    async close() {
      await client.close();
      unlock();
    },
  };
}
