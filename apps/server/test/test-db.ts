import { randomBytes } from 'node:crypto';
import { type Database, openDatabase } from '../src/platform/db/client';

/** True when this test run targets the real services (PostgreSQL, Mosquitto) rather than the embedded ones. */
export const realTarget = process.env.TEST_TARGET === 'real';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or on the real target a new
 * PostgreSQL database made from TEST_DATABASE_URL and dropped again at close.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!realTarget || !url) return openDatabase({ dataDir: 'memory://' });
  const { default: pg } = await import('pg');
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  return {
    ...database,
    /** The database's address, for a second handle on it (as another server process would have). */
    url: target.toString(),
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** The broker URL for MQTT tests on the real target (Mosquitto); undefined means start the embedded one. */
export function testMqttUrl(): string | undefined {
  return realTarget ? process.env.TEST_MQTT_URL : undefined;
}

/** REDIS_URL for a test app on the real target (TEST_REDIS_URL), with a key prefix of its own. */
export function testRedisEnv(): Record<string, string> {
  const url = realTarget ? process.env.TEST_REDIS_URL : undefined;
  return url ? { REDIS_URL: url, REDIS_KEY_PREFIX: `test:${randomBytes(6).toString('hex')}:` } : {};
}
