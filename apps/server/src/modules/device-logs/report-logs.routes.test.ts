import { messages } from '@console/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertDeviceScopeCases } from '../../../test/fixtures';
import { deviceDiagnosticLogs, deviceStatusLogs } from '../../platform/db/schema';

let t: TestApp;
const now = Math.floor(Date.now() / 1000);
const DAY = 86_400;
const from = now - 2 * DAY;
const range = `fromTs=${from}&toTs=${now}`;
const url = (id: string, call: string, query = range) =>
  `/simplifi/v1/deviceservices/device/${id}/${call}?${query}`;
/** 150 status reports ten minutes apart, newest first at now - 60. */
const statusTs = (i: number) => now - 60 - i * 600;

beforeAll(async () => {
  t = await buildTestApp();
  await insertDeviceScopeCases(t.db);
  const base = { tenantId: 'panasonic', deviceId: 'D01' };
  await t.db.insert(deviceStatusLogs).values(
    Array.from({ length: 150 }, (_, i) => ({
      ...base,
      ts: statusTs(i),
      payload: {
        ty: 'status',
        mo: 'CS-TEST-1',
        st: 'ok',
        ps: 'on',
        actmp: 20 + (i % 5),
        lcmd: 'actmp',
      },
    })),
  );
  await t.db.insert(deviceStatusLogs).values([
    { ...base, ts: now - 10 * DAY, payload: { ps: 'off' } },
    { ...base, ts: now - 30, payload: { ps: 'on', lcmd: 'say "hi", then =1+1', cnt: 'app' } },
    { tenantId: 'panasonic', deviceId: 'D02', ts: now - 60, payload: { ps: 'on' } },
    { tenantId: 'panasonic', deviceId: 'D03', ts: now - 60, payload: { ps: 'on' } },
    { tenantId: 'panasonic', deviceId: 'D04', ts: now - 60, payload: { ps: 'on' } },
    { tenantId: 'northmart', deviceId: 'D05', ts: now - 60, payload: { ps: 'on' } },
  ]);
  await t.db.insert(deviceDiagnosticLogs).values([
    {
      ...base,
      ts: now - 100,
      payload: { ty: 'diagnostic', mo: 'CS-TEST-1', st: 'fault', idt: 24, fst: 2, flt: ['E1'] },
    },
    { ...base, ts: now - 200, payload: { indoorTemperature: 22, filterStatus: 0, faultTypes: [] } },
  ]);
});
afterAll(() => t.close());

describe('status and diagnostic log pages', () => {
  it('answers 100 rows newest first, labelled, and the next 100 on the next page', async () => {
    const headers = await t.loginAs('l1');
    const first = await t.app.inject({
      method: 'GET',
      url: url('D01', 'deviceStatusLogs', `${range}&index=0&size=100`),
      headers,
    });
    expect(first.statusCode).toBe(200);
    const rows = first.json();
    expect(rows).toHaveLength(100);
    expect(rows[0].ts).toBe(now - 30);
    expect(rows[1]).toMatchObject({ ts: statusTs(0), ty: 'status', mo: 'CS-TEST-1', st: 'ok' });
    expect(rows[1].payload).toContainEqual({
      key: 'ps',
      header: 'Power Status',
      desc: 'Power Status',
      value: 'on',
    });
    // Last Action holds a code: shown by its name (spec 000 section 3), not as 'actmp'.
    expect(rows[1].payload).toContainEqual({
      key: 'lcmd',
      header: 'Last Action',
      desc: 'Last Action',
      value: 'Temperature',
    });
    const second = (
      await t.app.inject({ method: 'GET', url: url('D01', 'deviceStatusLogs', `${range}&index=1`), headers })
    ).json();
    expect(second).toHaveLength(51);
    expect(second[0].ts).toBe(statusTs(99));
    expect(second.at(-1).ts).toBe(statusTs(149));
  });

  it('caps the page size at 100 and keeps to the date range', async () => {
    const headers = await t.loginAs('l1');
    const big = await t.app.inject({
      method: 'GET',
      url: url('D01', 'deviceStatusLogs', `${range}&size=500`),
      headers,
    });
    expect(big.json()).toHaveLength(100);
    const old = `fromTs=${now - 11 * DAY}&toTs=${now - 9 * DAY}`;
    const res = await t.app.inject({ method: 'GET', url: url('D01', 'deviceStatusLogs', old), headers });
    expect(res.json().map((r: { ts: number }) => r.ts)).toEqual([now - 10 * DAY]);
  });

  it('labels diagnostics whether sent as short codes or named readings', async () => {
    const headers = await t.loginAs('l1');
    const rows = (
      await t.app.inject({ method: 'GET', url: url('D01', 'deviceDiagnosticsLogs'), headers })
    ).json();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ ts: now - 100, st: 'fault', ty: 'diagnostic' });
    expect(rows[0].payload[0]).toEqual({
      key: 'idt',
      header: 'Indoor Temperature',
      desc: 'Indoor Unit Side: Indoor Temperature (°C)',
      value: 24,
    });
    expect(rows[1].payload[0]).toMatchObject({
      key: 'indoorTemperature',
      header: 'Indoor Temperature',
      value: 22,
    });
    // Coded readings in the words the diagnostics popup shows too.
    expect(rows[0].payload[1]).toMatchObject({ key: 'fst', value: messages.filterStatusBlocked });
    expect(rows[1].payload[1]).toMatchObject({ key: 'filterStatus', value: messages.filterStatusOk });
  });

  it('checks each date rule with its message', async () => {
    const headers = await t.loginAs('l1');
    const cases: [string, string][] = [
      [`toTs=${now}`, messages.logDatesRequired],
      [`fromTs=${now - 100 * DAY}&toTs=${now}`, messages.logStartTooEarly],
      [`fromTs=${from}&toTs=${now + DAY}`, messages.logDateInFuture],
      [`fromTs=${from}&toTs=${from - 60}`, messages.logEndBeforeStart],
    ];
    for (const call of [
      'deviceStatusLogs',
      'deviceDiagnosticsLogs',
      'deviceStatusFile',
      'deviceDiagnosticsFile',
    ]) {
      for (const [query, message] of cases) {
        const res = await t.app.inject({ method: 'GET', url: url('D01', call, query), headers });
        expect(res.statusCode, `${call} ${query}`).toBe(400);
        expect(res.json().message, `${call} ${query}`).toBe(message);
      }
    }
  });
});

