import { MAX_PAGE_NUMBER } from '@console/contracts/constants';
import { messages } from '@console/contracts/messages';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertQrSubjects, qrCreateBody } from '../src/modules/qr-codes/test-fixtures';
import { buildTestApp, type TestApp } from './build-app';
import { insertDevice, insertEndUser, insertStaff, insertTenants } from './fixtures';
import {
  FUZZ_ROLES,
  type FuzzRoute,
  type JsonSchema,
  openApiRoutes,
  validValue,
  wireEncode,
} from './fuzz-requests';
import {
  HUGE_NUMBERS,
  HUGE_QUERY_NUMBERS,
  type NumericSlot,
  numericSlots,
  slotName,
  withValueAt,
} from './numeric-slots';

/*
 * The huge-number pass (issue 29): every number of every route's query and JSON body, in turn,
 * set to a huge, negative, fractional or non-numeric value, the rest of the request valid. No
 * answer may be a 500, none may keep the server busy (a 80,000 DPI label took 7.8 s and 790 MB),
 * and none may be a body that size. Every number a request turns into memory or time is bounded.
 */
const SEED = 20261129;
/** Far above any answer of this small data set; a stall took seconds. */
const SLOW_MS = 2_000;
const LARGE_BODY = 2 * 1024 * 1024;
const KNOWN = ['F01', 'U1', 'AC', 'PANASONIC', 'MT0001', 'fuzz'];
const SKIP = new Set(['POST /simplifi/v1/userManagement/logout']);
/** The page numbers of the paged lists: a huge one was only an OFFSET of that many rows to skip. */
const PAGE_NUMBERS = new Set(['page', 'index', 'pgIndex']);

const inADay = () => Math.floor(Date.now() / 1000) + 86_400;
/** Requests that reach the work behind their numbers: a real unit, model, user and device. */
const BASES: Record<
  string,
  { params?: Record<string, string>; query?: Record<string, string>; body?: () => unknown }
> = {
  'POST /simplifi/v1/certificateManager/qrcode': { body: () => qrCreateBody() },
  'GET /simplifi/v1/certificateManager/qrcode': {
    query: { psn: 'PSND01', dpi: '500', count: '4', qrimage: 'true', horizontalSpacingInMM: '2.9' },
  },
  ...Object.fromEntries(
    ['deviceStatusLogs', 'deviceDiagnosticsLogs', 'deviceStatusFile', 'deviceDiagnosticsFile'].map((tab) => [
      `GET /simplifi/v1/deviceservices/device/{id}/${tab}`,
      {
        query: {
          fromTs: String(inADay() - 2 * 86_400),
          toTs: String(inADay() - 86_400),
          index: '0',
          size: '100',
        },
      },
    ]),
  ),
  'GET /simplifi/v1/deviceManagement/devices/manufacturedDevices': {
    query: { category: 'AC', startDate: '1700000000000', endDate: String(Date.now()), page: '0', size: '10' },
  },
  'GET /simplifi/v1/deviceManagement/devices/manufacturedDevices/download': {
    query: { category: 'AC', startDate: '1700000000000', endDate: String(Date.now()) },
  },
  'GET /simplifi/v1/certificateManager/dac/{mac}/log': {
    params: { mac: 'AA:BB:CC:DD:EE:FF' },
    query: { index: '0', size: '10' },
  },
  'GET /simplifi/v1/deviceservices/dealers': { query: { country: 'in', page: '0', size: '10' } },
  'GET /simplifi/v1/appsupport/userFeedback/search': { query: { page: '0', size: '10' } },
  'GET /simplifi/v1/auditManagement/entries': {
    query: { from: String(inADay() - 10 * 86_400), to: String(inADay() - 86_400), size: '10' },
  },
  'POST /simplifi/v1/firmwareupgrade/scheduler/addJob': {
    body: () => ({
      jobName: 'Nightly',
      endDate: inADay() + 86_400 * 30,
      frequency: { dayOfWeek: 'mon', hour: 2, minute: 30 },
    }),
  },
  'POST /simplifi/v1/notificationmanager/send': { body: () => notification() },
  'POST /simplifi/v1/notificationmanager/audience': { body: () => notification() },
};

function notification() {
  return {
    channel: { type: 'sms' },
    message: { text: 'Filter service due' },
    severity: 'info',
    users: { userIds: ['U1'], lastLogin: { gt: 1_700_000_000, lt: inADay() } },
    schedule: { repeatType: 'once', time: inADay() - 3600 },
    expiry: inADay(),
  };
}

let t: TestApp;
let headers: Record<string, string>;
let routes: FuzzRoute[];

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'fuzz', roles: [...FUZZ_ROLES] });
  await insertEndUser(t.db, { id: 'U1', email: 'u1@example.com', mobile: '+919800000001' });
  await insertDevice(t.db, { deviceId: 'F01' });
  await insertQrSubjects(t.db);
  headers = await t.headersFor('fuzz');
  routes = openApiRoutes(t.app.swagger() as Parameters<typeof openApiRoutes>[0]);
});

afterAll(() => t?.close());

/** The route's path with its base's parameters, else the known device F01. */
const pathOf = (template: string, params: Record<string, string> = {}) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? 'F01');

