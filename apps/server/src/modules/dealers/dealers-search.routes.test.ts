import { messages } from '@console/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertDevice, insertStaff, insertTenants } from '../../../test/fixtures';
import { auditLog, dealerProducts, dealers } from '../../platform/db/schema';
import { dealerRow } from './test-fixtures';

let t: TestApp;
const base = '/simplifi/v1/deviceservices';
const call = async (
  method: 'GET' | 'POST',
  url: string,
  user: string,
  payload?: object,
  tenant = 'panasonic',
) => t.app.inject({ method, url, headers: await t.headersFor(user, tenant), payload });

const body = (overrides: object = {}) => ({
  name: 'Cool Corner Pune',
  website: 'www.coolcorner.example',
  email: 'sales@coolcorner.example',
  phone: [{ number: '919800000001' }, { number: '18001234', type: 'paid' }],
  country: 'IN',
  address: { line1: '10 MG Road', line2: '', city: 'Pune', pin: 411001 },
  socials: { facebook: 'https://facebook.com/cool', instagram: '', x: null },
  ...overrides,
});

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'l4', roles: ['CUSTOMERSUPPORTL4'] });
  await insertStaff(t.db, { userName: 'l3', roles: ['CUSTOMERSUPPORTL3SPECIAL'] });
  await insertStaff(t.db, { userName: 'cloud', roles: ['CLOUDADMIN', 'CUSTOMERSUPPORTL1'] });
  await insertStaff(t.db, { userName: 'factory', roles: ['FACTORYADMIN'] });
  await insertStaff(t.db, { userName: 'field', roles: ['CUSTOMERSUPPORTL4', 'FIELDOPERATOR'] });
  await insertStaff(t.db, { userName: 'l4acref', roles: ['CUSTOMERSUPPORTL4'] });
  await insertStaff(t.db, { userName: 'nm', roles: ['CUSTOMERSUPPORTL4'], tenantId: 'northmart' });
  // 205 Indian dealers (three server pages), one Sri Lankan, one of the partner tenant.
  const many = Array.from({ length: 205 }, (_, i) => dealerRow(`IN${String(i).padStart(3, '0')}`));
  await t.db.insert(dealers).values([...many, dealerRow('LK1', 'lk'), dealerRow('NM1', 'in', 'northmart')]);
  await insertDevice(t.db, { deviceId: 'S01' });
  await insertDevice(t.db, { deviceId: 'S02', category: 'WM' });
  await insertDevice(t.db, { deviceId: 'S03' });
  await t.db.insert(dealerProducts).values([
    { tenantId: 'panasonic', productSerialNumber: 'PSNS01', dealerId: 'IN001' },
    { tenantId: 'panasonic', productSerialNumber: 'PSNS02', dealerId: 'IN002' },
  ]);
});
afterAll(() => t.close());

