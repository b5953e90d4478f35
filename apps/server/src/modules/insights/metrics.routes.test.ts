import { messages } from '@console/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants } from '../../../test/fixtures';
import { at, insertEvents } from './test-fixtures';

/*
 * The metrics portal against a small event set whose answers are counted by hand below. Days are
 * metrics days (UTC+05:30): D1 = 2026-10-01, D2 = 02, D3 = 03.
 */

let t: TestApp;
let l4: Record<string, string>;
const M = '/simplifi/v1/metricsportal';
const range = { startDate: '01-10-2026', endDate: '03-10-2026' };
const get = async (path: string, query: Record<string, string>, headers = l4) => {
  const res = await t.app.inject({ method: 'GET', url: `${M}${path}`, query, headers });
  return { status: res.statusCode, body: res.json() };
};

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'm.l4', roles: ['CUSTOMERSUPPORTL4'] }); // IN, AC + REF, PANASONIC
  await insertStaff(t.db, { userName: 'm.l2', roles: ['CUSTOMERSUPPORTL2'] });
  await insertStaff(t.db, { userName: 'm.partner', roles: ['CUSTOMERSUPPORTL4'], tenantId: 'northmart' });
  await insertStaff(t.db, {
    userName: 'm.brand',
    roles: ['CUSTOMERSUPPORTL4'],
    permissions: [{ country: 'IN', categories: ['AC', 'REF'], brand: 'OTHERBRAND' }],
  });
  const D1 = '2026-10-01';
  const D2 = '2026-10-02';
  const D3 = '2026-10-03';
  await insertEvents(t.db, [
    // Onboardings: D1 (CS-A1, Pune), D2 (CS-A2, Mumbai), D3 (a REF, Pune); and three nobody here sees.
    { kind: 'onboard', ts: at(D1), deviceId: 'D1', userId: 'U1', modelNumber: 'CS-A1', city: 'Pune' },
    { kind: 'onboard', ts: at(D1), deviceId: 'D2', userId: 'U2', modelNumber: 'CS-A2', city: 'Mumbai' },
    { kind: 'onboard', ts: at(D2), deviceId: 'D3', category: 'REF', modelNumber: 'REF-1', city: 'Pune' },
    { kind: 'onboard', ts: at(D1), deviceId: 'D4', brand: 'ANCHOR', city: 'Pune' },
    { kind: 'onboard', ts: at(D1), deviceId: 'D6', category: 'WM', city: 'Pune' },
    { kind: 'onboard', ts: at(D1), deviceId: 'D5', tenantId: 'northmart', city: 'Pune' },
    { kind: 'offboard', ts: at(D3), deviceId: 'D2', modelNumber: 'CS-A2', city: 'Mumbai' },
    // Registrations (U3 is in Sri Lanka) and homes.
    { kind: 'register', ts: at(D1), userId: 'U1', category: '', brand: '' },
    { kind: 'register', ts: at(D2), userId: 'U2', category: '', brand: '' },
    { kind: 'register', ts: at(D1), userId: 'U3', category: '', brand: '', country: 'lk' },
    { kind: 'homeMember', ts: at(D1), userId: 'U1', category: '', brand: '', city: 'Pune' },
    { kind: 'homeMember', ts: at(D2), userId: 'U2', category: '', brand: '', city: 'Mumbai' },
    // Controls on D1.
    {
      kind: 'control',
      ts: at(D1, '10:00'),
      deviceId: 'D1',
      userId: 'U1',
      controller: 'an',
      mqttKey: 'actmp',
    },
    { kind: 'control', ts: at(D1, '10:30'), deviceId: 'D1', userId: 'U1', controller: 'an', mqttKey: 'ps' },
    { kind: 'control', ts: at(D1, '20:00'), deviceId: 'D1', controller: 'rem', mqttKey: 'ps' },
    {
      kind: 'control',
      ts: at(D1, '10:15'),
      deviceId: 'D3',
      userId: 'U1',
      controller: 'ios',
      mqttKey: 'rftmp',
      category: 'REF',
    },
    { kind: 'control', ts: at(D1, '21:00'), deviceId: 'D2', userId: 'U2', controller: 'ava', mqttKey: 'ps' },
    {
      kind: 'control',
      ts: at(D1, '21:00'),
      deviceId: 'D4',
      userId: 'U9',
      controller: 'gva',
      mqttKey: 'ps',
      brand: 'ANCHOR',
    },
    // Sessions on D1, a login on D2.
    { kind: 'sessionStart', ts: at(D1, '09:00'), deviceId: 'D1' },
    { kind: 'sessionEnd', ts: at(D1, '09:30'), deviceId: 'D1', duration: 1800 },
    { kind: 'sessionEnd', ts: at(D1, '09:45'), deviceId: 'D3', category: 'REF', duration: 600 },
    { kind: 'login', ts: at(D2, '08:00'), userId: 'U2', category: '' },
  ]);
  l4 = await t.loginAs('m.l4');
});
afterAll(() => t.close());

