import { messages } from '@console/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  insertDevice,
  insertEndUser,
  insertHome,
  insertScopeSamples,
  insertStaff,
  placeDevice,
} from '../../../test/fixtures';

let t: TestApp;
const userHomes = (userId: string) => `/simplifi/v1/homeManagement/users/${userId}/homes`;
const home = (homeId: string) => `/simplifi/v1/homeManagement/homes/${homeId}`;

beforeAll(async () => {
  t = await buildTestApp();
  await insertScopeSamples(t.db);
  await insertStaff(t.db, { userName: 'factory', roles: ['FACTORYADMIN'] });
  await insertStaff(t.db, { userName: 'linetest', roles: ['LINETESTUSER', 'CUSTOMERSUPPORTL4'] });
  await insertEndUser(t.db, { id: 'U4', email: 'u4@example.com', mobile: '+919800000004' });
  await insertEndUser(t.db, { id: 'U5', email: 'u5@example.com', mobile: '+919800000005' });
  const h1Spaces = [
    { id: 'S1', name: 'Living Room' },
    { id: 'S2', name: 'Kitchen' },
  ];
  await insertHome(t.db, { id: 'H1', primary: ['U1'], spaces: h1Spaces });
  await insertHome(t.db, { id: 'H2', homeName: null, primary: ['U4'], secondary: ['U1'] });
  await insertHome(t.db, { id: 'H3', country: 'lk', primary: ['U1'] });
  await insertHome(t.db, {
    id: 'H4',
    tenantId: 'northmart',
    primary: ['U3'],
    spaces: [{ id: 'S4', name: 'Hall' }],
  });
  await insertDevice(t.db, { deviceId: 'D01', category: 'AC' });
  await insertDevice(t.db, { deviceId: 'D02', category: 'WM' });
  await insertDevice(t.db, { deviceId: 'D03', category: 'REF', brand: 'ANCHOR' });
  await insertDevice(t.db, { deviceId: 'D04', category: 'REF' });
  await insertDevice(t.db, { deviceId: 'D05', tenantId: 'northmart' });
  for (const [device, space] of [
    ['D01', 'S1'],
    ['D02', 'S1'],
    ['D03', 'S2'],
    ['D04', 'S2'],
  ] as const) {
    await placeDevice(t.db, device, 'H1', space);
  }
  await placeDevice(t.db, 'D05', 'H4', 'S4');
});
afterAll(() => t.close());

const tenantOf: Record<string, string> = { nm: 'northmart' };
const get = async (url: string, user = 'l1') =>
  t.app.inject({ method: 'GET', url, headers: await t.headersFor(user, tenantOf[user]) });

const h1 = {
  homeId: 'H1',
  homeName: 'H1 Residence',
  address: { addressLine1: 'Flat 1, H1 Towers', addressLine2: 'MG Road', city: 'Pune', pincode: '411001' },
  spaces: [
    {
      spaceId: 'S2',
      spaceName: 'Kitchen',
      devices: [{ deviceId: 'D04', deviceName: 'D04 name', category: 'REF' }],
    },
    {
      spaceId: 'S1',
      spaceName: 'Living Room',
      devices: [{ deviceId: 'D01', deviceName: 'D01 name', category: 'AC' }],
    },
  ],
};

describe('GET homeManagement/users/{userId}/homes', () => {
  it('lists primary and secondary homes with address, spaces and the devices in scope', async () => {
    const res = await get(userHomes('U1'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      userId: 'U1',
      primaryUserHomeIds: [h1],
      secondaryUserHomeIds: [expect.objectContaining({ homeId: 'H2', homeName: null, spaces: [] })],
    });
  });

  it('answers empty lists for a user without homes', async () => {
    const res = await get(userHomes('U5'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ userId: 'U5', primaryUserHomeIds: [], secondaryUserHomeIds: [] });
  });

  it('answers User not found outside the caller tenant and countries', async () => {
    for (const id of ['U2', 'U3', 'nobody']) {
      const res = await get(userHomes(id));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(messages.userNotFound);
    }
  });

  it('shows a partner tenant its own homes only', async () => {
    const res = await get(userHomes('U3'), 'nm');
    expect(res.json().primaryUserHomeIds.map((h: { homeId: string }) => h.homeId)).toEqual(['H4']);
    expect((await get(userHomes('U1'), 'nm')).statusCode).toBe(404);
  });
});

describe('GET homeManagement/homes/{homeId}', () => {
  it('answers one home with its spaces and the devices in scope', async () => {
    const res = await get(home('H1'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(h1);
  });

  it('answers Home not found for another country, tenant or an unknown id', async () => {
    for (const id of ['H3', 'H4', 'nothing']) {
      const res = await get(home(id));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(messages.homeNotFound);
    }
  });
});

describe('homes access', () => {
  it('answers 401 without a session and 403 to a level-0 factory admin or a line tester', async () => {
    for (const url of [userHomes('U1'), home('H1')]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      for (const user of ['fieldop', 'factory', 'linetest']) {
        const res = await get(url, user);
        expect(res.statusCode, `${url} ${user}`).toBe(403);
        expect(res.json().message).toBe(messages.forbidden);
      }
    }
  });

  it('answers Invalid request for a blank id', async () => {
    for (const url of [userHomes('%20'), home('%20')]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(messages.invalidRequest);
    }
  });

  it("shows a partner tenant its own home, the main tenant's as not found", async () => {
    const own = await get(home('H4'), 'nm');
    expect(own.statusCode).toBe(200);
    expect(own.json().spaces).toEqual([
      {
        spaceId: 'S4',
        spaceName: 'Hall',
        devices: [{ deviceId: 'D05', deviceName: 'D05 name', category: 'AC' }],
      },
    ]);
    const other = await get(home('H1'), 'nm');
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(messages.homeNotFound);
  });
});
