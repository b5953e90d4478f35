import type { Database } from '../../platform/db/client';

/** Resolves when the database answers a trivial query: the health check's database probe. */
export async function pingDatabase(database: Database): Promise<void> {
  await database.execute('SELECT 1');
}

/** FOTA commands by state, across tenants: what a rollout dashboard and its alerts watch. */
export async function fotaCommandsByState(database: Database): Promise<Map<string, number>> {
  const { rows } = await database.execute(
    `SELECT status, count(*)::int AS n FROM device_commands WHERE type = 'fota' GROUP BY status`,
  );
  return new Map(rows.map((r) => [String(r.status), Number(r.n)]));
}

/**
 * Jobs waiting or running per pg-boss queue. Empty until the queue has installed its tables (an
 * API-only process that never started it).
 */
export async function jobQueueDepths(
  database: Database,
): Promise<{ queue: string; state: string; n: number }[]> {
  const { rows: installed } = await database.execute(`SELECT to_regclass('pgboss.job') IS NOT NULL AS ok`);
  if (!installed[0]?.ok) return [];
  const { rows } = await database.execute(
    `SELECT name, state::text AS state, count(*)::int AS n FROM pgboss.job
     WHERE state IN ('created', 'retry', 'active') GROUP BY name, state`,
  );
  return rows.map((r) => ({ queue: String(r.name), state: String(r.state), n: Number(r.n) }));
}