const sample = (schema: JsonSchema, seed: number) =>
  fc.sample(validValue(schema, KNOWN), { seed, numRuns: 1 })[0];

/** The route's request with `value` in `slot`: the base of BASES, or one generated from its schemas. */
function requestWith(route: FuzzRoute, slot: NumericSlot, value: unknown, seed: number) {
  const base = BASES[route.key];
  const params = route.operation.parameters ?? [];
  const query = new Map<string, string>(Object.entries(base?.query ?? {}));
  if (!base)
    for (const p of params.filter((p) => p.in === 'query'))
      query.set(p.name, wireEncode(sample(p.schema, seed)));
  const bodySchema = route.operation.requestBody?.content['application/json']?.schema;
  let body = base?.body?.() ?? (bodySchema ? sample(bodySchema, seed) : undefined);
  if (slot.in === 'query') query.set(slot.name, typeof value === 'string' ? value : String(value));
  else body = withValueAt(body, slot.path, value);
  const path = pathOf(route.path, base?.params);
  const search = [...query].map(([k, v]) => `${k}=${v}`).join('&');
  return {
    method: route.method,
    url: search ? `${path}?${search}` : path,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  };
}

describe('the huge-number pass', () => {
  it('starts from requests that reach the work behind their numbers', async () => {
    for (const [key, base] of Object.entries(BASES)) {
      const [method, template] = key.split(' ') as [string, string];
      const path = pathOf(template, base.params);
      const search = new URLSearchParams(base.query ?? {}).toString();
      const body = base.body?.();
      const res = await t.app.inject({
        method: method as 'GET',
        url: search ? `${path}?${search}` : path,
        headers,
        ...(body === undefined ? {} : { payload: body as object }),
      });
      expect([key, res.statusCode]).toEqual([key, 200]);
    }
  });

  it('answers a huge number in every numeric field with no 500, quickly, and with a small body', async () => {
    const faults: string[] = [];
    let sent = 0;
    for (const [i, route] of routes.filter((r) => !SKIP.has(r.key)).entries()) {
      for (const slot of numericSlots(route.operation)) {
        for (const value of slot.in === 'query' ? HUGE_QUERY_NUMBERS : HUGE_NUMBERS) {
          const request = requestWith(route, slot, value, SEED + i);
          const started = performance.now();
          const res = await t.app.inject(request as InjectOptions);
          const ms = performance.now() - started;
          sent++;
          const shown = `${route.key} ${slotName(slot)}=${String(value)}`;
          if (res.statusCode >= 500) faults.push(`${shown} → ${res.statusCode}`);
          if (ms > SLOW_MS) faults.push(`${shown} took ${Math.round(ms)} ms`);
          if (res.rawPayload.length > LARGE_BODY)
            faults.push(`${shown} answered ${res.rawPayload.length} bytes`);
        }
      }
    }
    console.info(`huge-number pass: ${sent} requests`);
    expect(sent).toBeGreaterThan(300);
    expect(faults).toEqual([]);
  }, 300_000);

  it('refuses a page number past MAX_PAGE_NUMBER in every paged list, with its message', async () => {
    const pageSlots = routes.flatMap((route) =>
      numericSlots(route.operation)
        .filter((slot) => slot.in === 'query' && PAGE_NUMBERS.has(slot.name))
        .map((slot) => ({ route, slot })),
    );
    const past = [
      MAX_PAGE_NUMBER + 1,
      1e9,
      ...HUGE_QUERY_NUMBERS.filter((v) => Number.isFinite(Number(v)) && Number(v) > MAX_PAGE_NUMBER),
    ];
    const wrong: string[] = [];
    for (const [i, { route, slot }] of pageSlots.entries()) {
      const answer = async (value: unknown) => {
        const res = await t.app.inject(requestWith(route, slot, String(value), SEED + i) as InjectOptions);
        const json = String(res.headers['content-type']).startsWith('application/json');
        return `${route.key} ${slotName(slot)}=${String(value)} → ${res.statusCode} ${json ? res.json().message : ''}`;
      };
      for (const value of past) {
        const shown = await answer(value);
        if (!shown.endsWith(`→ 400 ${messages.pageTooFar}`)) wrong.push(shown);
      }
      // The last page number taken: whatever else the request lacks, its page number is not refused.
      const atBound = await answer(MAX_PAGE_NUMBER);
      if (atBound.endsWith(messages.pageTooFar)) wrong.push(atBound);
    }
    // The five that took any page (issue 29) among them, and the log pages that were bounded already.
    expect(pageSlots.map(({ route, slot }) => `${route.key} ${slotName(slot)}`)).toEqual(
      expect.arrayContaining([
        'GET /simplifi/v1/appsupport/userFeedback/search ?page',
        'GET /simplifi/v1/deviceManagement/devices/manufacturedDevices ?page',
        'GET /simplifi/v1/deviceservices/dealers ?page',
        'GET /simplifi/v1/firmwareupgrade/batch/list ?page',
        'GET /simplifi/v1/notificationmanager/log ?pgIndex',
        'GET /simplifi/v1/deviceservices/device/{id}/deviceStatusLogs ?index',
      ]),
    );
    expect(wrong).toEqual([]);
    expect(messages.pageTooFar).toContain(MAX_PAGE_NUMBER.toLocaleString('en-US'));
  });
});
