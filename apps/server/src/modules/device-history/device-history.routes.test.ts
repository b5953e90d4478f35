import { messages } from '@console/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertDevice, insertDeviceScopeCases } from '../../../test/fixtures';
import {
  deviceCommands,
  deviceDiagnosticLogs,
  deviceFirmwareHistory,
  deviceOnboardHistory,
  deviceStatusLogs,
  devices,
} from '../../platform/db/schema';

let t: TestApp;
const now = Math.floor(Date.now() / 1000);
const urls = {
  usage: (id: string) => `/simplifi/v1/deviceManagement/devices/${id}/web/status`,
  onboard: (id: string, q = '') => `/simplifi/v1/deviceManagement/devices/${id}/history${q}`,
  firmware: (id: string, q = '') => `/simplifi/v1/fota/firmware/history?deviceId=${id}${q}`,
  diagnostics: (id: string) => `/simplifi/v1/diagnostics/devices/${id}`,
  command: (id: string, commandId: string) =>
    `/simplifi/v1/deviceservices/device/${id}/commands/${commandId}`,
};
const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await buildTestApp();
  // Outside l1's scope: D02 (category), D06 (country), D07 (brand), D05 (tenant).
  await insertDeviceScopeCases(t.db, { country: 'D06', brand: 'D07' });
  await insertDevice(t.db, { deviceId: 'D03' }); // never reported
  await t.db
    .update(devices)
    .set({
      online: true,
      connectedTime: now - 7200,
      statusTs: now - 60,
      lastStatus: { ps: 'on', acdl: 40, cnt: 'app', lcmd: 'temperature', errors: ['E1'] },
    })
    .where(eq(devices.deviceId, 'D01'));
  const base = { tenantId: 'panasonic', deviceId: 'D01' };
  await t.db.insert(deviceStatusLogs).values([
    { ...base, ts: now - 60, payload: { ps: 'on' } },
    { ...base, ts: now - 1860, payload: { ps: 'on' } },
  ]);
  await t.db.insert(deviceOnboardHistory).values([
    { ...base, userId: 'U1', ts: now - 300 * 86_400, activity: 'onboard' },
    { ...base, userId: 'U1', ts: now - 200 * 86_400, activity: 'offboard' },
    { ...base, userId: 'U2', ts: now - 100 * 86_400, activity: 'onboard' },
    { tenantId: 'panasonic', deviceId: 'D02', userId: 'U9', ts: now, activity: 'onboard' },
  ]);
  await t.db.insert(deviceFirmwareHistory).values([
    {
      ...base,
      modelNumber: 'CS-TEST-1',
      firmwareVersion: '1.1',
      downloadDate: now - 50 * 86_400,
      deviceStatus: 'UPGRADED',
    },
    {
      ...base,
      modelNumber: 'CS-TEST-1',
      firmwareVersion: '1.2',
      downloadDate: now - 9 * 86_400,
      deviceStatus: 'FAILED',
    },
    {
      ...base,
      modelNumber: 'CS-TEST-1',
      firmwareVersion: '1.2',
      downloadDate: now - 8 * 86_400,
      deviceStatus: 'UPGRADED',
    },
  ]);
  await t.db.insert(deviceDiagnosticLogs).values([
    { ...base, ts: now - 7200, payload: { idt: 20 } },
    {
      ...base,
      ts: now - 3600,
      payload: {
        ty: 'diagnostic',
        indoorTemperature: 24,
        fst: 1,
        oat: 35,
        rrpm: 3200,
        rlr: 0,
        flt: ['F1', 'F2'],
        extra: 1,
      },
    },
  ]);
});
afterAll(() => t.close());

describe('device usage info', () => {
  it('answers the connection, the last status and when the next report is due', async () => {
    const res = await get(urls.usage('D01'), await t.loginAs('l1'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      deviceId: 'D01',
      onlineStatus: 'true',
      connectedTime: now - 7200,
      ps: 'on',
      acdl: 40,
      cnt: 'app',
      lcmd: 'temperature',
      errors: ['E1'],
      ts: now - 60,
      updatedTime: now - 60,
      nextUpdate: now - 60 + 1800,
    });
  });

  it('answers empty fields for a device that never reported', async () => {
    const res = await get(urls.usage('D03'), await t.loginAs('l1'));
    expect(res.json()).toMatchObject({
      onlineStatus: 'false',
      ps: null,
      errors: [],
      ts: null,
      nextUpdate: null,
    });
  });
});

