import pg from 'pg';

/**
 * Runs `measure` while another connection writes `table` every `everyMs` (a statement that sets a
 * row's tenant to itself: no data changes, but it commits a write, so the table's trigger tells
 * every server, as a real edit would). Resolves to what `measure` resolves to, with the writes made.
 */
export async function whileWriting<T>(
  databaseUrl: string,
  table: string,
  everyMs: number,
  measure: () => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const name = `"${table.replaceAll('"', '""')}"`;
  const write = `update ${name} set tenant_id = tenant_id where ctid = (select ctid from ${name} limit 1)`;
  let writing = Promise.resolve();
  const timer = setInterval(() => {
    writing = writing.then(() => client.query(write).then(() => undefined));
  }, everyMs);
  try {
    return await measure();
  } finally {
    clearInterval(timer);
    await writing;
    await client.end();
  }
}
