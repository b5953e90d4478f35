import { messages } from '@console/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertDevice, insertStaff, insertTenants } from '../../../test/fixtures';
import { auditLog, dealerProducts, dealers } from '../../platform/db/schema';

let t: TestApp;
const dealerOf = (id: string) => `/simplifi/v1/deviceservices/device/${id}/dealer`;
const byId = (id: string) => `/simplifi/v1/deviceservices/dealer?id=${id}`;
const call = async (
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  user: string,
  payload?: object,
  tenant = 'panasonic',
) => t.app.inject({ method, url, headers: await t.headersFor(user, tenant), payload });

const dealerRow = (id: string, tenantId = 'panasonic', country = 'in') => ({
  id,
  tenantId,
  name: `Dealer ${id}`,
  website: 'https://dealer.example',
  email: 'sales@dealer.example',
  phone: [{ number: '919800000001', type: 'free' as const }],
  country,
  address: { line1: '1 MG Road', line2: null, city: 'Pune', pin: 411001 },
  socials: { facebook: null, instagram: null, x: null },
});
const body = (overrides: object = {}) => {
  const { id: _id, tenantId: _t, ...rest } = dealerRow('X');
  return { ...rest, name: 'Renamed Dealer', ...overrides };
};

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'l1', roles: ['CUSTOMERSUPPORTL1'] });
  await insertStaff(t.db, { userName: 'l3', roles: ['CUSTOMERSUPPORTL3SPECIAL'] });
  await insertStaff(t.db, { userName: 'l4', roles: ['CUSTOMERSUPPORTL4'] });
  await insertStaff(t.db, { userName: 'cloud', roles: ['CLOUDADMIN', 'CUSTOMERSUPPORTL1'] });
  await insertStaff(t.db, { userName: 'factory', roles: ['FACTORYADMIN'] });
  await insertStaff(t.db, { userName: 'linetest', roles: ['LINETESTUSER', 'CUSTOMERSUPPORTL4'] });
  await insertStaff(t.db, { userName: 'field', roles: ['CUSTOMERSUPPORTL4', 'FIELDOPERATOR'] });
  await insertStaff(t.db, { userName: 'nm', roles: ['CUSTOMERSUPPORTL4'], tenantId: 'northmart' });
  await insertDevice(t.db, { deviceId: 'D01' });
  await insertDevice(t.db, { deviceId: 'D02' }); // no dealer
  await insertDevice(t.db, { deviceId: 'D03', category: 'WM' }); // outside l1's categories
  await insertDevice(t.db, { deviceId: 'D04', country: 'jp' }); // outside l1's countries
  await insertDevice(t.db, { deviceId: 'D05', brand: 'ANCHOR' }); // outside l1's brands
  await t.db
    .insert(dealers)
    .values([dealerRow('DL1'), dealerRow('DL2'), dealerRow('DLK', 'panasonic', 'lk')]);
  await t.db.insert(dealerProducts).values([
    { tenantId: 'panasonic', productSerialNumber: 'PSND01', dealerId: 'DL1' },
    { tenantId: 'panasonic', productSerialNumber: 'PSND03', dealerId: 'DL1' },
    { tenantId: 'panasonic', productSerialNumber: 'PSND04', dealerId: 'DL1' },
    { tenantId: 'panasonic', productSerialNumber: 'PSND05', dealerId: 'DL1' },
  ]);
});
afterAll(() => t.close());

describe('GET device dealer', () => {
  it("answers the dealer of the device's product serial", async () => {
    const res = await call('GET', dealerOf('D01'), 'l1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 'DL1',
      name: 'Dealer DL1',
      country: 'in',
      address: { city: 'Pune' },
    });
  });

  it('404 Data not Found without a dealer, 404 for a device out of scope, 401 without a session', async () => {
    const none = await call('GET', dealerOf('D02'), 'l1');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(messages.dataNotFound);
    expect((await call('GET', dealerOf('D03'), 'l1')).statusCode).toBe(404);
    expect((await call('GET', dealerOf('D01'), 'nm', undefined, 'northmart')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: dealerOf('D01') })).statusCode).toBe(401);
  });

  it('answers Device not found for a device of another country or brand that has a dealer', async () => {
    for (const id of ['D03', 'D04', 'D05']) {
      const res = await call('GET', dealerOf(id), 'l1');
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message, id).toBe(messages.deviceNotFound);
    }
  });

  it('is for a level-0 factory admin too, not for a line tester', async () => {
    expect((await call('GET', dealerOf('D01'), 'factory')).json()).toMatchObject({ id: 'DL1' });
    const line = await call('GET', dealerOf('D01'), 'linetest');
    expect(line.statusCode).toBe(403);
    expect(line.json().message).toBe(messages.forbidden);
  });
});