describe('onboarding and firmware histories', () => {
  it('lists onboard and offboard events of the device, newest first, paged', async () => {
    const headers = await t.loginAs('l1');
    const res = await get(urls.onboard('D01'), headers);
    expect(res.json()).toEqual([
      { userId: 'U2', ts: now - 100 * 86_400, activity: 'onboard' },
      { userId: 'U1', ts: now - 200 * 86_400, activity: 'offboard' },
      { userId: 'U1', ts: now - 300 * 86_400, activity: 'onboard' },
    ]);
    const second = await get(urls.onboard('D01', '?index=1&size=2'), headers);
    expect(second.json()).toEqual([{ userId: 'U1', ts: now - 300 * 86_400, activity: 'onboard' }]);
  });

  it('lists firmware downloads of the device, newest first', async () => {
    const res = await get(urls.firmware('D01'), await t.loginAs('l1'));
    expect(res.json().map((r: { firmwareVersion: string; deviceStatus: string }) => r.deviceStatus)).toEqual([
      'UPGRADED',
      'FAILED',
      'UPGRADED',
    ]);
    expect(res.json()[0]).toEqual({
      firmwareVersion: '1.2',
      downloadDate: now - 8 * 86_400,
      deviceStatus: 'UPGRADED',
      modelNumber: 'CS-TEST-1',
    });
  });

  it('needs a device id for the firmware history', async () => {
    const headers = await t.headersFor('l1');
    for (const url of ['/simplifi/v1/fota/firmware/history', urls.firmware('%20')]) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(messages.invalidRequest);
    }
  });

  it('answers Invalid request for a bad page index or size', async () => {
    const headers = await t.headersFor('l1');
    for (const url of [
      urls.onboard('D01', '?size=0'),
      urls.onboard('D01', '?index=-1'),
      urls.firmware('D01', '&size=x'),
    ]) {
      const res = await get(url, headers);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(messages.invalidRequest);
    }
  });
});

describe('diagnostics data', () => {
  it('groups the latest report into the popup groups, labelled', async () => {
    const res = await get(urls.diagnostics('D01'), await t.loginAs('l1'));
    const body = res.json();
    expect(body.ts).toBe(now - 3600);
    expect(body.groups.map((g: { group: string }) => g.group)).toEqual([
      'Indoor Unit Side',
      'Outdoor Unit Side',
      'Compressor RPM',
      'Abnormal Operation',
    ]);
    expect(body.groups[0].fields).toEqual([
      {
        key: 'indoorTemperature',
        header: 'Indoor Temperature',
        desc: 'Indoor Unit Side: Indoor Temperature (°C)',
        value: 24,
      },
      {
        key: 'fst',
        header: 'Filter Status',
        desc: 'Indoor Unit Side: Filter Status',
        value: messages.filterStatusCleanRequired,
      },
    ]);
    expect(body.groups[2].fields).toContainEqual(
      expect.objectContaining({ key: 'rlr', header: 'RPM Limit Reason', value: messages.rpmLimitNone }),
    );
    expect(body.groups[3].fields[0]).toMatchObject({ header: 'Fault Types', value: 'F1, F2' });
  });

  it('answers no groups for a device without diagnostics', async () => {
    const res = await get(urls.diagnostics('D03'), await t.loginAs('l1'));
    expect(res.json()).toEqual({ deviceId: 'D03', ts: null, groups: [] });
  });
});

describe('device popup access', () => {
  const all = (id: string) => [urls.usage(id), urls.onboard(id), urls.firmware(id), urls.diagnostics(id)];

  it('answers 401 without a session', async () => {
    for (const url of all('D01')) expect((await get(url)).statusCode, url).toBe(401);
  });

  it('answers 403 to a level-0 factory admin (reduced view) and to a line tester', async () => {
    for (const user of ['factory', 'linetest']) {
      const headers = await t.headersFor(user);
      for (const url of all('D01')) {
        const res = await get(url, headers);
        expect(res.statusCode, `${url} ${user}`).toBe(403);
        expect(res.json().message).toBe(messages.forbidden);
      }
    }
  });

  it('keeps devices outside the caller’s categories, countries, brands and tenant invisible, as unknown ones', async () => {
    const l1 = await t.headersFor('l1');
    for (const url of [...all('D02'), ...all('D05'), ...all('D06'), ...all('D07'), ...all('NOPE')]) {
      const res = await get(url, l1);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message, url).toBe(messages.deviceNotFound);
    }
    const partner = await t.loginAs('partner', 'northmart');
    for (const url of all('D01')) expect((await get(url, partner)).statusCode, url).toBe(404);
    expect((await get(urls.usage('D05'), partner)).statusCode).toBe(200);
  });

  it('still finds a device by id at the lookup path beside the history path', async () => {
    const res = await get('/simplifi/v1/deviceManagement/devices/deviceId/D01', await t.loginAs('l1'));
    expect(res.json().deviceId).toBe('D01');
  });
});

