import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-db';
import { audit } from '../../platform/audit/audit';
import type { Database, Db } from '../../platform/db/client';
import { auditLog } from '../../platform/db/schema';
import { GENESIS_HASH, verifyAuditChain, walkAuditChain } from './audit-chain';
import { runAuditVerify } from './audit-verify-command';

let database: Database;
let db: Db;

const write = (tenantId: string | null, action: string, detail: Record<string, unknown> = {}) =>
  audit(db, {
    tenantId,
    actorId: 'S1',
    actorName: 'Asha',
    action,
    entity: 'dealer',
    entityId: 'D-1',
    detail,
    ip: '10.0.0.1',
  });
/** `count` entries in the tenant, one statement each, as requests write them. */
async function chainOf(tenantId: string, count: number) {
  for (let i = 1; i <= count; i++) await write(tenantId, `test.${i}`, { n: i });
  return rowsOf(tenantId);
}
const rowsOf = (tenantId: string) =>
  db.select().from(auditLog).where(eq(auditLog.tenantId, tenantId)).orderBy(asc(auditLog.chainSeq));
const nth = async (tenantId: string, seq: number) =>
  (await rowsOf(tenantId)).find((r) => r.chainSeq === seq) as typeof auditLog.$inferSelect;
const where = (tenantId: string, seq: number) =>
  and(eq(auditLog.tenantId, tenantId), eq(auditLog.chainSeq, seq));

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(() => database?.close());

describe('the audit chain', () => {
  it("numbers each tenant's entries from 1, each holding the previous entry's hash", async () => {
    const rows = await chainOf('t-chain', 4);
    expect(rows.map((r) => r.chainSeq)).toEqual([1, 2, 3, 4]);
    expect(rows.map((r) => r.prevHash)).toEqual([GENESIS_HASH, ...rows.slice(0, 3).map((r) => r.hash)]);
    expect(new Set(rows.map((r) => r.hash)).size).toBe(4);
    expect(await verifyAuditChain(db, 't-chain')).toEqual({
      checked: 4,
      head: { seq: 4, entryId: rows[3]?.id, hash: rows[3]?.hash },
      problem: null,
      problems: 0,
    });
  });

  it('hashes the previous hash and the canonical text of the fields the decision names', async () => {
    await database.execute(`INSERT INTO audit_log (tenant_id, actor_id, actor_name, action, entity, entity_id, detail, ip, at)
      VALUES ('t-format', 'S1', 'Asha', 'test.format', 'dealer', 'D-1', '{"b": [1, 2], "a": "x"}', '10.0.0.1',
              '2026-01-01T00:00:00.123456Z')`);
    const [row] = await rowsOf('t-format');
    const text = `["t-format", 1, ${row?.id}, 1767225600123456, "S1", "Asha", "test.format", "dealer", "D-1", {"a": "x", "b": [1, 2]}, "10.0.0.1"]`;
    expect(row?.hash).toBe(
      createHash('sha256')
        .update(GENESIS_HASH + text)
        .digest('hex'),
    );
  });

  it('keeps one chain when many transactions write to one tenant at once', async () => {
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        db.transaction(async (tx) => {
          await audit(tx, { tenantId: 't-busy', action: `test.busy.${i}`, entity: 'dealer', ip: null });
          // Work after the entry, as a request may do, while others wait for the tenant's chain.
          await tx.execute(sql`SELECT 1`);
        }),
      ),
    );
    // A multi-row statement chains its rows in order too.
    await db.insert(auditLog).values([
      { tenantId: 't-busy', action: 'test.many.1', entity: 'dealer' },
      { tenantId: 't-busy', action: 'test.many.2', entity: 'dealer' },
    ]);
    const rows = await rowsOf('t-busy');
    expect(rows.map((r) => r.chainSeq)).toEqual(Array.from({ length: 42 }, (_, i) => i + 1));
    expect(rows.slice(-2).map((r) => r.action)).toEqual(['test.many.1', 'test.many.2']);
    expect((await verifyAuditChain(db, 't-busy')).problem).toBeNull();
  });

  it('keeps tenants apart: own numbers, own first entry, and one chain for entries without a tenant', async () => {
    await write('t-a', 'test.a');
    await write(null, 'test.nobody');
    await write('t-b', 'test.b');
    await write('t-a', 'test.a');
    await write(null, 'test.nobody');
    expect((await rowsOf('t-a')).map((r) => r.chainSeq)).toEqual([1, 2]);
    expect((await rowsOf('t-b')).map((r) => [r.chainSeq, r.prevHash])).toEqual([[1, GENESIS_HASH]]);
    const nobody = await db.select().from(auditLog).where(sql`${auditLog.tenantId} IS NULL`);
    expect(nobody.map((r) => r.chainSeq).sort()).toEqual([1, 2]);
    expect((await verifyAuditChain(db, null)).problem).toBeNull();
  });

  it('names an entry whose detail was changed, and only that tenant is affected', async () => {
    await chainOf('t-update', 6);
    await chainOf('t-update-other', 3);
    const third = await nth('t-update', 3);
    await db
      .update(auditLog)
      .set({ detail: { n: 99 } })
      .where(where('t-update', 3));
    const result = await verifyAuditChain(db, 't-update');
    expect(result.problem).toEqual({ kind: 'changed', entryId: third.id, seq: 3 });
    expect(result).toMatchObject({ checked: 6, problems: 1 });
    expect((await verifyAuditChain(db, 't-update-other')).problem).toBeNull();
  });

  it('names where entries were deleted: the numbers missing and the entry after them', async () => {
    await chainOf('t-delete', 6);
    const fifth = await nth('t-delete', 5);
    await db.delete(auditLog).where(where('t-delete', 4));
    expect((await verifyAuditChain(db, 't-delete')).problem).toEqual({
      kind: 'removed',
      fromSeq: 4,
      toSeq: 4,
      beforeEntryId: fifth.id,
    });
    await db.delete(auditLog).where(where('t-delete', 1));
    await db.delete(auditLog).where(where('t-delete', 2));
    const second = await verifyAuditChain(db, 't-delete');
    expect(second.problem).toMatchObject({ kind: 'removed', fromSeq: 1, toSeq: 2 });
    expect(second.problems).toBe(2);
  });

  it('names an entry rewritten with a new hash, by the next one not following it', async () => {
    await chainOf('t-relink', 5);
    const [second, third] = [await nth('t-relink', 2), await nth('t-relink', 3)];
    await database.execute(
      `UPDATE audit_log l SET detail = '{"n": 0}' WHERE tenant_id = 't-relink' AND chain_seq = 2`,
    );
    await database.execute(
      `UPDATE audit_log l SET hash = audit_entry_hash(prev_hash, l) WHERE tenant_id = 't-relink' AND chain_seq = 2`,
    );
    expect((await verifyAuditChain(db, 't-relink')).problem).toEqual({
      kind: 'relinked',
      entryId: third.id,
      seq: 3,
      previousEntryId: second.id,
    });
  });

  it('walks in chunks, saying how many entries it has checked after each', async () => {
    await chainOf('t-walk', 7);
    const lines = [];
    for await (const line of walkAuditChain(db, 't-walk', 3)) lines.push(line);
    expect(lines.slice(0, -1)).toEqual([{ checked: 3 }, { checked: 6 }]);
    expect(lines.at(-1)).toMatchObject({ result: { checked: 7, problem: null } });
    // A tenant without entries has nothing to check.
    expect(await verifyAuditChain(db, 't-none')).toEqual({
      checked: 0,
      head: null,
      problem: null,
      problems: 0,
    });
  });
});

