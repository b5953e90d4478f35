import pg from 'pg';

/** Creates the target database when it does not exist yet (connecting to the server's `postgres` database). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`unsupported database name "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

/** Marks a database as loaded by this seeder, so a re-run may wipe it without --reset. */
export const SCALE_MARK = 'loaded by seed:scale';

/** True when the database is empty or was loaded by this seeder. */
export async function safeToWipe(client: pg.ClientBase): Promise<boolean> {
  const { rows } = await client.query<{ tenants: number; mark: string | null }>(
    `SELECT (SELECT count(*)::int FROM tenants) AS tenants, obj_description('public.tenants'::regclass, 'pg_class') AS mark`,
  );
  const row = rows[0];
  return !row || row.tenants === 0 || row.mark === SCALE_MARK;
}

/** Every table of the application schema (migrations live in their own schema and stay). */
export async function applicationTables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  return rows.map((r) => r.name);
}
