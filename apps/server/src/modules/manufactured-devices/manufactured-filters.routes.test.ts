import { messages } from '@console/contracts/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants } from '../../../test/fixtures';
import { auditLog } from '../../platform/db/schema';
import { insertUnit } from './test-fixtures';

let t: TestApp;
const LIST = '/simplifi/v1/deviceManagement/devices/manufacturedDevices';
const START_MS = 1_761_955_200_000; // 1 Nov 2025 00:00 UTC
const DAY_MS = 86_400_000;

const get = async (url: string, user = 'l4') =>
  t.app.inject({ method: 'GET', url, headers: await t.headersFor(user, 'panasonic') });
const query = (q: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)])).toString();

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'l4', roles: ['CUSTOMERSUPPORTL4'] });
  await insertStaff(t.db, { userName: 'l2', roles: ['CUSTOMERSUPPORTL2'] });
  await insertStaff(t.db, { userName: 'nm', roles: ['CUSTOMERSUPPORTL4'], tenantId: 'northmart' });
  await insertUnit(t.db, {
    deviceId: 'U01',
    productSerialNumber: 'A01',
    provisionedAt: 1_762_000_000,
    createdAt: new Date('2025-11-01T06:00:00Z'),
  });
  await insertUnit(t.db, { deviceId: 'W01', productSerialNumber: 'W01', category: 'WM' });
});
afterAll(() => t.close());

describe('contradictory Manufactured Devices filters', () => {
  const base = { category: 'AC', startDate: START_MS };
  const cases = [
    ['an end day before the start day', { endDate: START_MS }, messages.endBeforeStart],
    [
      'a start serial after the end serial',
      { startSerialNumber: 'A09', endSerialNumber: 'A01' },
      messages.manufacturedSerialRangeReversed,
    ],
  ] as const;

  for (const [what, filter, message] of cases) {
    it(`refuses ${what} with its message, on the list and the CSV`, async () => {
      for (const path of [LIST, `${LIST}/download`]) {
        const res = await get(`${path}?${query({ ...base, ...filter })}`);
        expect(res.statusCode, path).toBe(400);
        expect(res.json().message).toBe(message);
      }
    });
  }

  it('takes a one-day range and a one-serial range', async () => {
    const res = await get(
      `${LIST}?${query({ ...base, endDate: START_MS + DAY_MS, startSerialNumber: 'A01', endSerialNumber: 'A01' })}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().map((d: { deviceId: string }) => d.deviceId)).toEqual(['U01']);
  });
});

describe('GET manufacturedDevices/:deviceId (the detail a link or a reload opens)', () => {
  it('answers the unit as the list shows it', async () => {
    const res = await get(`${LIST}/U01`);
    expect(res.statusCode).toBe(200);
    const [row] = (await get(`${LIST}?${query({ category: 'AC', startDate: 0 })}`)).json();
    expect(res.json()).toEqual(row);
  });

  it('keeps to the screen rule and the caller: 403 below the rule, 404 outside tenant or scope', async () => {
    expect((await get(`${LIST}/U01`, 'l2')).statusCode).toBe(403);
    const other = await t.app.inject({
      method: 'GET',
      url: `${LIST}/U01`,
      headers: await t.headersFor('nm', 'northmart'),
    });
    expect(other.statusCode).toBe(404);
    expect((await get(`${LIST}/W01`)).statusCode).toBe(404); // a category outside the scope
    expect((await get(`${LIST}/NOPE`)).statusCode).toBe(404);
  });
});

describe('GET manufacturedDevices/download', () => {
  it('writes every date in ISO 8601 (UTC), as the statistics CSVs do', async () => {
    const res = await get(`${LIST}/download?${query({ category: 'AC', startDate: START_MS })}`);
    const [header, row] = res.body.trim().split('\r\n');
    const cells = (row ?? '').split(',');
    const column = (name: string) => cells[(header ?? '').split(',').indexOf(name)];
    expect(column('Manufactured Date')).toBe('2025-11-01T00:00:00.000Z');
    expect(column('Provisioned At')).toBe('2025-11-01T12:26:40.000Z');
    expect(column('Onboarded At')).toBe('');
    expect(column('Created At')).toBe('2025-11-01T06:00:00.000Z');
  });

  it('audits the download when it starts: the actor, the filters and the address', async () => {
    const filters = { category: 'AC', startDate: START_MS, endSerialNumber: 'A05' };
    expect((await get(`${LIST}/download?${query(filters)}`)).statusCode).toBe(200);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'export.manufactured-devices.csv'), eq(auditLog.actorName, 'l4')))
      .orderBy(auditLog.id);
    expect(entries.at(-1)).toMatchObject({
      tenantId: 'panasonic',
      ip: '127.0.0.1',
      detail: { filters: { category: 'AC', startDate: START_MS, endSerialNumber: 'A05' } },
    });
  });
});
