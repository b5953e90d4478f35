import type { FleetFilter, FleetSearchResult, Segment } from '@console/contracts/segments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  insertDevice,
  insertEndUser,
  insertHome,
  insertStaff,
  insertTenants,
  placeDevice,
} from '../../../test/fixtures';
import {
  appInstalls,
  auditLog,
  dealerProducts,
  dealers,
  deviceCommands,
  deviceOnboardHistory,
  deviceStatusLogs,
  devices,
} from '../../platform/db/schema';

let t: TestApp;
const base = '/simplifi/v1/fleet';
const now = Math.floor(Date.now() / 1000);
const DAY = 86_400;

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object, user = 'l4') =>
  t.app.inject({
    method,
    url: `${base}${url}`,
    headers: await t.headersFor(user, user === 'nm' ? 'northmart' : 'panasonic'),
    ...(body ? { payload: body } : {}),
  });

async function search(filter: FleetFilter, extra: object = {}, user = 'l4') {
  const res = await call('POST', '/search', { filter, ...extra }, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as FleetSearchResult;
}
const ids = async (filter: FleetFilter) =>
  (await search(filter, { size: 200 })).devices.map((d) => d.deviceId);

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  await insertStaff(t.db, {
    userName: 'l4',
    roles: ['CUSTOMERSUPPORTL4'],
    permissions: [
      { country: 'IN', categories: ['AC', 'REF'], brand: 'PANASONIC' },
      { country: 'LK', categories: ['AC', 'REF'], brand: 'PANASONIC' },
    ],
  });
  await insertStaff(t.db, { userName: 'l3', roles: ['CUSTOMERSUPPORTL3'] }); // India only
  await insertStaff(t.db, { userName: 'l2', roles: ['CUSTOMERSUPPORTL2'] });
  await insertStaff(t.db, { userName: 'fieldop', roles: ['FIELDOPERATOR', 'CUSTOMERSUPPORTL4'] });
  await insertStaff(t.db, { userName: 'nm', roles: ['CUSTOMERSUPPORTL4'], tenantId: 'northmart' });
  // F01–F06 in India, F07–F08 in Sri Lanka; out of every scope: a WM, another brand, another tenant.
  await insertDevice(t.db, { deviceId: 'F01', modelNumber: 'CS-A', firmwareVersion: '2.3' });
  await insertDevice(t.db, {
    deviceId: 'F02',
    modelNumber: 'CS-A',
    firmwareVersion: '2.3',
    onboardedAt: null,
  });
  await insertDevice(t.db, {
    deviceId: 'F03',
    modelNumber: 'CS-A',
    firmwareVersion: '2.4',
    onboardedAt: null,
  });
  await insertDevice(t.db, { deviceId: 'F04', modelNumber: 'CS-B', firmwareVersion: '2.3', category: 'REF' });
  await insertDevice(t.db, { deviceId: 'F05', modelNumber: 'CS-B', firmwareVersion: '1.0' });
  await insertDevice(t.db, { deviceId: 'F06', modelNumber: 'CS-A', firmwareVersion: '2.3' });
  await insertDevice(t.db, { deviceId: 'F07', modelNumber: 'CS-A', firmwareVersion: '2.3', country: 'lk' });
  await insertDevice(t.db, { deviceId: 'F08', modelNumber: 'CS-B', firmwareVersion: '2.3', country: 'lk' });
  await insertDevice(t.db, { deviceId: 'X01', category: 'WM' });
  await insertDevice(t.db, { deviceId: 'X02', brand: 'ANCHOR' });
  await insertDevice(t.db, { deviceId: 'X03', tenantId: 'northmart' });
  // Online now: F01, F07; offline since 10 days: F04; offline since 2 days: F05.
  await t.db
    .update(devices)
    .set({ online: true, connectedTime: now - 60 })
    .where(eq(devices.deviceId, 'F01'));
  await t.db
    .update(devices)
    .set({ online: true, connectedTime: now - 60 })
    .where(eq(devices.deviceId, 'F07'));
  await t.db
    .update(devices)
    .set({ connectedTime: now - 10 * DAY })
    .where(eq(devices.deviceId, 'F04'));
  await t.db
    .update(devices)
    .set({ connectedTime: now - 2 * DAY })
    .where(eq(devices.deviceId, 'F05'));
  // F02 was onboarded once and offboarded; F03 never.
  await t.db
    .insert(deviceOnboardHistory)
    .values({ tenantId: 'panasonic', deviceId: 'F02', ts: now - 30 * DAY, activity: 'onboard' });
  // Latest FOTA: F01 failed (hashMismatch) after an earlier success; F05 success.
  await t.db.insert(deviceCommands).values([
    {
      commandId: 'c1',
      tenantId: 'panasonic',
      deviceId: 'F01',
      type: 'fota',
      status: 'success',
      createdAt: new Date((now - 5 * DAY) * 1000),
    },
    {
      commandId: 'c2',
      tenantId: 'panasonic',
      deviceId: 'F01',
      type: 'fota',
      status: 'failure',
      reason: 'hashMismatch',
      createdAt: new Date((now - DAY) * 1000),
    },
    {
      commandId: 'c3',
      tenantId: 'panasonic',
      deviceId: 'F05',
      type: 'fota',
      status: 'success',
      createdAt: new Date((now - DAY) * 1000),
    },
  ]);
  // Error E5 reported by F06 an hour ago, by F04 three days ago.
  await t.db.insert(deviceStatusLogs).values([
    { tenantId: 'panasonic', deviceId: 'F06', ts: now - 3600, payload: { errors: ['E5', 'E1'] } },
    { tenantId: 'panasonic', deviceId: 'F04', ts: now - 3 * DAY, payload: { errors: ['E5'] } },
  ]);
  // F01's home member signed in to the app yesterday; F06's 40 days ago.
  await insertEndUser(t.db, { id: 'U1', email: 'u1@example.com', mobile: '+919800000001' });
  await insertEndUser(t.db, { id: 'U2', email: 'u2@example.com', mobile: '+919800000002' });
  await insertHome(t.db, { id: 'H1', primary: ['U1'], spaces: [{ id: 'S1', name: 'Hall' }] });
  await insertHome(t.db, { id: 'H2', primary: ['U2'], spaces: [{ id: 'S2', name: 'Hall' }] });
  await placeDevice(t.db, 'F01', 'H1', 'S1');
  await placeDevice(t.db, 'F06', 'H2', 'S2');
  await t.db.insert(appInstalls).values([
    {
      tenantId: 'panasonic',
      userId: 'U1',
      platform: 'an',
      appVersion: '1',
      lastLogin: new Date((now - DAY) * 1000),
    },
    {
      tenantId: 'panasonic',
      userId: 'U2',
      platform: 'ios',
      appVersion: '1',
      lastLogin: new Date((now - 40 * DAY) * 1000),
    },
  ]);
  // Dealer D1 sold F03 and F08.
  await t.db.insert(dealers).values({
    id: 'D1',
    tenantId: 'panasonic',
    name: 'Dealer',
    country: 'in',
    address: {} as never,
    socials: {} as never,
  });
  await t.db.insert(dealerProducts).values([
    { tenantId: 'panasonic', productSerialNumber: 'PSNF03', dealerId: 'D1' },
    { tenantId: 'panasonic', productSerialNumber: 'PSNF08', dealerId: 'D1' },
  ]);
});

