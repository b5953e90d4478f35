import { AuditChainLine } from '@console/contracts/audit-log';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { audit } from '../../platform/audit/audit';
import { auditLog } from '../../platform/db/schema';
import { insertAuditReaders } from './test-fixtures';

let t: TestApp;
const url = '/simplifi/v1/auditManagement/chain/verify';

const verify = async (user: string, tenant = 'panasonic') => {
  const res = await t.app.inject({ method: 'POST', url, headers: await t.headersFor(user, tenant) });
  return {
    res,
    lines:
      res.statusCode === 200
        ? res.body
            .trim()
            .split('\n')
            .map((l) => AuditChainLine.parse(JSON.parse(l)))
        : [],
  };
};
const resultOf = (lines: AuditChainLine[]) => {
  const last = lines.at(-1);
  if (!last || !('result' in last)) throw new Error('no result line');
  return last.result;
};

beforeAll(async () => {
  t = await buildTestApp();
  await insertAuditReaders(t.db);
  for (const tenantId of ['panasonic', 'northmart'])
    for (let i = 0; i < 5; i++)
      await audit(t.db, { tenantId, action: 'test.chain', entity: 'dealer', entityId: `D-${i}`, ip: null });
});
afterAll(() => t?.close());

describe('POST /auditManagement/chain/verify', () => {
  it("walks the caller's tenant's chain as NDJSON and records the verification with its result", async () => {
    const { res, lines } = await verify('l4');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    const result = resultOf(lines);
    expect(result).toMatchObject({ problem: null, problems: 0 });
    // The sign-in and the entries above, all of this tenant's chain up to its newest entry.
    const mine = await t.db.select().from(auditLog).where(eq(auditLog.tenantId, 'panasonic'));
    expect(result.checked).toBe(mine.length - 1);
    const [recorded] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, 'panasonic'), eq(auditLog.action, 'audit.chain.verified')));
    expect(recorded).toMatchObject({
      actorName: 'l4',
      entity: 'audit_log',
      detail: { checked: result.checked, intact: true, head: result.head, problem: null, problems: 0 },
    });
    // The verification follows the head it saw.
    expect(recorded?.prevHash).toBe(result.head?.hash);
  });

  it("names a deleted entry of the caller's tenant, and another tenant's chain stays whole", async () => {
    const victim = (
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, 'northmart'), eq(auditLog.entityId, 'D-2')))
    )[0];
    await t.db.delete(auditLog).where(eq(auditLog.id, victim?.id ?? 0));
    const northmart = resultOf((await verify('nm', 'northmart')).lines);
    expect(northmart.problem).toMatchObject({
      kind: 'removed',
      fromSeq: victim?.chainSeq,
      toSeq: victim?.chainSeq,
    });
    const [recorded] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, 'northmart'), eq(auditLog.action, 'audit.chain.verified')));
    expect(recorded?.detail).toMatchObject({ intact: false, problems: 1 });
    expect(resultOf((await verify('l4')).lines).problem).toBeNull();
  });

  it('is for the people who may read the audit log', async () => {
    expect((await verify('l3s')).res.statusCode).toBe(403);
  });
});
