import { type AddDeviceModelBody, HELP_DOC_URL_PLACEHOLDER } from '@console/contracts/device-models';
import { messages } from '@console/contracts/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants } from '../../../test/fixtures';
import { auditLog, deviceModels } from '../../platform/db/schema';
import { addBody, insertModel } from './model-test-fixtures';

let t: TestApp;
const base = '/simplifi/v1/deviceManagement/deviceModels';
const post = (payload: unknown, headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: base, payload: payload as object, headers });
const put = (id: string, payload: unknown, headers?: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: `${base}/${id}`, payload: payload as object, headers });
const editBody = (overrides: Partial<AddDeviceModelBody> = {}) => {
  const { modelId, modelNumber, tonnage, launchDate, ...rest } = addBody(overrides);
  return rest;
};

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  const permissions = [
    { country: 'IN', categories: ['AC', 'WM', 'SWITCHES', 'REF'], brand: 'PANASONIC' },
    { country: 'SL1', categories: ['AC'], brand: 'PANASONIC' },
  ];
  await insertStaff(t.db, { userName: 'pm', roles: ['PRODUCTMANAGER', 'CUSTOMERSUPPORTL3'], permissions });
  await insertStaff(t.db, { userName: 'l4', roles: ['CUSTOMERSUPPORTL4'], permissions });
  await insertStaff(t.db, { userName: 'cloud', roles: ['CLOUDADMIN', 'CUSTOMERSUPPORTL3'], permissions });
  await insertStaff(t.db, {
    userName: 'pmfield',
    roles: ['PRODUCTMANAGER', 'FIELDOPERATOR', 'FACTORYADMIN'],
    permissions,
  });
  await insertStaff(t.db, {
    userName: 'pmnorth',
    roles: ['PRODUCTMANAGER', 'CUSTOMERSUPPORTL3'],
    tenantId: 'northmart',
    permissions,
  });
  await insertModel(t.db, { modelId: 'MT0001', modelNumber: 'CS-A1' });
  await insertModel(t.db, {
    modelId: 'MT0002',
    category: 'WM',
    tonnage: null,
    capacity: '8KG',
    controlCapabilities: [],
    statusCapabilities: [],
  });
  await insertModel(t.db, { modelId: 'MT0009', tenantId: 'northmart' });
  await insertModel(t.db, {
    modelId: 'MT0003',
    category: 'REF',
    tonnage: null,
    capacity: '260L',
    chipType: 'ESPWIFI',
    controlCapabilities: [],
    statusCapabilities: [],
  });
});
afterAll(() => t.close());

/** One sign-in per person: sign-in is rate-limited per address. */
const sessions = new Map<string, Promise<Record<string, string>>>();
const as = (user: string, tenantId = 'panasonic') => {
  if (!sessions.has(user)) sessions.set(user, t.loginAs(user, tenantId));
  return sessions.get(user)!;
};

