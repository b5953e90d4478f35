import { messages } from '@console/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertDeviceScopeCases, insertStaff } from '../../../test/fixtures';
import { dacLogs, deviceActivityLogs, deviceConnectionLogs } from '../../platform/db/schema';

let t: TestApp;
const now = Math.floor(Date.now() / 1000);
const device = (id: string, call: string, query = '') =>
  `/simplifi/v1/deviceservices/device/${id}/${call}${query}`;
const dac = (mac: string, query = '') => `/simplifi/v1/certificateManager/dac/${mac}/log${query}`;

beforeAll(async () => {
  t = await buildTestApp();
  await insertDeviceScopeCases(t.db);
  await insertStaff(t.db, { userName: 'l4', roles: ['CUSTOMERSUPPORTL4'] });
  await insertStaff(t.db, { userName: 'l3', roles: ['CUSTOMERSUPPORTL3'] });
  const base = { tenantId: 'panasonic', deviceId: 'D01' };
  await t.db.insert(deviceConnectionLogs).values(
    Array.from({ length: 120 }, (_, i) => ({
      ...base,
      ts: now - i * 60,
      online: i % 2 === 0,
      reason: 'connect',
    })),
  );
  await t.db.insert(deviceActivityLogs).values([
    { ...base, ts: now - 100, activity: 'onboard', status: 'success' },
    { ...base, ts: now - 50, activity: 'firmwareUpdate', status: 'failed' },
    ...['D02', 'D03', 'D04'].map((deviceId) => ({
      tenantId: 'panasonic',
      deviceId,
      ts: now,
      activity: 'onboard',
      status: 'success',
    })),
  ]);
  const mac01 = 'AA:BB:CC:DD:EE:01';
  await t.db.insert(dacLogs).values([
    ...Array.from({ length: 3 }, (_, i) => ({
      tenantId: 'panasonic',
      macAddress: mac01,
      ts: now - 1000 + i,
      event: `E${i}`,
    })),
    { tenantId: 'panasonic', macAddress: mac01, ts: now - 200 * 86_400, event: 'OLD' },
    { tenantId: 'panasonic', macAddress: 'AA:BB:CC:DD:EE:02', ts: now, event: 'HIDDEN' },
    { tenantId: 'panasonic', macAddress: '11:22:33:44:55:66', ts: now, event: 'FACTORY' },
    { tenantId: 'northmart', macAddress: mac01, ts: now, event: 'OTHER_TENANT' },
  ]);
});
afterAll(() => t.close());

describe('connection status logs', () => {
  it('answers onlineStatus 1 or 0 with its time, newest first, 100 a page', async () => {
    const headers = await t.loginAs('l1');
    const first = (
      await t.app.inject({ method: 'GET', url: device('D01', 'connDisconnLogs'), headers })
    ).json();
    expect(first).toHaveLength(100);
    expect(first.slice(0, 2)).toEqual([
      { onlineStatus: 1, timestamp: now },
      { onlineStatus: 0, timestamp: now - 60 },
    ]);
    const next = await t.app.inject({
      method: 'GET',
      url: device('D01', 'connDisconnLogs', '?index=1&size=100'),
      headers,
    });
    expect(next.json()).toHaveLength(20);
    expect(next.json()[0].timestamp).toBe(now - 100 * 60);
  });
});

describe('device activity logs', () => {
  it('answers activity rows with the device identifiers, newest first', async () => {
    const headers = await t.loginAs('l1');
    const res = await t.app.inject({ method: 'GET', url: device('D01', 'logs'), headers });
    expect(res.json()).toEqual([
      {
        serialNumber: 'SND01',
        productSerialNumber: 'PSND01',
        macAddress: 'AA:BB:CC:DD:EE:01',
        activity: 'firmwareUpdate',
        status: 'failed',
        timestamp: now - 50,
      },
      expect.objectContaining({ activity: 'onboard', timestamp: now - 100 }),
    ]);
    const page = await t.app.inject({
      method: 'GET',
      url: device('D01', 'logs', '?index=1&size=1'),
      headers,
    });
    expect(page.json().map((r: { activity: string }) => r.activity)).toEqual(['onboard']);
  });
});

describe('connection and activity log access', () => {
  it('answers 401, 403 to a level-0 factory admin or a line tester, and 404 outside scope or tenant', async () => {
    const l1 = await t.headersFor('l1');
    for (const call of ['connDisconnLogs', 'logs']) {
      expect((await t.app.inject({ method: 'GET', url: device('D01', call) })).statusCode).toBe(401);
      for (const user of ['factory', 'linetest']) {
        const headers = await t.headersFor(user);
        const res = await t.app.inject({ method: 'GET', url: device('D01', call), headers });
        expect(res.statusCode, `${call} ${user}`).toBe(403);
        expect(res.json().message).toBe(messages.forbidden);
      }
      for (const id of ['D02', 'D03', 'D04', 'D05', 'NOPE']) {
        const res = await t.app.inject({ method: 'GET', url: device(id, call), headers: l1 });
        expect(res.statusCode, `${call} ${id}`).toBe(404);
        expect(res.json().message).toBe(messages.deviceNotFound);
      }
    }
  });
});