describe('a command sent to a device', () => {
  beforeAll(async () => {
    await t.db.insert(deviceCommands).values([
      {
        commandId: 'C1',
        tenantId: 'panasonic',
        deviceId: 'D01',
        type: 'iduConfig',
        targetVersion: '2',
        status: 'sent',
      },
      {
        commandId: 'C2',
        tenantId: 'panasonic',
        deviceId: 'D02',
        type: 'fota',
        targetVersion: '1.3',
        status: 'sent',
      },
      { commandId: 'C5', tenantId: 'northmart', deviceId: 'D05', type: 'fota', status: 'sent' },
      { commandId: 'C6', tenantId: 'panasonic', deviceId: 'D06', type: 'fota', status: 'sent' },
      { commandId: 'C7', tenantId: 'panasonic', deviceId: 'D07', type: 'fota', status: 'sent' },
    ]);
  });

  it('answers where it stands, and the device’s failure reason once it answered', async () => {
    const headers = await t.loginAs('l1');
    const sent = (await get(urls.command('D01', 'C1'), headers)).json();
    expect(sent).toMatchObject({
      commandId: 'C1',
      deviceId: 'D01',
      type: 'iduConfig',
      status: 'sent',
      reason: null,
    });
    expect(sent.createdAt).toBeGreaterThan(now - 60);
    await t.db
      .update(deviceCommands)
      .set({ status: 'failure', reason: 'checksum mismatch' })
      .where(eq(deviceCommands.commandId, 'C1'));
    expect((await get(urls.command('D01', 'C1'), headers)).json()).toMatchObject({
      status: 'failure',
      reason: 'checksum mismatch',
    });
  });

  it('is for anyone who may look the device up, a factory admin too, not a line tester', async () => {
    expect((await get(urls.command('D01', 'C1'))).statusCode).toBe(401);
    expect((await get(urls.command('D01', 'C1'), await t.loginAs('factory'))).statusCode).toBe(200);
    const line = await get(urls.command('D01', 'C1'), await t.headersFor('linetest'));
    expect(line.statusCode).toBe(403);
    expect(line.json().message).toBe(messages.forbidden);
  });

  it('answers Command not found for an unknown id, Invalid request for a blank one', async () => {
    const l1 = await t.headersFor('l1');
    const unknown = await get(urls.command('D01', 'NOPE'), l1);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(messages.commandNotFound);
    const blank = await get(urls.command('D01', '%20'), l1);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(messages.invalidRequest);
  });

  it('shows a partner tenant its own device’s commands only', async () => {
    const partner = await t.headersFor('partner', 'northmart');
    expect((await get(urls.command('D05', 'C5'), partner)).json()).toMatchObject({ commandId: 'C5' });
    for (const [id, command] of [
      ['D01', 'C1'],
      ['D05', 'C1'],
    ] as const) {
      expect((await get(urls.command(id, command), partner)).statusCode, `${id} ${command}`).toBe(404);
    }
  });

  it('keeps other devices’ commands and out-of-scope devices invisible', async () => {
    const l1 = await t.loginAs('l1');
    const other = await get(urls.command('D03', 'C1'), l1);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(messages.commandNotFound);
    expect((await get(urls.command('D02', 'C2'), l1)).statusCode).toBe(404);
    expect((await get(urls.command('D05', 'C5'), l1)).statusCode).toBe(404);
    for (const [id, command] of [
      ['D06', 'C6'],
      ['D07', 'C7'],
    ] as const) {
      const res = await get(urls.command(id, command), l1);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message, id).toBe(messages.deviceNotFound);
    }
  });
});