describe('add a device model', () => {
  it('stores the model, answers it, and records who added it', async () => {
    const headers = await as('pm');
    const res = await post(addBody({ countries: ['IN', 'SL1'] }), headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      modelId: 'MT0100',
      modelNumber: 'CS-NEW12',
      matterPID: '8001',
      vendorId: 4447,
    });
    const found = await t.app.inject({ method: 'GET', url: `${base}/modelNumber/CS-NEW12`, headers });
    expect(found.json()).toMatchObject({ modelId: 'MT0100', countries: ['IN', 'SL1'], tonnage: 1.5 });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deviceModel.add'), eq(auditLog.entityId, 'MT0100')));
    expect(entry).toMatchObject({ tenantId: 'panasonic', actorName: 'pm', entity: 'device_model' });
  });

  it.each([
    [{ modelId: '' }, 'Model Id is required'],
    [{ modelId: 'MT 1!' }, 'Invalid Model ID'],
    [{ modelNumber: '' }, 'Model Number is required'],
    [{ modelName: '' }, 'Model Name is required'],
    [{ category: '' }, 'Category is required'],
    [{ launchDate: null }, 'Launch Date is required'],
    [{ launchDate: 1_000_000_000 }, messages.launchDateOutOfWindow],
    [{ manufacturer: '' }, 'Manufacturer Name is required'],
    [{ manufacturerAddress: '' }, 'Manufacturer Address is required'],
    [{ productManagerId: '' }, 'Product Manager Id is required'],
    [{ tonnage: '' }, 'Tonnage is required'],
    [{ tonnage: '-2' }, 'Invalid Tonnage Value'],
    [{ version: '' }, 'Version is required'],
    [{ version: 'x' }, 'Invalid Version Number'],
    [{ brand: '' }, 'Invalid Brand Name'],
    [{ brand: 'ANCHOR' }, 'Invalid Brand Name'],
    [{ productManagerId: 'pm#' }, 'Invalid Product Manager'],
    [{ countries: [] }, 'Please Select Country'],
    [{ countries: ['JP'] }, 'Please Select Country'],
    [{ chipType: 'NUCLEO9' }, 'Invalid Chip Type'],
    [{ matterPID: '' }, 'Invalid Product ID'],
    [{ vendorId: '4.5' }, 'Invalid Vendor ID'],
    [
      { category: 'WM', tonnage: null, capacity: null, controlCapabilities: [], statusCapabilitiesV2: [] },
      'Invalid Capacity Value',
    ],
  ] as [Partial<AddDeviceModelBody>, string][])('%j gives %j and stores nothing', async (change, message) => {
    const headers = await as('pm');
    const res = await post(addBody({ modelId: 'MT0200', modelNumber: 'CS-BAD', ...change }), headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await t.db.select().from(deviceModels).where(eq(deviceModels.modelNumber, 'CS-BAD'))).toEqual([]);
  });

  it('refuses a taken Model ID or Model Number in the tenant, but not one of another tenant', async () => {
    const headers = await as('pm');
    expect((await post(addBody({ modelId: 'MT0001', modelNumber: 'X-1' }), headers)).json().message).toBe(
      messages.modelIdTaken,
    );
    const res = await post(addBody({ modelId: 'MT0300', modelNumber: 'CS-A1' }), headers);
    expect([res.statusCode, res.json().message]).toEqual([409, messages.modelNumberTaken]);
    expect((await post(addBody({ modelId: 'MT0009', modelNumber: 'X-9' }), headers)).statusCode).toBe(201);
  });

  it('refuses a category outside the caller scope', async () => {
    const headers = await as('pm');
    const res = await post(
      addBody({
        modelId: 'MT0400',
        modelNumber: 'GW-1',
        category: 'GATEWAY',
        tonnage: null,
        isMatterEnabled: false,
        controlCapabilities: [],
        statusCapabilitiesV2: [],
      }),
      headers,
    );
    expect(res.statusCode).toBe(403);
  });

  it('takes an empty Help Docs URL and stores the placeholder text (spec 001 section 5)', async () => {
    const headers = await as('pm');
    const res = await post(addBody({ modelId: 'MT0110', modelNumber: 'CS-NOURL', helpDocUrl: '' }), headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().helpDocUrl).toBe(HELP_DOC_URL_PLACEHOLDER);
  });

  it('refuses a category in scope whose models the product manager could not edit (WM)', async () => {
    const headers = await as('pm');
    const wm = {
      category: 'WM',
      tonnage: null,
      capacity: '8KG',
      controlCapabilities: [],
      statusCapabilitiesV2: [],
    };
    const res = await post(addBody({ modelId: 'MT0120', modelNumber: 'WM-NEW', ...wm }), headers);
    expect([res.statusCode, res.json().message]).toEqual([403, messages.forbidden]);
    expect(await t.db.select().from(deviceModels).where(eq(deviceModels.modelId, 'MT0120'))).toEqual([]);
  });

  it('answers 401 without a session and 403 to roles other than a product manager', async () => {
    expect((await post(addBody())).statusCode).toBe(401);
    for (const user of ['l4', 'cloud', 'pmfield']) {
      const headers = await as(user);
      expect((await post(addBody({ modelId: 'MT0500' }), headers)).statusCode, user).toBe(403);
      expect((await put('MT0001', editBody(), headers)).statusCode, user).toBe(403);
    }
  });
});

describe('edit a device model', () => {
  it('changes the editable fields only: model ID, number, launch date and tonnage stay', async () => {
    const headers = await as('pm');
    const res = await put(
      'MT0001',
      { ...editBody({ modelName: 'Renamed AC' }), modelNumber: 'HACK', tonnage: 9 },
      headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      modelId: 'MT0001',
      modelNumber: 'CS-A1',
      modelName: 'Renamed AC',
      launchDate: 1_700_000_000,
      tonnage: 1.5,
      isMatterEnabled: true,
    });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'deviceModel.update'));
    expect(entry?.detail).toMatchObject({ changed: expect.arrayContaining(['modelName']) });
  });

  it('keeps the category', async () => {
    const headers = await as('pm');
    const res = await put('MT0001', editBody({ category: 'WM' }), headers);
    expect([res.statusCode, res.json().message]).toEqual([400, 'Category cannot be changed']);
  });

  it('checks the section 5 rules on edit too', async () => {
    const headers = await as('pm');
    expect((await put('MT0001', editBody({ modelName: '' }), headers)).json().message).toBe(
      'Model Name is required',
    );
  });

  it('lets a product manager edit the allowed categories only', async () => {
    const headers = await as('pm');
    const res = await put(
      'MT0002',
      editBody({ category: 'WM', capacity: '8KG', controlCapabilities: [], statusCapabilitiesV2: [] }),
      headers,
    );
    expect(res.statusCode).toBe(403);
  });

  it('lets a product manager edit a refrigerator (REF) model: REFRIGERATOR is on the list', async () => {
    const headers = await as('pm');
    const res = await put(
      'MT0003',
      editBody({
        category: 'REF',
        modelName: 'Renamed fridge',
        tonnage: null,
        capacity: '260L',
        isMatterEnabled: false,
        chipType: 'ESPWIFI',
        controlCapabilities: [],
        statusCapabilitiesV2: [],
      }),
      headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ modelId: 'MT0003', modelName: 'Renamed fridge' });
  });

  it("keeps another tenant's model invisible", async () => {
    const north = await as('pmnorth', 'northmart');
    expect((await put('MT0001', editBody(), north)).statusCode).toBe(404);
    const headers = await as('pm');
    const [other] = await t.db.select().from(deviceModels).where(eq(deviceModels.tenantId, 'northmart'));
    expect(other?.modelName).toBe('Model MT0009');
    expect((await put('NOPE', editBody(), headers)).statusCode).toBe(404);
  });
});
