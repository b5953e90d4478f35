import { messages } from '@console/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertDevice, insertStaff, insertTenants } from '../../../test/fixtures';

let t: TestApp;
const url = (type: string, value: string) => `/simplifi/v1/deviceManagement/devices/${type}/${value}`;

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'l1', roles: ['CUSTOMERSUPPORTL1'] });
  await insertStaff(t.db, { userName: 'factory', roles: ['FACTORYADMIN'] });
  await insertStaff(t.db, { userName: 'linetest', roles: ['LINETESTUSER', 'FACTORYADMIN'] });
  await insertStaff(t.db, { userName: 'partner', roles: ['CUSTOMERSUPPORTL4'], tenantId: 'northmart' });
  await insertDevice(t.db, { deviceId: 'D01' });
  await insertDevice(t.db, { deviceId: 'D02', category: 'WM' });
  await insertDevice(t.db, { deviceId: 'D03', country: 'jp' });
  await insertDevice(t.db, { deviceId: 'D04', brand: 'OTHERBRAND' });
  await insertDevice(t.db, { deviceId: 'D05', tenantId: 'northmart' });
});
afterAll(() => t.close());

describe('GET device by id, MAC or product serial', () => {
  it('finds a device by each search type, with every spec field', async () => {
    const headers = await t.loginAs('l1');
    for (const [type, value] of [
      ['deviceId', 'D01'],
      ['macAddress', 'aa:bb:cc:dd:ee:01'],
      ['productSerialNumber', 'PSND01'],
      // Typed in lower case: found as printed.
      ['deviceId', 'd01'],
      ['productSerialNumber', 'psnd01'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: url(type, value), headers });
      expect(res.statusCode, type).toBe(200);
      expect(res.json()).toMatchObject({
        deviceId: 'D01',
        macAddress: 'AA:BB:CC:DD:EE:01',
        productSerialNumber: 'PSND01',
        firmwareVersion: '1.2',
        onboardedAt: 1_700_000_000,
        onlineStatus: 'false',
        alexaConnectDate: null,
      });
    }
  });

  it('lets a level-0 factory admin look devices up', async () => {
    const headers = await t.loginAs('factory');
    expect((await t.app.inject({ method: 'GET', url: url('deviceId', 'D01'), headers })).statusCode).toBe(
      200,
    );
  });

  it('keeps devices outside the caller category, country, brand and tenant invisible', async () => {
    const headers = await t.loginAs('l1');
    for (const id of ['D02', 'D03', 'D04', 'D05', 'd02']) {
      const res = await t.app.inject({ method: 'GET', url: url('deviceId', id), headers });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(messages.deviceNotFound);
    }
  });

  it('keeps them invisible by MAC and by product serial too', async () => {
    const headers = await t.headersFor('l1');
    for (const n of ['02', '03', '04', '05']) {
      for (const [type, value] of [
        ['macAddress', `AA:BB:CC:DD:EE:${n}`],
        ['productSerialNumber', `PSND${n}`],
      ]) {
        const res = await t.app.inject({ method: 'GET', url: url(type!, value!), headers });
        expect(res.statusCode, `${type} ${value}`).toBe(404);
        expect(res.json().message).toBe(messages.deviceNotFound);
      }
    }
  });

  it('answers Invalid request for a blank value or an unknown search type', async () => {
    const headers = await t.headersFor('l1');
    for (const target of [url('deviceId', '%20'), url('serial', 'D01')]) {
      const res = await t.app.inject({ method: 'GET', url: target, headers });
      expect(res.statusCode, target).toBe(400);
      expect(res.json().message).toBe(messages.invalidRequest);
    }
  });

  it('keeps each caller to their own scope when lookups arrive together (one statement per scope)', async () => {
    const [l1, partner] = [await t.headersFor('l1'), await t.loginAs('partner', 'northmart')];
    const calls = [
      [l1, 'D01', 200],
      [partner, 'D01', 404],
      [l1, 'D05', 404],
      [partner, 'D05', 200],
      [l1, 'D03', 404],
      [l1, 'd01', 200],
    ] as const;
    const answers = await Promise.all(
      calls.map(([headers, id]) => t.app.inject({ method: 'GET', url: url('deviceId', id), headers })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(calls.map(([, , status]) => status));
    expect(answers.filter((res) => res.statusCode === 200).map((res) => res.json().deviceId)).toEqual([
      'D01',
      'D05',
      'D01',
    ]);
  });

  it('shows a partner tenant its own devices only', async () => {
    const headers = await t.loginAs('partner', 'northmart');
    expect((await t.app.inject({ method: 'GET', url: url('deviceId', 'D05'), headers })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: url('deviceId', 'D01'), headers })).statusCode).toBe(
      404,
    );
  });

  it('answers 401 without a session, 403 for a line tester, 400 for an unknown search type', async () => {
    expect((await t.app.inject({ method: 'GET', url: url('deviceId', 'D01') })).statusCode).toBe(401);
    const line = await t.loginAs('linetest');
    expect(
      (await t.app.inject({ method: 'GET', url: url('deviceId', 'D01'), headers: line })).statusCode,
    ).toBe(403);
    const headers = await t.loginAs('l1');
    expect((await t.app.inject({ method: 'GET', url: url('serial', 'D01'), headers })).statusCode).toBe(400);
  });

  it("answers with an API's security headers, on a hit and on an error alike", async () => {
    const headers = await t.loginAs('l1');
    for (const id of ['D01', 'D02']) {
      const res = await t.app.inject({ method: 'GET', url: url('deviceId', id), headers });
      expect(res.headers['content-security-policy'], id).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], id).toBe('DENY');
      expect(res.headers['x-content-type-options'], id).toBe('nosniff');
      expect(res.headers['cache-control'], id).toBe('no-store');
    }
  });
});
