import { OFFBOARD_CSV_COLUMNS, ONBOARD_CSV_COLUMNS } from '@console/contracts/insights';
import { messages } from '@console/contracts/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertDevice, insertHome, insertStaff, insertTenants, placeDevice } from '../../../test/fixtures';
import { rowsOf } from '../../platform/db/rows';
import {
  activityEvents,
  auditLog,
  dacLogs,
  deviceConnectionLogs,
  deviceOnboardHistory,
  deviceStatusLogs,
  devices,
} from '../../platform/db/schema';
import { at } from './test-fixtures';

/* DAC Statistics, the two statistics downloads, and the triggers that record activity. */

let t: TestApp;
let l4: Record<string, string>;
const DAC = '/simplifi/v1/certificateManager/dac/count';
const STAT = '/simplifi/v1/deviceManagement/devices/download';
const mac = (n: string) => `AA:BB:CC:DD:EE:${n}`;

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 's.l4', roles: ['CUSTOMERSUPPORTL4'] }); // IN, AC + REF, PANASONIC
  await insertStaff(t.db, { userName: 's.factory', roles: ['FACTORYADMIN'] });
  await insertStaff(t.db, { userName: 's.l3', roles: ['CUSTOMERSUPPORTL3'] });
  await insertStaff(t.db, { userName: 's.l2', roles: ['CUSTOMERSUPPORTL2'] });
  await insertStaff(t.db, { userName: 's.partner', roles: ['CUSTOMERSUPPORTL4'], tenantId: 'northmart' });
  await insertDevice(t.db, { deviceId: 'D01' });
  await insertDevice(t.db, { deviceId: 'D02', modelNumber: 'CS-B', onboardedAt: 1_780_000_000 });
  await insertDevice(t.db, { deviceId: 'D03', brand: 'ANCHOR' });
  await insertDevice(t.db, { deviceId: 'D04', onboardedAt: null });
  await insertDevice(t.db, { deviceId: 'D05', category: 'REF' });
  await insertDevice(t.db, { deviceId: 'D06', tenantId: 'northmart' });
  const D1 = '2026-10-01';
  const D2 = '2026-10-02';
  await t.db.insert(dacLogs).values([
    { tenantId: 'panasonic', macAddress: mac('01'), ts: at(D1, '10:00'), event: 'DAC_ISSUED' },
    { tenantId: 'panasonic', macAddress: mac('01'), ts: at(D1, '09:59'), event: 'DAC_REQUESTED' },
    { tenantId: 'panasonic', macAddress: 'FF:00:00:00:00:01', ts: at(D2, '23:30'), event: 'DAC_ISSUED' },
    { tenantId: 'panasonic', macAddress: mac('03'), ts: at(D1), event: 'DAC_ISSUED' }, // ANCHOR: out of scope
    {
      tenantId: 'panasonic',
      macAddress: 'FF:00:00:00:00:02',
      ts: at('2026-10-03', '00:10'),
      event: 'DAC_ISSUED',
    },
    { tenantId: 'northmart', macAddress: mac('06'), ts: at(D1), event: 'DAC_ISSUED' },
  ]);
  l4 = await t.loginAs('s.l4');
});
afterAll(() => t.close());

const dac = (query: Record<string, string>, headers = l4) =>
  t.app.inject({ method: 'GET', url: DAC, query, headers });

