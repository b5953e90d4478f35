import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTenants } from '../../../test/fixtures';
import { openTestDatabase } from '../../../test/test-db';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';
import { createTokenCallAuditor, type TokenCall, tokenCallEntries } from './token-calls';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await insertTenants(database.db);
});
afterAll(() => database.close());

const call = (tokenId: string, n: number, ip = '127.0.0.1'): TokenCall => ({
  tenantId: 'panasonic',
  actorId: 'u1',
  actorName: `script (token ${tokenId})`,
  tokenId,
  at: Date.UTC(2026, 10, 28, 12, 0, 0) + n,
  method: 'GET',
  route: `/simplifi/v1/device/:id?n=${n}`,
  status: 200,
  ip,
});
type Listed = { count: number; calls: { at: string[]; route: string; ip: string; status: number }[] };

describe('the audit of API token calls', () => {
  it('writes a burst of calls in a few INSERTs: every call listed once, in order, in the tenant’s chain', async () => {
    const errors: unknown[] = [];
    const auditor = createTokenCallAuditor(database.db, (err) => errors.push(err));
    // A batch gathers what comes while it waits: calls a moment apart share one entry.
    for (let i = 0; i < 250; i++) auditor.push(call('burst', i));
    await new Promise((resolve) => setImmediate(resolve));
    for (let i = 250; i < 400; i++) auditor.push(call('burst', i));
    await auditor.drain();
    for (let i = 400; i < 500; i++) auditor.push(call('burst', i));
    await auditor.drain();
    expect(errors).toEqual([]);
    expect(auditor.batches).toBe(2);
    const rows = await database.db
      .select({ seq: auditLog.chainSeq, detail: auditLog.detail, action: auditLog.action, ip: auditLog.ip })
      .from(auditLog)
      .where(eq(auditLog.entityId, 'burst'))
      .orderBy(asc(auditLog.chainSeq));
    expect(rows.map((r) => (r.detail as Listed).count)).toEqual([400, 100]);
    expect(rows.every((r) => r.action === 'api-token.calls' && r.ip === '127.0.0.1')).toBe(true);
    const listed = rows.flatMap((r) => (r.detail as Listed).calls.map((c) => c.route));
    expect(listed).toEqual([...Array(500).keys()].map((n) => `/simplifi/v1/device/:id?n=${n}`));
    expect(rows[1]?.seq).toBe((rows[0]?.seq ?? 0) + 1);
  });

  it('one entry per token and at most 1,000 calls, alike calls grouped with each call’s time', () => {
    const alike = (n: number, ip = '127.0.0.1') => ({
      ...call('a', n, ip),
      route: '/simplifi/v1/device/:id',
    });
    const calls = [
      ...Array.from({ length: 1500 }, (_, n) => alike(n, n === 7 ? '10.0.0.9' : '127.0.0.1')),
      { ...alike(1500), status: 404 },
      call('b', 0),
    ];
    const entries = tokenCallEntries(calls);
    expect(entries.map((e) => [e.entityId, (e.detail as Listed).count])).toEqual([
      ['a', 1000],
      ['a', 501],
      ['b', 1],
    ]);
    // Two addresses among a's first thousand: the entry names none, each group its own.
    expect(entries.map((e) => e.ip)).toEqual([null, '127.0.0.1', '127.0.0.1']);
    const first = entries[0]?.detail as Listed | undefined;
    expect(first?.calls.map((g) => [g.ip, g.at.length])).toEqual([
      ['127.0.0.1', 999],
      ['10.0.0.9', 1],
    ]);
    expect(first?.calls[1]?.at).toEqual(['2026-11-28T12:00:00.007Z']);
    expect(first?.calls[0]?.at.slice(6, 8)).toEqual(['2026-11-28T12:00:00.006Z', '2026-11-28T12:00:00.008Z']);
    const second = entries[1]?.detail as Listed | undefined;
    expect(second?.calls.map((g) => [g.status, g.at.length])).toEqual([
      [200, 500],
      [404, 1],
    ]);
  });
});
