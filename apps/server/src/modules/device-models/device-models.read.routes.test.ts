import { messages } from '@console/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants } from '../../../test/fixtures';
import { insertModel } from './model-test-fixtures';

let t: TestApp;
const base = '/simplifi/v1/deviceManagement/deviceModels';
const get = async (url: string, headers?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  const permissions = [{ country: 'IN', categories: ['AC', 'CAC', 'WM', 'SWITCHES'], brand: 'PANASONIC' }];
  await insertStaff(t.db, { userName: 'l1', roles: ['CUSTOMERSUPPORTL1'], permissions });
  await insertStaff(t.db, { userName: 'factory', roles: ['FACTORYADMIN'], permissions });
  await insertStaff(t.db, { userName: 'fieldop', roles: ['FIELDOPERATOR', 'FACTORYADMIN'], permissions });
  await insertStaff(t.db, { userName: 'linetest', roles: ['LINETESTUSER', 'FACTORYADMIN'], permissions });
  await insertStaff(t.db, {
    userName: 'partner',
    roles: ['CUSTOMERSUPPORTL4'],
    tenantId: 'northmart',
    permissions,
  });
  await insertModel(t.db, {
    modelId: 'MT0001',
    modelNumber: 'CS-A1',
    isMatterEnabled: true,
    matterPid: '8001',
    vendorId: 4447,
  });
  await insertModel(t.db, { modelId: 'MT0002', modelNumber: 'CS-A2' });
  await insertModel(t.db, { modelId: 'MT0003', category: 'GATEWAY' });
  await insertModel(t.db, { modelId: 'MT0004', brand: 'ANCHOR' });
  await insertModel(t.db, { modelId: 'MT0005', tenantId: 'northmart', modelNumber: 'NM-1' });
});
afterAll(() => t.close());

/** One sign-in per person: sign-in is rate-limited per address. */
const sessions = new Map<string, Promise<Record<string, string>>>();
const as = (user: string, tenantId = 'panasonic') => {
  if (!sessions.has(user)) sessions.set(user, t.loginAs(user, tenantId));
  return sessions.get(user)!;
};

describe('model lookup by Model Id or Model Number', () => {
  it('answers every field of spec 001 section 3 by either key', async () => {
    const headers = await as('l1');
    for (const url of [`${base}/modelId/MT0001`, `${base}/modelNumber/CS-A1`]) {
      const res = await get(url, headers);
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toMatchObject({
        modelId: 'MT0001',
        modelNumber: 'CS-A1',
        category: 'AC',
        isMatterEnabled: true,
        matterPID: '8001',
        vendorId: 4447,
        tonnage: 1.5,
        devices: [],
        statusCapabilitiesV2: [{ capability: 'ACMode', attributes: [{ key: 'ac_mode' }] }],
      });
    }
  });

  it('lets a level-0 factory admin search (the Device Model menu rule)', async () => {
    const headers = await as('factory');
    expect((await get(`${base}/modelId/MT0001`, headers)).statusCode).toBe(200);
  });

  it('keeps models outside the caller category, brand and tenant invisible', async () => {
    const headers = await as('l1');
    for (const id of ['MT0003', 'MT0004', 'MT0005', 'NOPE']) {
      const res = await get(`${base}/modelId/${id}`, headers);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(messages.modelNotFound);
    }
    const partner = await as('partner', 'northmart');
    expect((await get(`${base}/modelNumber/NM-1`, partner)).statusCode).toBe(200);
    expect((await get(`${base}/modelNumber/CS-A1`, partner)).statusCode).toBe(404);
  });

  it('asks for the value when it is blank', async () => {
    const headers = await as('l1');
    expect((await get(`${base}/modelId/%20`, headers)).json().message).toBe('Please enter model id');
    expect((await get(`${base}/modelNumber/%20`, headers)).json().message).toBe('Please enter model number');
  });

  it('answers 401 without a session and 403 to a field operator and a line tester', async () => {
    expect((await get(`${base}/modelId/MT0001`)).statusCode).toBe(401);
    for (const user of ['fieldop', 'linetest']) {
      const headers = await as(user);
      for (const url of [`${base}/modelId/MT0001`, `${base}/metadata?deviceCategory=AC`]) {
        expect((await get(url, headers)).statusCode, `${user} ${url}`).toBe(403);
      }
    }
  });
});

describe('model IDs and model numbers of a category and brand', () => {
  it('lists the models in scope, optionally Matter-enabled only', async () => {
    const headers = await as('l1');
    const all = await get(`${base}/category/AC/modelIds?brand=PANASONIC`, headers);
    expect(all.json()).toEqual([
      { modelId: 'MT0001', modelNumber: 'CS-A1' },
      { modelId: 'MT0002', modelNumber: 'CS-A2' },
    ]);
    const matter = await get(`${base}/category/AC/modelIds?brand=PANASONIC&isMatterEnabled=true`, headers);
    expect(matter.json()).toEqual([{ modelId: 'MT0001', modelNumber: 'CS-A1' }]);
    expect((await get(`${base}/category/AC/modelIds?brand=ANCHOR`, headers)).json()).toEqual([]);
    const numbers = await get(`${base}/modelNumbers?brandName=panasonic&categoryName=AC`, headers);
    expect(numbers.json()).toEqual(['CS-A1', 'CS-A2']);
  });
});

describe('metadata per category', () => {
  it('answers the category group of section 9, brands limited to the caller', async () => {
    const headers = await as('l1');
    const ac = (await get(`${base}/metadata?deviceCategory=CAC`, headers)).json();
    expect(ac.brands.map((b: { name: string }) => b.name)).toEqual(['PANASONIC']);
    expect(ac.tonnage.length).toBeGreaterThan(0);
    expect(ac.controlCapabilities.map((c: { capability: string }) => c.capability)).toEqual([
      'ACMode',
      'SleepProfile',
    ]);
    expect(ac.deviceTypes).toEqual([]);
    const switches = (await get(`${base}/metadata?deviceCategory=ROMASWITCHES`, headers)).json();
    expect(switches.deviceTypes.map((d: { name: string }) => d.name)).toContain('LIGHT');
    expect(switches.tonnage).toEqual([]);
    const wm = (await get(`${base}/metadata?deviceCategory=WM`, headers)).json();
    expect(wm.capacity.map((c: { name: string }) => c.name)).toContain('8KG');
  });

  it('needs a category', async () => {
    const headers = await as('l1');
    expect((await get(`${base}/metadata?deviceCategory=`, headers)).json().message).toBe(
      'Category is required',
    );
  });
});