describe('DAC Statistics', () => {
  it('counts certificates issued over whole days, in the caller tenant and scope', async () => {
    const both = await dac({ startTs: '01-10-2026', endTs: '02-10-2026' });
    expect(both.statusCode).toBe(200);
    expect(both.json()).toEqual({ count: 2 });
    expect((await dac({ startTs: '01-10-2026', endTs: '01-10-2026' })).json()).toEqual({ count: 1 });
    const factory = await dac({ startTs: '01-10-2026', endTs: '03-10-2026' }, await t.loginAs('s.factory'));
    expect(factory.json()).toEqual({ count: 3 });
  });

  it('keeps per-day counts equal to the certificates issued by day and their device scope', async () => {
    const counts = rowsOf(
      await t.db.execute(sql`SELECT tenant_id, day::text, category, brand, country, issued::int
        FROM dac_issued_counts ORDER BY 1, 2, 3, 4, 5`),
    );
    const expected = rowsOf(
      await t.db.execute(sql`SELECT l.tenant_id, activity_day(l.ts)::text AS day, COALESCE(d.category, '') AS category,
          COALESCE(d.brand, '') AS brand, COALESCE(d.country, '') AS country, count(*)::int AS issued
        FROM dac_logs l LEFT JOIN devices d ON upper(d.mac_address) = l.mac_address AND d.tenant_id = l.tenant_id
       WHERE l.event = 'DAC_ISSUED' GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`),
    );
    expect(counts).toEqual(expected);
    expect(counts).toHaveLength(5);
  });

  it('refuses a missing, future, reversed or malformed date', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ startTs: '01-10-2026' }, messages.logDatesRequired],
      [{ startTs: '01-10-2026', endTs: '01-01-2099' }, messages.logDateInFuture],
      [{ startTs: '02-10-2026', endTs: '01-10-2026' }, messages.logEndBeforeStart],
      [{ startTs: '2026-10-01', endTs: '02-10-2026' }, messages.invalidDate],
    ];
    for (const [query, message] of cases) {
      const res = await dac(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('is for FACTORYADMIN, CUSTOMERSUPPORTL4 and CLOUDADMIN only', async () => {
    expect((await t.app.inject({ method: 'GET', url: DAC })).statusCode).toBe(401);
    const l3 = await dac({ startTs: '01-10-2026', endTs: '02-10-2026' }, await t.loginAs('s.l3'));
    expect(l3.statusCode).toBe(403);
  });
});

const post = (path: string, headers = l4) => t.app.inject({ method: 'POST', url: `${STAT}${path}`, headers });
const csvRows = (body: string) => body.trim().split('\r\n');