describe('status and diagnostic downloads', () => {
  it('streams a CSV named by device and range, with escaped values', async () => {
    const headers = await t.loginAs('l1');
    const res = await t.app.inject({ method: 'GET', url: url('D01', 'deviceStatusFile'), headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const day = (ts: number) => new Date(ts * 1000).toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Device_Status_D01_${day(from)}_${day(now)}.csv"`,
    );
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 151);
    expect(lines[0]).toMatch(/^Timestamp,Date \(UTC\),Type,Model,State,Power Status,/);
    expect(lines[1]).toContain(`${now - 30},`);
    expect(lines[1]).toContain('"say ""hi"", then =1+1"');
    expect(lines[2]).toContain(',status,CS-TEST-1,ok,on,');
  });

  it('names the diagnostic file and maps named readings to their columns', async () => {
    const headers = await t.loginAs('l1');
    const res = await t.app.inject({ method: 'GET', url: url('D01', 'deviceDiagnosticsFile'), headers });
    expect(res.headers['content-disposition']).toMatch(
      /filename="Device_Diagnostic_D01_\d{4}-\d\d-\d\d_\d{4}-\d\d-\d\d\.csv"/,
    );
    const [head, newest, older] = res.body.trimEnd().split('\r\n');
    const column = head!.split(',').indexOf('Indoor Temperature (°C)');
    expect(column).toBeGreaterThan(4);
    expect(newest!.split(',')[column]).toBe('24');
    expect(older!.split(',')[column]).toBe('22');
    const filter = head!.split(',').indexOf('Filter Status');
    expect(newest!.split(',')[filter]).toBe(messages.filterStatusBlocked);
    expect(older!.split(',')[filter]).toBe(messages.filterStatusOk);
  });
});

describe('report log access and scope', () => {
  const calls = ['deviceStatusLogs', 'deviceDiagnosticsLogs', 'deviceStatusFile', 'deviceDiagnosticsFile'];

  it('answers 401 without a session and 403 to a level-0 factory admin or a line tester', async () => {
    for (const call of calls) {
      expect((await t.app.inject({ method: 'GET', url: url('D01', call) })).statusCode, call).toBe(401);
      for (const user of ['factory', 'linetest']) {
        const headers = await t.headersFor(user);
        const res = await t.app.inject({ method: 'GET', url: url('D01', call), headers });
        expect(res.statusCode, `${call} ${user}`).toBe(403);
        expect(res.json().message).toBe(messages.forbidden);
      }
    }
  });

  it('answers Invalid request for a bad page index or size', async () => {
    const headers = await t.headersFor('l1');
    for (const call of ['deviceStatusLogs', 'deviceDiagnosticsLogs']) {
      for (const page of ['index=-1', 'size=0', 'size=x']) {
        const res = await t.app.inject({ method: 'GET', url: url('D01', call, `${range}&${page}`), headers });
        expect(res.statusCode, `${call} ${page}`).toBe(400);
        expect(res.json().message).toBe(messages.invalidRequest);
      }
    }
  });

  it('keeps devices outside the caller scope or tenant, and unknown ones, as Device not found', async () => {
    const headers = await t.headersFor('l1');
    for (const call of calls) {
      for (const id of ['D02', 'D03', 'D04', 'D05', 'NOPE']) {
        const res = await t.app.inject({ method: 'GET', url: url(id, call), headers });
        expect(res.statusCode, `${call} ${id}`).toBe(404);
        expect(res.json().message).toBe(messages.deviceNotFound);
      }
    }
  });

  it('finds the page of a device id typed in lower case, as the device lookup does', async () => {
    const headers = await t.headersFor('l1');
    const res = await t.app.inject({ method: 'GET', url: url('d01', 'deviceStatusLogs'), headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].ts).toBe(now - 30);
  });

  it('shows a partner tenant its own device logs only', async () => {
    const headers = await t.loginAs('partner', 'northmart');
    const own = await t.app.inject({ method: 'GET', url: url('D05', 'deviceStatusLogs'), headers });
    expect(own.json()).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'GET', url: url('D01', 'deviceStatusLogs'), headers })).statusCode,
    ).toBe(404);
  });
});
