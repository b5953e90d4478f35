import { messages } from '@console/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants } from '../../../test/fixtures';
import { auditLog } from '../../platform/db/schema';

let t: TestApp;
const base = '/simplifi/v1/auditManagement';
const DAY = 86_400_000;
const now = Date.now();

const get = async (url: string, user = 'l4', tenant = 'panasonic') =>
  t.app.inject({ method: 'GET', url: `${base}${url}`, headers: await t.headersFor(user, tenant) });
const entries = async (query: string, user = 'l4', tenant = 'panasonic') => {
  const res = await get(`/entries?${query}`, user, tenant);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    entries: { id: number; action: string; entityId: string | null }[];
    next: number | null;
  };
};
const entry = (tenantId: string, action: string, at: Date, extra: object = {}) => ({
  tenantId,
  actorId: 'S1',
  actorName: 'Asha.Admin',
  action,
  entity: 'dealer',
  entityId: 'DLR-1',
  detail: { after: { name: 'A' } },
  ip: '10.0.0.1',
  at,
  ...extra,
});

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'l4', roles: ['CUSTOMERSUPPORTL4'] });
  await insertStaff(t.db, { userName: 'l3s', roles: ['CUSTOMERSUPPORTL3SPECIAL'] });
  await insertStaff(t.db, { userName: 'cloud', roles: ['CLOUDADMIN', 'CUSTOMERSUPPORTL1'] });
  await insertStaff(t.db, { userName: 'nm', roles: ['CUSTOMERSUPPORTL4'], tenantId: 'northmart' });
  const sameAt = new Date(now - 3 * DAY);
  await t.db.insert(auditLog).values([
    // Nine entries to page through, two of them at the very same instant.
    ...Array.from({ length: 7 }, (_, i) => entry('panasonic', 'test.page', new Date(now - (10 + i) * DAY))),
    entry('panasonic', 'test.page', sameAt, { entityId: 'SAME-1' }),
    entry('panasonic', 'test.page', sameAt, { entityId: 'SAME-2' }),
    entry('panasonic', 'test.filter', new Date(now - 2 * DAY), { actorName: 'Ravi', entityId: 'DEV-9' }),
    entry('panasonic', 'test.old', new Date(now - 200 * DAY)),
    entry('northmart', 'test.partner', new Date(now - DAY), { entityId: 'NM-1' }),
    entry(null as unknown as string, 'test.nobody', new Date(now - DAY), { entityId: 'NOBODY' }),
  ]);
});

afterAll(() => t?.close());

describe('GET /auditManagement/entries', () => {
  it('is for level above 4 or a cloud admin', async () => {
    expect((await get('/entries', 'l3s')).statusCode).toBe(403);
    expect((await get('/entries', 'cloud')).statusCode).toBe(200);
    expect((await get('/entries', 'nm', 'northmart')).statusCode).toBe(200);
  });

  it("shows each tenant its own entries only, and nobody's entries to no one", async () => {
    const main = await entries('size=50');
    const partner = await entries('size=50', 'nm', 'northmart');
    expect(main.entries.map((e) => e.entityId)).not.toContain('NM-1');
    expect(main.entries.map((e) => e.entityId)).not.toContain('NOBODY');
    expect(partner.entries.map((e) => e.action)).toContain('test.partner');
    expect(partner.entries.map((e) => e.action)).not.toContain('test.page');
  });

  it('pages newest first by (at, id), every entry once, also across equal times', async () => {
    const seen: number[] = [];
    let next: number | null = null;
    let pages = 0;
    do {
      const page = await entries(`action=test.page&size=2${next ? `&before=${next}` : ''}`);
      seen.push(...page.entries.map((e) => e.id));
      next = page.next;
      pages++;
    } while (next !== null && pages < 10);
    const rows = await t.db.select().from(auditLog);
    const expected = rows
      .filter((r) => r.action === 'test.page')
      .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id)
      .map((r) => r.id);
    expect(seen).toEqual(expected);
    expect(pages).toBe(5);
  });

  it('filters by action, actor (any case), entity id and dates', async () => {
    const ids = async (q: string) => (await entries(q)).entries.map((e) => e.entityId);
    expect(await ids('action=test.filter')).toEqual(['DEV-9']);
    expect(await ids('actor=RAVI')).toEqual(['DEV-9']);
    expect(await ids('entityId=DEV-9')).toEqual(['DEV-9']);
    const sec = (ms: number) => Math.floor(ms / 1000);
    expect(await ids(`action=test.page&from=${sec(now - 4 * DAY)}&to=${sec(now)}`)).toEqual([
      'SAME-2',
      'SAME-1',
    ]);
    expect(await ids(`action=test.old&from=${sec(now - 80 * DAY)}&to=${sec(now)}`)).toEqual([]);
  });

  it('refuses a date range out of the rules, with its message', async () => {
    const sec = (ms: number) => Math.floor(ms / 1000);
    const refusal = async (q: string) => {
      const res = await get(`/entries?${q}`);
      expect(res.statusCode).toBe(400);
      return res.json().message;
    };
    expect(await refusal(`from=${sec(now - DAY)}`)).toBe(messages.auditDatesBoth);
    expect(await refusal(`from=${sec(now)}&to=${sec(now + DAY)}`)).toBe(messages.auditDateInFuture);
    expect(await refusal(`from=${sec(now)}&to=${sec(now - DAY)}`)).toBe(messages.auditEndBeforeStart);
    expect(await refusal(`from=${sec(now - 91 * DAY)}&to=${sec(now)}`)).toBe(messages.auditRangeTooLong);
  });

  it("answers an empty page after another tenant's entry", async () => {
    const partner = await entries('size=1', 'nm', 'northmart');
    const id = partner.entries[0]?.id;
    expect((await entries(`before=${id}`)).entries).toEqual([]);
  });
});

describe('GET /auditManagement/actions', () => {
  it("lists the actions of the caller's tenant", async () => {
    const res = await get('/actions');
    expect(res.statusCode).toBe(200);
    const actions = res.json() as string[];
    expect(actions).toEqual(expect.arrayContaining(['test.filter', 'test.old', 'test.page']));
    expect(actions).not.toContain('test.partner');
    expect(actions).toEqual([...actions].sort());
    expect((await get('/actions', 'l3s')).statusCode).toBe(403);
  });
});