describe('Download Statistics', () => {
  it('streams the onboarded devices of a category group in scope as {category}_Onboard.csv', async () => {
    const res = await post('/deviceOnboardStat/AC');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="AC_Onboard.csv"');
    const [header, ...rows] = csvRows(res.body);
    expect(header).toBe(ONBOARD_CSV_COLUMNS.join(','));
    expect(rows).toEqual([
      `D01,CS-TEST-1,AC,PANASONIC,in,1.2,${mac('01')},PSND01,2023-11-14T22:13:20.000Z`,
      `D02,CS-B,AC,PANASONIC,in,1.2,${mac('02')},PSND02,2026-05-28T20:26:40.000Z`,
    ]);
    expect(csvRows((await post('/deviceOnboardStat/REF')).body)).toHaveLength(2);
  });

  it('refuses a category outside the caller permissions or unknown', async () => {
    for (const category of ['VDP', 'NOPE']) {
      const res = await post(`/deviceOnboardStat/${category}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.invalidStatisticsCategory);
    }
  });

  it('streams every offboarding in scope as Offboard.csv', async () => {
    await t.db.insert(deviceOnboardHistory).values([
      { tenantId: 'panasonic', deviceId: 'D01', userId: 'U1', ts: 1_700_000_100, activity: 'offboard' },
      { tenantId: 'panasonic', deviceId: 'D03', userId: 'U2', ts: 1_700_000_200, activity: 'offboard' },
      { tenantId: 'northmart', deviceId: 'D06', userId: 'U3', ts: 1_700_000_300, activity: 'offboard' },
    ]);
    const res = await post('/deviceOffboardStat');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Offboard.csv"');
    expect(csvRows(res.body)).toEqual([
      OFFBOARD_CSV_COLUMNS.join(','),
      'D01,CS-TEST-1,AC,PANASONIC,in,U1,2023-11-14T22:15:00.000Z',
    ]);
  });

  it('audits each download when it starts: who, which file, the categories, from where', async () => {
    await post('/deviceOnboardStat/AC');
    await post('/deviceOffboardStat');
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} like 'export.statistics.%' and ${auditLog.actorName} = 's.l4'`)
      .orderBy(auditLog.id);
    expect(entries.at(-2)).toMatchObject({
      tenantId: 'panasonic',
      action: 'export.statistics.onboard.csv',
      ip: '127.0.0.1',
      detail: { category: 'AC', categories: ['AC'] },
    });
    expect(entries.at(-1)).toMatchObject({ action: 'export.statistics.offboard.csv', ip: '127.0.0.1' });
    // A refused download (an unknown category) starts nothing and records nothing.
    const before = entries.length;
    await post('/deviceOnboardStat/NOPE');
    const after = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} like 'export.statistics.%' and ${auditLog.actorName} = 's.l4'`);
    expect(after).toHaveLength(before);
  });

  it('is for level above 2 on the main tenant', async () => {
    expect((await t.app.inject({ method: 'POST', url: `${STAT}/deviceOffboardStat` })).statusCode).toBe(401);
    expect((await post('/deviceOffboardStat', await t.loginAs('s.l2'))).statusCode).toBe(403);
    expect((await post('/deviceOffboardStat', await t.loginAs('s.partner', 'northmart'))).statusCode).toBe(
      403,
    );
    expect((await post('/deviceOffboardStat', await t.loginAs('s.l3'))).statusCode).toBe(200);
  });
});

describe('activity recorded where it lands', () => {
  const eventsOf = (deviceId: string) =>
    t.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.deviceId, deviceId))
      .orderBy(activityEvents.ts);

  it('records a control per new control time, a session with its length, and onboarding by city', async () => {
    await insertDevice(t.db, { deviceId: 'D07' });
    await insertHome(t.db, { id: 'H7', primary: [] });
    await placeDevice(t.db, 'D07', 'H7', 'S7');
    await t.db.update(devices).set({ onboardedById: 'U7' }).where(eq(devices.deviceId, 'D07'));
    const cts = at('2026-09-01', '19:00');
    const status = (payload: Record<string, unknown>) =>
      t.db.insert(deviceStatusLogs).values({ tenantId: 'panasonic', deviceId: 'D07', ts: cts + 30, payload });
    await status({ cnt: 'alexa', lcmd: 'actmp', cts });
    await t.db.update(devices).set({ lastStatus: { cts } }).where(eq(devices.deviceId, 'D07'));
    await status({ cnt: 'alexa', lcmd: 'actmp', cts }); // the same control reported again
    await status({ cnt: 'rem', lcmd: 'ps', cts: (cts + 60) * 1000 }); // milliseconds
    await status({ ps: 'on' }); // no control at all
    await t.db.insert(deviceConnectionLogs).values([
      { tenantId: 'panasonic', deviceId: 'D07', ts: cts - 600, online: true, reason: 'connect' },
      { tenantId: 'panasonic', deviceId: 'D07', ts: cts + 300, online: false, reason: 'disconnect' },
    ]);
    await t.db
      .insert(deviceOnboardHistory)
      .values({ tenantId: 'panasonic', deviceId: 'D07', userId: 'U7', ts: cts - 3600, activity: 'onboard' });

    const shape = (await eventsOf('D07')).map((e) => [
      e.kind,
      e.ts,
      e.userId,
      e.controller,
      e.mqttKey,
      e.city,
      e.duration,
    ]);
    expect(shape).toEqual([
      ['onboard', cts - 3600, 'U7', '', '', 'Pune', 0],
      ['sessionStart', cts - 600, '', '', '', '', 0],
      ['control', cts, 'U7', 'ava', 'actmp', 'Pune', 0],
      ['control', cts + 60, '', 'rem', 'ps', 'Pune', 0],
      ['sessionEnd', cts + 300, '', '', '', '', 900],
    ]);
  });
});