describe('PUT dealer', () => {
  it('updates the dealer and audits the previous values', async () => {
    const res = await call('PUT', byId('DL2'), 'l4', body({ website: '', country: 'IN' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: messages.dealerUpdated });
    const [row] = await t.db.select().from(dealers).where(eq(dealers.id, 'DL2'));
    expect(row).toMatchObject({ name: 'Renamed Dealer', website: null, country: 'in' });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'dealer.updated'));
    expect(entry).toMatchObject({ entityId: 'DL2', actorName: 'l4' });
  });

  it.each([
    [{ name: ' ' }, messages.dealerNameRequired],
    [{ website: 'not a url' }, messages.dealerWebsiteInvalid],
    [{ email: 'nope' }, messages.dealerEmailInvalid],
    [{ phone: [{ number: '12e4', type: 'free' }] }, messages.dealerPhoneInvalid],
    [{ country: '' }, messages.dealerCountryRequired],
    [{ address: { line1: '', line2: null, city: 'Pune', pin: null } }, messages.dealerLine1Required],
    [{ address: { line1: 'A', line2: null, city: 'Mumbai 2', pin: null } }, messages.dealerCityLettersOnly],
    [{ address: { line1: 'A', line2: null, city: '  ', pin: null } }, messages.dealerCityRequired],
    [{ address: { line1: 'A', line2: null, city: 'Pune', pin: 41.5 } }, messages.dealerPincodeInvalid],
    // Social links are web addresses, http(s) only, without credentials (issue 29).
    [
      { socials: { facebook: 'javascript:alert(1)', instagram: null, x: null } },
      messages.dealerSocialInvalid,
    ],
    [
      { socials: { facebook: null, instagram: 'ftp://files.example.com/d', x: null } },
      messages.dealerSocialInvalid,
    ],
    [
      { socials: { facebook: null, instagram: null, x: 'https://me:pw@x.com/dealer' } },
      messages.dealerSocialInvalid,
    ],
  ])('refuses %j with its message', async (change, text) => {
    const res = await call('PUT', byId('DL2'), 'l4', body(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(text);
  });

  it('keeps social links that are web addresses', async () => {
    const socials = {
      facebook: 'https://facebook.com/dealer',
      instagram: 'instagram.com/dealer',
      x: 'http://x.com/d',
    };
    const res = await call('PUT', byId('DL2'), 'l4', body({ socials }));
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(dealers).where(eq(dealers.id, 'DL2'));
    expect(row?.socials).toEqual(socials);
  });

  it('answers 401 without a session and 403 below level 5 without cloud admin, or to a field operator or line tester', async () => {
    const anon = await t.app.inject({ method: 'PUT', url: byId('DL2'), payload: body({ name: 'Anon' }) });
    expect(anon.statusCode).toBe(401);
    for (const user of ['l1', 'l3', 'factory', 'field', 'linetest']) {
      const res = await call('PUT', byId('DL2'), user, body({ name: user }));
      expect(res.statusCode, user).toBe(403);
      expect(res.json().message).toBe(messages.forbidden);
    }
    const [row] = await t.db.select().from(dealers).where(eq(dealers.id, 'DL2'));
    expect(row?.name).toBe('Renamed Dealer');
  });

  it('lets a cloud admin edit at level 1', async () => {
    const res = await call('PUT', byId('DL2'), 'cloud', body({ name: 'Cloud Dealer' }));
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(dealers).where(eq(dealers.id, 'DL2'));
    expect(row?.name).toBe('Cloud Dealer');
  });

  it('needs a dealer id', async () => {
    const res = await call('PUT', '/simplifi/v1/deviceservices/dealer?id=', 'l4', body());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.invalidDealerId);
  });

  it('refuses a country outside the caller scope, and dealers of other countries or tenants', async () => {
    expect((await call('PUT', byId('DL2'), 'l4', body({ country: 'lk' }))).statusCode).toBe(400);
    expect((await call('PUT', byId('DLK'), 'l4', body())).statusCode).toBe(404);
    expect((await call('PUT', byId('DL2'), 'nm', body(), 'northmart')).statusCode).toBe(404);
  });
});

describe('DELETE dealer', () => {
  it('is for level above 4 or a cloud admin, never a field operator', async () => {
    for (const user of ['l1', 'l3', 'field', 'factory', 'linetest']) {
      const res = await call('DELETE', byId('DL1'), user);
      expect(res.statusCode, user).toBe(403);
      expect(res.json().message).toBe(messages.forbidden);
    }
    expect((await t.app.inject({ method: 'DELETE', url: byId('DL1') })).statusCode).toBe(401);
    expect(await t.db.select().from(dealers).where(eq(dealers.id, 'DL1'))).toHaveLength(1);
  });

  it('answers Data not Found for a dealer of another country or tenant, and keeps it', async () => {
    for (const [id, user, tenant] of [
      ['DLK', 'l4', 'panasonic'],
      ['DL2', 'nm', 'northmart'],
    ] as const) {
      const res = await call('DELETE', byId(id), user, undefined, tenant);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(messages.dataNotFound);
    }
    expect(await t.db.select().from(dealers).where(eq(dealers.id, 'DLK'))).toHaveLength(1);
    expect(await t.db.select().from(dealers).where(eq(dealers.id, 'DL2'))).toHaveLength(1);
  });

  it('needs an id', async () => {
    const res = await call('DELETE', '/simplifi/v1/deviceservices/dealer?id=', 'l4');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(messages.invalidDealerId);
  });

  it('deletes the dealer with its product mappings, audited; a second delete is 404', async () => {
    const res = await call('DELETE', byId('DL1'), 'l4');
    expect(res.json()).toEqual({ status: 'success', message: messages.dealerDeleted });
    expect(await t.db.select().from(dealerProducts)).toEqual([]);
    expect((await call('GET', dealerOf('D01'), 'l4')).statusCode).toBe(404);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'dealer.deleted'));
    expect(entry).toMatchObject({ entityId: 'DL1', tenantId: 'panasonic' });
    expect((await call('DELETE', byId('DL1'), 'l4')).statusCode).toBe(404);
  });
});
