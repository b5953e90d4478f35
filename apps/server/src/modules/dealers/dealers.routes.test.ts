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
  address: { line1: '1 MG Road', line2: null, city: 'Pune', pincode: '411001' },
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
  await insertStaff(t.db, { userName: 'l4', roles: ['CUSTOMERSUPPORTL4'] });
  await insertStaff(t.db, { userName: 'field', roles: ['CUSTOMERSUPPORTL4', 'FIELDOPERATOR'] });
  await insertStaff(t.db, { userName: 'nm', roles: ['CUSTOMERSUPPORTL4'], tenantId: 'northmart' });
  await insertDevice(t.db, { deviceId: 'D01' });
  await insertDevice(t.db, { deviceId: 'D02' }); // no dealer
  await insertDevice(t.db, { deviceId: 'D03', category: 'WM' }); // outside l1's categories
  await t.db
    .insert(dealers)
    .values([dealerRow('DL1'), dealerRow('DL2'), dealerRow('DLK', 'panasonic', 'lk')]);
  await t.db.insert(dealerProducts).values([
    { tenantId: 'panasonic', productSerialNumber: 'PSND01', dealerId: 'DL1' },
    { tenantId: 'panasonic', productSerialNumber: 'PSND03', dealerId: 'DL1' },
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
    [{ address: { line1: '', line2: null, city: 'Pune', pincode: null } }, messages.dealerLine1Required],
    [{ address: { line1: 'A', line2: null, city: 'P1', pincode: null } }, messages.dealerCityRequired],
  ])('refuses %j with its message', async (change, text) => {
    const res = await call('PUT', byId('DL2'), 'l4', body(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(text);
  });

  it('refuses a country outside the caller scope, and dealers of other countries or tenants', async () => {
    expect((await call('PUT', byId('DL2'), 'l4', body({ country: 'lk' }))).statusCode).toBe(400);
    expect((await call('PUT', byId('DLK'), 'l4', body())).statusCode).toBe(404);
    expect((await call('PUT', byId('DL2'), 'nm', body(), 'northmart')).statusCode).toBe(404);
  });
});

describe('DELETE dealer', () => {
  it('is for level above 4 or a cloud admin, never a field operator', async () => {
    expect((await call('DELETE', byId('DL1'), 'l1')).statusCode).toBe(403);
    expect((await call('DELETE', byId('DL1'), 'field')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: byId('DL1') })).statusCode).toBe(401);
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