afterAll(() => t?.close());

describe('POST /fleet/search', () => {
  it('is for level above 2, never a field operator', async () => {
    expect((await call('POST', '/search', { filter: {} }, 'l2')).statusCode).toBe(403);
    expect((await call('POST', '/search', { filter: {} }, 'fieldop')).statusCode).toBe(403);
    expect((await call('POST', '/search', { filter: {} }, 'l3')).statusCode).toBe(200);
  });

  it('answers only devices in the caller scope, with the count and breakdowns adding up', async () => {
    const all = await search({});
    expect(all.devices.map((d) => d.deviceId)).toEqual([
      'F01',
      'F02',
      'F03',
      'F04',
      'F05',
      'F06',
      'F07',
      'F08',
    ]);
    expect(all.counts?.count).toBe(8);
    for (const b of [all.counts!.models, all.counts!.firmwareVersions, all.counts!.countries])
      expect(b.top.reduce((s, r) => s + r.count, 0) + b.other).toBe(8);
    expect(all.counts?.countries.top).toEqual([
      { value: 'in', count: 6 },
      { value: 'lk', count: 2 },
    ]);
    expect((await search({}, {}, 'l3')).counts?.count).toBe(6);
    expect((await search({}, {}, 'nm')).devices.map((d) => d.deviceId)).toEqual(['X03']);
  });

  it('is AND between filters and OR within one', async () => {
    expect(await ids({ modelNumbers: ['CS-A'], firmwareVersions: ['2.3'], countries: ['LK'] })).toEqual([
      'F07',
    ]);
    expect(await ids({ firmwareVersions: ['2.4', '1.0'] })).toEqual(['F03', 'F05']);
    expect(await ids({ categories: ['ref'] })).toEqual(['F04']);
    expect(await ids({ categories: ['WM'] })).toEqual([]);
  });

  it('filters by presence, onboarding, owner login, FOTA, error codes and dealer', async () => {
    expect(await ids({ online: true })).toEqual(['F01', 'F07']);
    expect(await ids({ online: false, lastSeenBefore: now - 7 * DAY })).toEqual([
      'F02',
      'F03',
      'F04',
      'F06',
      'F08',
    ]);
    expect(await ids({ lastSeenAfter: now - 3 * DAY })).toEqual(['F01', 'F05', 'F07']);
    expect(await ids({ onboardState: 'notOnboarded' })).toEqual(['F02', 'F03']);
    expect(await ids({ onboardState: 'neverOnboarded' })).toEqual(['F03']);
    expect(await ids({ ownerLoginBefore: now - 7 * DAY })).toEqual(['F06']);
    expect(await ids({ ownerLoginAfter: now - 7 * DAY })).toEqual(['F01']);
    expect(await ids({ fotaStates: ['failure'] })).toEqual(['F01']);
    expect(await ids({ fotaStates: ['success'] })).toEqual(['F05']);
    expect(await ids({ fotaReasons: ['hashMismatch'] })).toEqual(['F01']);
    expect(await ids({ errorCodes: ['E5'] })).toEqual(['F06']);
    expect(await ids({ errorCodes: ['E5'], errorWithinHours: 96 })).toEqual(['F04', 'F06']);
    expect(await ids({ dealerIds: ['D1'] })).toEqual(['F03', 'F08']);
  });

  it('pages by device id without gaps or repeats, counts only with the first page', async () => {
    const first = await search({}, { size: 3 });
    expect(first.devices.map((d) => d.deviceId)).toEqual(['F01', 'F02', 'F03']);
    expect(first.next).toBe('F03');
    const second = await search({}, { size: 3, after: first.next });
    expect(second.counts).toBeNull();
    expect(second.devices.map((d) => d.deviceId)).toEqual(['F04', 'F05', 'F06']);
    const last = await search({}, { size: 3, after: second.next });
    expect(last.devices.map((d) => d.deviceId)).toEqual(['F07', 'F08']);
    expect(last.next).toBeNull();
  });

  it('refuses a bad filter with a message per field, writing nothing', async () => {
    const bad = await call('POST', '/search', { filter: { onboardedFrom: now, onboardedTo: now - DAY } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('End date cannot be before start date');
    const window = await call('POST', '/search', { filter: { errorWithinHours: 5 } });
    expect(window.statusCode).toBe(400);
    expect(window.body).toContain('Name an error or fault code');
    expect((await call('POST', '/search', { filter: { colour: 'red' } })).statusCode).toBe(400);
    expect((await call('POST', '/search', { filter: { countries: Array(201).fill('in') } })).statusCode).toBe(
      400,
    );
  });
});

describe('GET /fleet/devices.csv', () => {
  it('streams the matching devices and audits the export', async () => {
    const filter = encodeURIComponent(JSON.stringify({ modelNumbers: ['CS-B'] }));
    const res = await call('GET', `/devices.csv?filter=${filter}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toContain('Device ID');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['F04', 'F05', 'F08']);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'export.fleet.csv'));
    expect(entry?.detail).toEqual({ filter: { modelNumbers: ['CS-B'] } });
  });

  it('refuses a filter that does not parse', async () => {
    const res = await call('GET', '/devices.csv?filter=%7Bnope');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('The filter could not be read.');
  });
});

describe('segments', () => {
  let shared: Segment;

  it('saves, lists, updates and deletes a segment; one name per owner', async () => {
    const created = await call('POST', '/segments', {
      name: 'Sri Lanka 2.3',
      visibility: 'tenant',
      filter: { countries: ['lk'], firmwareVersions: ['2.3'] },
    });
    expect(created.statusCode, created.body).toBe(200);
    shared = created.json();
    expect(shared).toMatchObject({
      name: 'Sri Lanka 2.3',
      mine: true,
      lastCount: null,
      ownerName: 'l4 Tester',
    });
    const twice = await call('POST', '/segments', { name: 'sri lanka 2.3', filter: {} });
    expect(twice.statusCode).toBe(409);
    const mine = await call('POST', '/segments', { name: 'Private one', filter: { online: true } });
    const list = (await call('GET', '/segments')).json() as { total: number; segments: Segment[] };
    expect(list.segments.map((s) => s.name).sort()).toEqual(['Private one', 'Sri Lanka 2.3']);
    const renamed = await call('PUT', `/segments/${mine.json().segmentId}`, {
      name: 'Online',
      filter: { online: true },
    });
    expect(renamed.json()).toMatchObject({ name: 'Online' });
    expect((await call('DELETE', `/segments/${mine.json().segmentId}`)).statusCode).toBe(204);
    expect((await call('GET', `/segments/${mine.json().segmentId}`)).statusCode).toBe(404);
  });

  it('a shared segment shows each person only their devices, and only its owner changes it', async () => {
    // l3 sees India only: the Sri Lanka segment is visible but reaches none of l3's devices.
    const seen = (await call('GET', `/segments/${shared.segmentId}`, undefined, 'l3')).json() as Segment;
    expect(seen.mine).toBe(false);
    expect((await search(seen.filter, {}, 'l3')).counts?.count).toBe(0);
    expect(
      (await call('PUT', `/segments/${shared.segmentId}`, { name: 'x', filter: {} }, 'l3')).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/segments/${shared.segmentId}`, undefined, 'l3')).statusCode).toBe(403);
    // Another tenant does not see it at all.
    expect((await call('GET', `/segments/${shared.segmentId}`, undefined, 'nm')).statusCode).toBe(404);
  });

  it('a snapshot keeps exactly which devices a use reached, whatever changes later', async () => {
    const snap = await call('POST', `/segments/${shared.segmentId}/snapshots`, { purpose: 'export' });
    expect(snap.statusCode, snap.body).toBe(200);
    expect(snap.json()).toMatchObject({ count: 2, purpose: 'export', createdBy: 'l4 Tester' });
    await t.db.update(devices).set({ firmwareVersion: '2.5' }).where(eq(devices.deviceId, 'F07'));
    const devicesOf = await call('GET', `/snapshots/${snap.json().snapshotId}/devices`);
    expect(devicesOf.json()).toEqual({ devices: ['F07', 'F08'], next: null });
    // l3 (India only) may read the snapshot of a shared segment, but not the Sri Lankan devices in it.
    const asL3 = await call('GET', `/snapshots/${snap.json().snapshotId}/devices`, undefined, 'l3');
    expect(asL3.json()).toEqual({ devices: [], next: null });
    const seg = (await call('GET', `/segments/${shared.segmentId}`)).json() as Segment;
    expect(seg.lastCount).toBe(2);
    const uses = (await call('GET', `/segments/${shared.segmentId}/snapshots`)).json();
    expect(uses.snapshots).toHaveLength(1);
    expect((await search(seg.filter)).counts?.count).toBe(1);
  });

  it('a search frozen as a snapshot exports exactly its devices, within the reader scope', async () => {
    const snap = await call('POST', '/snapshots', { filter: { modelNumbers: ['CS-B'] }, purpose: 'export' });
    expect(snap.json()).toMatchObject({ count: 3, segmentId: null, purpose: 'export' });
    await t.db.update(devices).set({ modelNumber: 'CS-C' }).where(eq(devices.deviceId, 'F05'));
    const asL4 = await call('GET', `/snapshots/${snap.json().snapshotId}/devices.csv`);
    expect(
      asL4.body
        .trim()
        .split('\n')
        .slice(1)
        .map((l) => l.split(',')[0]),
    ).toEqual(['F04', 'F05', 'F08']);
    const asL3 = await call('GET', `/snapshots/${snap.json().snapshotId}/devices.csv`, undefined, 'l3');
    expect(
      asL3.body
        .trim()
        .split('\n')
        .slice(1)
        .map((l) => l.split(',')[0]),
    ).toEqual(['F04', 'F05']);
    expect((await call('GET', '/snapshots/nope/devices.csv')).statusCode).toBe(404);
  });

  // Last: its devices would change the counts the tests above expect.
  it("counts an error window back from the answer's countsAsOf, however long the answer takes", async () => {
    // Another tenant's 80 devices reported Q9 a second apart from the 24-hour window's start, and
    // the clock moves a second at every reading: the count must be the one countsAsOf names.
    const start = Math.floor(Date.now() / 1000);
    const reporters = Array.from({ length: 80 }, (_, k) => `Q${String(k).padStart(2, '0')}`);
    for (const deviceId of reporters) await insertDevice(t.db, { deviceId, tenantId: 'northmart' });
    await t.db.insert(deviceStatusLogs).values(
      reporters.map((deviceId, k) => ({
        tenantId: 'northmart',
        deviceId,
        ts: start - DAY + k,
        payload: { errors: ['Q9'] },
      })),
    );
    let ms = start * 1000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => (ms += 1000));
    try {
      const answer = await search({ errorCodes: ['Q9'], errorWithinHours: 24 }, { size: 100 }, 'nm');
      const inWindow = reporters.filter((_, k) => start - DAY + k >= (answer.countsAsOf ?? 0) - DAY);
      expect(inWindow.length).toBeGreaterThan(0);
      expect(answer.counts?.count).toBe(inWindow.length);
      expect(answer.devices.map((d) => d.deviceId)).toEqual(inWindow);
    } finally {
      clock.mockRestore();
    }
  });
});