describe('connection and activity log pages', () => {
  it('answers Invalid request for a bad page index or size', async () => {
    const headers = await t.headersFor('l1');
    for (const call of ['connDisconnLogs', 'logs']) {
      for (const page of ['?index=-1', '?size=0', '?index=x']) {
        const res = await t.app.inject({ method: 'GET', url: device('D01', call, page), headers });
        expect(res.statusCode, `${call} ${page}`).toBe(400);
        expect(res.json().message).toBe(messages.invalidRequest);
      }
    }
  });
});

describe('DAC logs', () => {
  it('answers the count and the events of a MAC in the tenant, newest first, either case', async () => {
    const headers = await t.loginAs('l4');
    const res = await t.app.inject({ method: 'GET', url: dac('aa:bb:cc:dd:ee:01'), headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(4);
    expect(res.json().logs.slice(0, 2)).toEqual([
      { timestamp: now - 998, event: 'E2' },
      { timestamp: now - 999, event: 'E1' },
    ]);
  });

  it('pages and keeps to a date range when one is given', async () => {
    const headers = await t.loginAs('factory');
    const query = `?fromTs=${now - 86_400}&toTs=${now}&index=1&size=2`;
    const res = await t.app.inject({ method: 'GET', url: dac('AA:BB:CC:DD:EE:01', query), headers });
    expect(res.json()).toEqual({ count: 3, logs: [{ timestamp: now - 1000, event: 'E0' }] });
    const early = `?fromTs=${now - 100 * 86_400}&toTs=${now}`;
    const bad = await t.app.inject({ method: 'GET', url: dac('AA:BB:CC:DD:EE:01', early), headers });
    expect(bad.json().message).toBe(messages.logStartTooEarly);
  });

  it('shows a MAC with no device yet; one whose device is out of scope answers as an unknown MAC', async () => {
    const headers = await t.loginAs('l4');
    const factoryMac = await t.app.inject({ method: 'GET', url: dac('11:22:33:44:55:66'), headers });
    expect(factoryMac.json().logs).toEqual([{ timestamp: now, event: 'FACTORY' }]);
    const unknown = await t.app.inject({ method: 'GET', url: dac('AA:BB:CC:00:00:99'), headers });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ count: 0, logs: [] });
    const hidden = await t.app.inject({ method: 'GET', url: dac('AA:BB:CC:DD:EE:02'), headers });
    expect(hidden.statusCode).toBe(unknown.statusCode);
    expect(hidden.json()).toEqual(unknown.json());
  });

  it('keeps another tenant to its own events', async () => {
    const headers = await t.loginAs('partner', 'northmart');
    const res = await t.app.inject({ method: 'GET', url: dac('AA:BB:CC:DD:EE:01'), headers });
    expect(res.json()).toEqual({ count: 1, logs: [{ timestamp: now, event: 'OTHER_TENANT' }] });
  });

  it('refuses a MAC that is not six hex pairs with colons', async () => {
    const headers = await t.loginAs('l4');
    for (const mac of ['AABBCCDDEE01', 'AA:BB:CC:DD:EE', 'GG:BB:CC:DD:EE:01', 'AA-BB-CC-DD-EE-01']) {
      const res = await t.app.inject({ method: 'GET', url: dac(mac), headers });
      expect(res.statusCode, mac).toBe(400);
      expect(res.json().message, mac).toBe(messages.invalidMacAddress);
    }
  });

  it('checks the remaining date rules with their messages when dates are sent', async () => {
    const headers = await t.headersFor('l4');
    const cases: [string, string][] = [
      [`?toTs=${now}`, messages.logDatesRequired],
      [`?fromTs=${now - 86_400}&toTs=${now + 86_400}`, messages.logDateInFuture],
      [`?fromTs=${now - 86_400}&toTs=${now - 2 * 86_400}`, messages.logEndBeforeStart],
    ];
    for (const [query, message] of cases) {
      const res = await t.app.inject({ method: 'GET', url: dac('AA:BB:CC:DD:EE:01', query), headers });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
  });

  it('answers 401 without a session and 403 to support levels 1 to 3 and a line tester', async () => {
    expect((await t.app.inject({ method: 'GET', url: dac('AA:BB:CC:DD:EE:01') })).statusCode).toBe(401);
    for (const user of ['l1', 'l3', 'linetest']) {
      const headers = await t.headersFor(user);
      const res = await t.app.inject({ method: 'GET', url: dac('AA:BB:CC:DD:EE:01'), headers });
      expect(res.statusCode, user).toBe(403);
      expect(res.json().message).toBe(messages.forbidden);
    }
  });
});
