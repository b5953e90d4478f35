import type pg from 'pg';

interface Saved {
  constraints: { table: string; name: string; definition: string; kind: string }[];
  indexes: { name: string; definition: string }[];
}

/**
 * Drops the keys, foreign keys and indexes of the tables about to be bulk loaded, and returns
 * what is needed to put them back. Building an index once over loaded rows is far faster than
 * updating it row by row, and foreign keys are then checked in one pass each.
 */
export async function dropForBulkLoad(client: pg.ClientBase, tables: readonly string[]): Promise<Saved> {
  const constraints = await client.query<{ table: string; name: string; definition: string; kind: string }>(
    `SELECT c.conrelid::regclass::text AS table, c.conname AS name, pg_get_constraintdef(c.oid) AS definition,
            c.contype AS kind
       FROM pg_constraint c
      WHERE c.contype IN ('p', 'u', 'f')
        AND (c.conrelid::regclass::text = ANY($1) OR (c.contype = 'f' AND c.confrelid::regclass::text = ANY($1)))`,
    [tables],
  );
  const indexes = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition
       FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [tables],
  );
  // Foreign keys first: a primary key cannot go while a foreign key depends on it.
  const ordered = [...constraints.rows].sort((a, b) => (a.kind === 'f' ? 0 : 1) - (b.kind === 'f' ? 0 : 1));
  for (const c of ordered) await client.query(`ALTER TABLE ${c.table} DROP CONSTRAINT IF EXISTS "${c.name}"`);
  for (const i of indexes.rows) await client.query(`DROP INDEX IF EXISTS "${i.name}"`);
  return { constraints: constraints.rows, indexes: indexes.rows };
}

/** Puts back keys, then foreign keys, then the secondary indexes. */
export async function restoreAfterBulkLoad(
  client: pg.ClientBase,
  saved: Saved,
  report: (what: string, ms: number) => void,
): Promise<void> {
  const order = ['p', 'u', 'f'];
  const constraints = [...saved.constraints].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  for (const c of constraints) {
    const started = Date.now();
    await client.query(`ALTER TABLE ${c.table} ADD CONSTRAINT "${c.name}" ${c.definition}`);
    report(`${c.name}`, Date.now() - started);
  }
  for (const i of saved.indexes) {
    const started = Date.now();
    await client.query(i.definition);
    report(i.name, Date.now() - started);
  }
}
