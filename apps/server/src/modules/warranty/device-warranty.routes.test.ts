import { messages } from '@console/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertDevice, insertScopeSamples, insertStaff } from '../../../test/fixtures';
import { customerProducts, devices } from '../../platform/db/schema';

let t: TestApp;
const url = (deviceId: string) => `/simplifi/v1/services/ewarranty/device/${deviceId}`;
const dataUrl = '/simplifi/v1/services/ewarranty/applianceData';

const product = (id: string, userId: string, serialNo: string, modelName: string, category = 'AC') => ({
  id,
  tenantId: 'panasonic',
  userId,
  productName: `${category} product`,
  modelName,
  serialNo,
  category,
  brand: 'PANASONIC',
});

beforeAll(async () => {
  t = await buildTestApp();
  await insertScopeSamples(t.db);
  await insertStaff(t.db, { userName: 'linetest', roles: ['LINETESTUSER', 'CUSTOMERSUPPORTL4'] });
  // D1's serial is registered; D2's is not, but its owner has a product of its model; D3 has no owner.
  for (const id of ['D1', 'D2', 'D3']) await insertDevice(t.db, { deviceId: id, modelNumber: 'CS-XU18' });
  await insertDevice(t.db, { deviceId: 'D4', category: 'WM' });
  await insertDevice(t.db, { deviceId: 'D5', tenantId: 'northmart' });
  await insertDevice(t.db, { deviceId: 'D6' });
  await insertDevice(t.db, { deviceId: 'D7', country: 'lk' });
  await insertDevice(t.db, { deviceId: 'D8', brand: 'ANCHOR' });
  for (const id of ['D1', 'D2'])
    await t.db.update(devices).set({ onboardedBy: 'U1' }).where(eq(devices.deviceId, id));
  await t.db.update(devices).set({ onboardedAt: null }).where(eq(devices.deviceId, 'D3'));
  await t.db.insert(customerProducts).values([
    product('P1', 'U1', 'PSND1', 'CS-OTHER'),
    product('P2', 'U1', 'OLD-SERIAL', 'PANA-XU18'),
    // D6's serial belongs to a Sri Lankan customer: out of an Indian agent's countries.
    product('P3', 'U2', 'PSND6', 'CS-XU18'),
  ]);
});
afterAll(() => t.close());

async function get(deviceId: string, user = 'l1') {
  return t.app.inject({
    method: 'GET',
    url: url(deviceId),
    headers: await t.headersFor(user, user === 'nm' ? 'northmart' : undefined),
  });
}

describe('GET device warranty', () => {
  it('answers Invalid request for a blank device id', async () => {
    const res = await get('%20');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.invalidRequest);
  });

  it('finds the registered product by the device serial, with a token for its customer', async () => {
    const res = await get('D1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ validSerial: true, productId: 'P1', token: expect.any(String) });
    const data = await t.app.inject({
      method: 'POST',
      url: dataUrl,
      payload: { token: res.json().token },
      headers: await t.headersFor('l1'),
    });
    expect(data.json().customer_products.map((p: { id: string }) => p.id)).toEqual(['P1', 'P2']);
  });

  it("without a registered serial matches the owner's product by the model number's last segment", async () => {
    const res = await get('D2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ validSerial: false, productId: 'P2', token: expect.any(String) });
  });

  it('follows a serial edit: the new serial decides', async () => {
    await t.db.update(devices).set({ productSerialNumber: 'OLD-SERIAL' }).where(eq(devices.deviceId, 'D3'));
    expect((await get('D3')).json()).toMatchObject({ validSerial: true, productId: 'P2' });
    await t.db.update(devices).set({ productSerialNumber: 'PSND3' }).where(eq(devices.deviceId, 'D3'));
    expect((await get('D3')).json()).toEqual({ validSerial: false, productId: null, token: null });
  });

  it('keeps a customer of another country invisible: no valid serial, no token', async () => {
    expect((await get('D6')).json()).toEqual({ validSerial: false, productId: null, token: null });
  });

  it('answers Device not found for a device outside the caller categories, countries, brands or tenant', async () => {
    for (const id of ['D4', 'D5', 'D7', 'D8', 'nothing']) {
      const res = await get(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(messages.deviceNotFound);
    }
  });

  it('answers 401 without a session, 403 to a level-0 factory admin and where the tenant has no warranty', async () => {
    expect((await t.app.inject({ method: 'GET', url: url('D1') })).statusCode).toBe(401);
    for (const user of ['fieldop', 'linetest']) {
      const res = await get('D1', user);
      expect(res.statusCode, user).toBe(403);
      expect(res.json().message).toBe(messages.forbidden);
    }
    const nm = await get('D5', 'nm');
    expect(nm.statusCode).toBe(403);
    expect(nm.json().message).toBe(messages.warrantyDataNotAvailable);
  });
});