describe('npm run audit:verify', () => {
  const run = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runAuditVerify(db, argv, (line) => lines.push(line));
    return { code, lines };
  };

  it('prints one line per chain and fails when any has a problem', async () => {
    const all = await run();
    expect(all.code).toBe(1);
    expect(all.lines.find((l) => l.startsWith('t-chain: '))).toMatch(
      /^t-chain: The chain is intact; entries checked: 4\. Newest entry #4 /,
    );
    expect(all.lines.find((l) => l.startsWith('t-update: '))).toContain('#3 of the chain) was changed');
    expect(all.lines.find((l) => l.startsWith('(no tenant): '))).toContain('intact');
    expect((await run('--tenant', 't-chain')).code).toBe(0);
  });

  it('checks an anchor kept from an earlier run, which shows the newest entries removed', async () => {
    const rows = await chainOf('t-anchor', 3);
    const head = rows[2] as (typeof rows)[number];
    const anchor = `3:${head.hash}`;
    expect(await run('--tenant', 't-anchor', '--expect', anchor)).toMatchObject({ code: 0 });
    await db.delete(auditLog).where(where('t-anchor', 3));
    // The chain alone is intact (it just ends sooner); the anchor says what is gone.
    const after = await run('--tenant', 't-anchor', '--expect', anchor);
    expect(after.code).toBe(1);
    expect(after.lines).toEqual([
      expect.stringContaining('t-anchor: The chain is intact; entries checked: 2.'),
      't-anchor: Anchor #3 does not hold: the chain has no entry #3.',
    ]);
    await expect(run('--expect', anchor)).rejects.toThrow(/usage/);
  });
});