describe('POST dealer', () => {
  it('creates the dealer with its phones (type free by default), audited', async () => {
    const res = await call('POST', `${base}/dealer`, 'l4', body());
    expect(res.statusCode).toBe(200);
    const { id, message } = res.json();
    expect(message).toBe(messages.dealerCreated);
    expect(id).toMatch(/^DLR-[0-9A-F]{12}$/);
    const got = await call('GET', `${base}/dealer?id=${id}`, 'factory');
    expect(got.json()).toEqual({
      id,
      name: 'Cool Corner Pune',
      website: 'www.coolcorner.example',
      email: 'sales@coolcorner.example',
      phone: [
        { number: '919800000001', type: 'free' },
        { number: '18001234', type: 'paid' },
      ],
      country: 'in',
      address: { line1: '10 MG Road', line2: null, city: 'Pune', pin: 411001 },
      socials: { facebook: 'https://facebook.com/cool', instagram: null, x: null },
    });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entry).toMatchObject({ action: 'dealer.created', actorName: 'l4', tenantId: 'panasonic' });
  });

  it.each([
    [{ name: '' }, messages.dealerNameRequired],
    [{ website: 'no url' }, messages.dealerWebsiteInvalid],
    [{ email: 'a@b' }, messages.dealerEmailInvalid],
    [{ phone: [{ number: '' }] }, messages.dealerPhoneInvalid],
    [{ phone: [{ number: '98-76' }] }, messages.dealerPhoneInvalid],
    [{ country: ' ' }, messages.dealerCountryRequired],
    [{ address: { line1: ' ', city: 'Pune', line2: null, pin: null } }, messages.dealerLine1Required],
    [{ address: { line1: 'A', city: '', line2: null, pin: null } }, messages.dealerCityRequired],
    [{ address: { line1: 'A', city: 'Pune', line2: null, pin: '4110x' } }, messages.dealerPincodeInvalid],
  ])('refuses %j with its message and writes nothing', async (change, text) => {
    const before = (await t.db.select({ id: dealers.id }).from(dealers)).length;
    const res = await call('POST', `${base}/dealer`, 'l4', body(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(text);
    expect((await t.db.select({ id: dealers.id }).from(dealers)).length).toBe(before);
  });

  it('refuses a country outside the caller scope', async () => {
    const res = await call('POST', `${base}/dealer`, 'l4', body({ country: 'lk' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.dealerCountryRequired);
  });

  it('is for level above 4 or a cloud admin: 401 without a session, 403 to the others', async () => {
    expect((await t.app.inject({ method: 'POST', url: `${base}/dealer`, payload: body() })).statusCode).toBe(
      401,
    );
    for (const user of ['l3', 'factory', 'field']) {
      const res = await call('POST', `${base}/dealer`, user, body());
      expect(res.statusCode, user).toBe(403);
    }
    expect((await call('POST', `${base}/dealer`, 'cloud', body({ name: 'By cloud' }))).statusCode).toBe(200);
  });
});

describe('GET dealer by id', () => {
  it('answers a dealer of the tenant and countries; others are Data not Found', async () => {
    expect((await call('GET', `${base}/dealer?id=IN000`, 'factory')).json()).toMatchObject({ id: 'IN000' });
    for (const [id, user, tenant] of [
      ['LK1', 'l4', 'panasonic'],
      ['NM1', 'l4', 'panasonic'],
      ['IN000', 'nm', 'northmart'],
      ['NOPE', 'l4', 'panasonic'],
    ] as const) {
      const res = await call('GET', `${base}/dealer?id=${id}`, user, undefined, tenant);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(messages.dataNotFound);
    }
  });

  it('needs an id, a session and the screen (level above 4, cloud or factory admin)', async () => {
    const res = await call('GET', `${base}/dealer?id=`, 'l4');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.invalidDealerId);
    expect((await t.app.inject({ method: 'GET', url: `${base}/dealer?id=IN000` })).statusCode).toBe(401);
    for (const user of ['field', 'l3'])
      expect((await call('GET', `${base}/dealer?id=IN000`, user)).statusCode).toBe(403);
  });
});

describe('GET dealers by country', () => {
  it('pages 100 at a time by id; the last page is short', async () => {
    const page = async (n: number) =>
      (await call('GET', `${base}/dealers?country=IN&page=${n}&size=100`, 'factory')).json();
    const [p0, p1, p2] = [await page(0), await page(1), await page(2)];
    expect(p0).toHaveLength(100);
    expect(p1).toHaveLength(100);
    const ids: string[] = [...p0, ...p1, ...p2].map((d: { id: string }) => d.id);
    expect(ids).toEqual([...ids].sort());
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => id.startsWith('IN'))).toHaveLength(205);
    // 205 seeded plus the ones the create tests added.
    expect(p2.length).toBeGreaterThanOrEqual(5);
    expect(p2.length).toBeLessThan(100);
    expect(await page(3)).toEqual([]);
  });

  // Pages are kept in memory until the dealers table changes (platform/db/read-cache.ts).
  it('shows a change made through this server at once, and one made elsewhere soon after', async () => {
    const firstPage = async () =>
      (await call('GET', `${base}/dealers?country=IN&page=0&size=100`, 'factory'))
        .json()
        .map((d: { id: string }) => d.id);
    const before = await firstPage();
    const { id } = (await call('POST', `${base}/dealer`, 'l4', body({ name: 'Cached Corner' }))).json();
    expect(await firstPage()).toEqual([id, ...before].sort().slice(0, 100));
    // As another server process would: a write on another connection, announced by the table's trigger.
    await t.db.delete(dealers).where(eq(dealers.id, id));
    await vi.waitFor(async () => expect(await firstPage()).toEqual(before), { timeout: 5_000, interval: 10 });
  });

  it('shows nothing of other countries or tenants', async () => {
    expect((await call('GET', `${base}/dealers?country=lk&page=0`, 'l4')).json()).toEqual([]);
    const nm = await call('GET', `${base}/dealers?country=in&page=0`, 'nm', undefined, 'northmart');
    expect(nm.json().map((d: { id: string }) => d.id)).toEqual(['NM1']);
  });

  it('takes the country by its name as well as its code (spec 002 section 2)', async () => {
    const idsFor = async (country: string) =>
      (await call('GET', `${base}/dealers?country=${encodeURIComponent(country)}&page=0`, 'factory'))
        .json()
        .map((d: { id: string }) => d.id);
    const byCode = await idsFor('in');
    expect(byCode.length).toBeGreaterThan(0);
    for (const name of ['India', ' india ', 'IND']) expect(await idsFor(name), name).toEqual(byCode);
    const unknown = await call('GET', `${base}/dealers?country=Atlantis&page=0`, 'factory');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(messages.invalidCountry);
  });

  it("answers 'Invalid Country' without a country", async () => {
    const res = await call('GET', `${base}/dealers?country=&page=0`, 'l4');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.invalidCountry);
  });
});

describe('GET dealer by product serial number', () => {
  const bySerial = (psn: string) => `${base}/device/dealer?productSerialNumber=${psn}`;

  it('answers the dealer of a serial in scope', async () => {
    expect((await call('GET', bySerial('PSNS01'), 'factory')).json()).toMatchObject({ id: 'IN001' });
  });

  it('answers Invalid Product Serial Number for an unknown serial or one outside the caller scope', async () => {
    for (const psn of ['PSNNOPE', 'PSNS02']) {
      const res = await call('GET', bySerial(psn), 'factory');
      expect(res.statusCode, psn).toBe(404);
      expect(res.json().message).toBe(messages.invalidProductSerialNumber);
    }
    const empty = await call('GET', bySerial(''), 'factory');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(messages.invalidProductSerialNumber);
  });

  it('answers Data not Found for a serial without a dealer', async () => {
    const res = await call('GET', bySerial('PSNS03'), 'factory');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(messages.dataNotFound);
  });
});
