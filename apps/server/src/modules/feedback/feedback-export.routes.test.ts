import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants } from '../../../test/fixtures';
import { auditLog, feedbackTickets } from '../../platform/db/schema';

/* The feedback CSV: timestamps as every CSV writes them (ISO 8601), and its start audited. */

let t: TestApp;
const DOWNLOAD = '/simplifi/v1/appsupport/userFeedback/download';

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'l4', roles: ['CUSTOMERSUPPORTL4'] });
  await t.db.insert(feedbackTickets).values({
    id: 'FB-1',
    tenantId: 'panasonic',
    type: 'WARRANTY',
    deviceBrand: 'PANASONIC',
    deviceCategory: 'AC',
    country: 'in',
    mobile: '+919800000001',
    description: 'Warranty card missing',
    createdAt: new Date('2026-01-02T03:04:05Z'),
    updatedAt: new Date('2026-01-03T00:00:00Z'),
  });
});
afterAll(() => t.close());

const download = async (query: string) =>
  t.app.inject({ method: 'GET', url: `${DOWNLOAD}?${query}`, headers: await t.headersFor('l4') });

describe('GET userFeedback/download', () => {
  it('writes Created At and Updated At in ISO 8601 (UTC), as the statistics CSVs do', async () => {
    const res = await download('type=WARRANTY');
    expect(res.statusCode).toBe(200);
    const [header, row] = res.body.trim().split('\r\n');
    const cells = (row ?? '').split(',');
    const column = (name: string) => cells[(header ?? '').split(',').indexOf(name)];
    expect(column('createdAt')).toBe('2026-01-02T03:04:05.000Z');
    expect(column('updatedAt')).toBe('2026-01-03T00:00:00.000Z');
  });

  it('audits the download when it starts: the actor, the filters and the address', async () => {
    const res = await download('type=WARRANTY&startDate=01012026');
    expect(res.statusCode).toBe(200);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'export.feedback.csv'), eq(auditLog.actorName, 'l4')))
      .orderBy(auditLog.id);
    expect(entries.at(-1)).toMatchObject({
      tenantId: 'panasonic',
      entity: 'feedback',
      ip: '127.0.0.1',
      detail: { filters: { type: 'WARRANTY', startDate: '01012026' } },
    });
  });
});
