import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTenants } from '../../../test/fixtures';
import { openTestDatabase } from '../../../test/test-db';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';
import { createAuditBatcher } from './token-calls';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await insertTenants(database.db);
});
afterAll(() => database.close());

describe('the audit batcher of API token calls', () => {
  it('writes a burst of calls in a few INSERTs, every one in the tenant’s chain, in order', async () => {
    const errors: unknown[] = [];
    const batcher = createAuditBatcher(database.db, (err) => errors.push(err));
    for (let i = 0; i < 500; i++) {
      batcher.push({
        tenantId: 'panasonic',
        actorName: 'script (token burst)',
        action: 'api-token.call',
        entity: 'api-token',
        entityId: 'burst',
        ip: '127.0.0.1',
        detail: { n: i },
      });
    }
    await batcher.drain();
    expect(errors).toEqual([]);
    // The first call starts a write at once; the 499 behind it go in the next.
    expect(batcher.batches).toBe(2);
    const rows = await database.db
      .select({ seq: auditLog.chainSeq, detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.entityId, 'burst'))
      .orderBy(asc(auditLog.chainSeq));
    expect(rows.map((r) => (r.detail as { n: number }).n)).toEqual([...Array(500).keys()]);
    const first = rows[0]?.seq ?? 0;
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => first + i));
  });
});
