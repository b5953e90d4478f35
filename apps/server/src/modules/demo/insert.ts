import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client';

/** Anything that can insert: the database or a transaction on it. */
export type Writer = Pick<Db, 'insert'>;

/** Multi-row inserts in chunks, well under PostgreSQL's 65,535 bind parameters per statement. */
export async function insertAll<T extends PgTable>(
  writer: Writer,
  table: T,
  rows: readonly T['$inferInsert'][],
  chunkSize = 1000,
): Promise<number> {
  for (let i = 0; i < rows.length; i += chunkSize) {
    // Drizzle cannot relate a generic table to its insert type; the rows are typed by the caller.
    await writer.insert(table).values(rows.slice(i, i + chunkSize) as never);
  }
  return rows.length;
}