describe('metrics portal', () => {
  it('counts AC onboardings and offboardings per day of a range', async () => {
    const on = await get('/onboardDevicesCountAc', range);
    expect(on.status).toBe(200);
    expect(on.body.data).toEqual([
      { date: '01-10-2026', totalCount: 2, deviceCategories: { AC: 2 } },
      { date: '02-10-2026', totalCount: 0, deviceCategories: {} },
      { date: '03-10-2026', totalCount: 0, deviceCategories: {} },
    ]);
    const off = await get('/offBoardDeviceCountAc', range);
    expect(off.body.data.map((p: { totalCount: number }) => p.totalCount)).toEqual([0, 0, 1]);
  });

  it('counts other categories by group', async () => {
    const { body } = await get('/onboardDevicesCount/onboard', range);
    expect(body.data[1]).toEqual({ date: '02-10-2026', totalCount: 1, deviceCategories: { REF: 1 } });
    expect(body.data[0].totalCount).toBe(0); // the WM is outside the caller's categories
  });

  it('counts registrations, their running total and the onboardings of a category', async () => {
    const { body } = await get('/onboardUsersCountByCategory/AC', range);
    expect(body.data).toEqual([
      { date: '01-10-2026', totalCount: 2, users: 1, totalRegisteredUser: 1 },
      { date: '02-10-2026', totalCount: 0, users: 1, totalRegisteredUser: 2 },
      { date: '03-10-2026', totalCount: 0, users: 0, totalRegisteredUser: 2 },
    ]);
  });

  it('counts distinct active devices and users of a day per controller', async () => {
    const devices = await get('/usersCount', { onDate: '01-10-2026' });
    expect(devices.body.data).toEqual([
      { date: '01-10-2026', totalCount: 3, deviceControllers: { an: 1, ios: 1, ava: 1, gva: 0, rem: 1 } },
    ]);
    const users = await get('/usersCount', { onDate: '01-10-2026', subject: 'user' });
    expect(users.body.data[0]).toEqual({
      date: '01-10-2026',
      totalCount: 2,
      deviceControllers: { an: 1, ios: 1, ava: 1, gva: 0, rem: 0 },
    });
  });

  it('counts active devices per hour', async () => {
    const { body } = await get('/activeDevicesCount', { startDate: '01-10-2026' });
    const [point] = body.data;
    expect(point.deviceCount).toBe(3);
    const nonZero = Object.entries(point.usersActiveHourly)
      .filter(([, n]) => n !== 0)
      .sort(([a], [b]) => a.localeCompare(b));
    expect(nonZero).toEqual([
      ['09', 1],
      ['10', 2],
      ['20', 1],
      ['21', 1],
    ]);
  });

  it('places devices (net of offboardings) and users by city, up to a day', async () => {
    const d1 = await get('/geographicalDist', { onDate: '01-10-2026' });
    expect(d1.body.data).toEqual([
      { name: 'Mumbai', location: [72.8777, 19.076], deviceCount: 1, userCount: 0 },
      { name: 'Pune', location: [73.8567, 18.5204], deviceCount: 1, userCount: 1 },
    ]);
    const d3 = await get('/geographicalDist', { onDate: '03-10-2026' });
    expect(d3.body.data).toEqual([
      { name: 'Pune', location: [73.8567, 18.5204], deviceCount: 2, userCount: 1 },
      { name: 'Mumbai', location: [72.8777, 19.076], deviceCount: 0, userCount: 1 },
    ]);
  });

  it('counts onboardings by model, users by active days, session lengths and MQTT keys', async () => {
    const models = await get('/onboardDevicesCountByModal', { ...range, category: 'AC' });
    expect(models.body.data[0]).toEqual({
      date: '01-10-2026',
      totalCount: 2,
      modelCategories: { 'CS-A1': 1, 'CS-A2': 1 },
    });
    const groups = await get('/groupUsers', { startDate: '01-10-2026', endDate: '02-10-2026' });
    expect(groups.body.data).toEqual([
      { name: 'once', users: 1 },
      { name: 'twice', users: 1 },
      { name: 'thrice', users: 0 },
      { name: 'weekly', users: 0 },
    ]);
    const durations = await get('/usersDuration', { onDate: '01-10-2026' });
    expect(durations.body.data).toHaveLength(24);
    expect(durations.body.data[9]).toEqual({
      date: '09',
      totalCount: 2,
      totalDuration: 2400,
      averageDuration: 1200,
    });
    const keys = await get('/mqttKeysFrequency', { onDate: '01-10-2026', category: 'AC' });
    expect(keys.body.data).toEqual([
      { date: '01-10-2026', totalCount: 4, mqttKeysCount: { actmp: 1, ps: 3 } },
    ]);
    const ref = await get('/mqttKeysFrequency', { onDate: '01-10-2026', category: 'REF' });
    expect(ref.body.data[0].mqttKeysCount).toEqual({ rftmp: 1 });
  });

  it('answers presets with their bucket counts: 7 days, 12 weeks, 12 months', async () => {
    for (const [dateType, n] of [
      ['daily', 7],
      ['weekly', 12],
      ['monthly', 12],
    ] as const) {
      const { status, body } = await get('/onboardDevicesCountAc', { dateType });
      expect(status).toBe(200);
      expect(body.data).toHaveLength(n);
    }
  });

  it('refuses a bad range or a missing date with the spec messages', async () => {
    const long = await get('/onboardDevicesCountAc', { startDate: '01-01-2026', endDate: '02-04-2026' });
    expect(long).toMatchObject({ status: 400, body: { message: messages.metricsRangeTooLong } });
    const reversed = await get('/onboardDevicesCountAc', { startDate: '03-10-2026', endDate: '01-10-2026' });
    expect(reversed.body.message).toBe(messages.metricsEndBeforeStart);
    const empty = await get('/onboardDevicesCountAc', { startDate: '03-10-2026' });
    expect(empty.body.message).toBe(messages.metricsRangeEmpty);
    const noDate = await get('/usersDuration', {});
    expect(noDate).toMatchObject({ status: 400, body: { message: messages.metricsDateMissing } });
  });

  it('is for level above 2 on the main tenant, and shows only the caller brands', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: `${M}/usersDuration?onDate=01-10-2026` });
    expect(anonymous.statusCode).toBe(401);
    expect((await get('/usersDuration', { onDate: '01-10-2026' }, await t.loginAs('m.l2'))).status).toBe(403);
    const partner = await t.loginAs('m.partner', 'northmart');
    expect((await get('/usersDuration', { onDate: '01-10-2026' }, partner)).status).toBe(403);
    const other = await t.loginAs('m.brand');
    const on = await get('/onboardDevicesCountAc', range, other);
    expect(on.body.data.map((p: { totalCount: number }) => p.totalCount)).toEqual([0, 0, 0]);
    const users = await get('/usersCount', { onDate: '01-10-2026', subject: 'user' }, other);
    expect(users.body.data[0].totalCount).toBe(0);
  });
});
