import { messages } from '@console/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertScopeSamples, insertStaff, setTenantSettings } from '../../../test/fixtures';
import { customerProducts, productWarranties, serviceRequests, tenants } from '../../platform/db/schema';

let t: TestApp;
const tokenUrl = '/simplifi/v1/deviceManagement/ewarranty/token';
const dataUrl = '/simplifi/v1/services/ewarranty/applianceData';
const detailUrl = (id: string) => `/simplifi/v1/services/ewarranty/productDetail?product_id=${id}`;

const product = (id: string, userId: string, category: string, brand = 'PANASONIC') => ({
  id,
  tenantId: 'panasonic',
  userId,
  productName: `${category} product`,
  subProductName: null,
  modelName: `M-${id}`,
  serialNo: `SN-${id}`,
  image: null,
  icon: category,
  category,
  brand,
});

beforeAll(async () => {
  t = await buildTestApp();
  await insertScopeSamples(t.db);
  await insertStaff(t.db, { userName: 'other', roles: ['CUSTOMERSUPPORTL1'] });
  await insertStaff(t.db, { userName: 'linetest', roles: ['LINETESTUSER', 'CUSTOMERSUPPORTL4'] });
  await t.db
    .insert(customerProducts)
    .values([product('P1', 'U1', 'AC'), product('P2', 'U1', 'WM'), product('P3', 'U1', 'REF', 'ANCHOR')]);
  await t.db.insert(productWarranties).values([
    {
      id: 'W1',
      tenantId: 'panasonic',
      productId: 'P1',
      startDate: '2025-01-10',
      expiryDate: '2026-01-09',
      typeOfWarranty: 'Standard',
    },
    {
      id: 'W2',
      tenantId: 'panasonic',
      productId: 'P1',
      startDate: '2026-01-10',
      expiryDate: '2027-01-09',
      typeOfWarranty: 'Extended',
    },
  ]);
  await t.db.insert(serviceRequests).values({
    id: 'J1',
    tenantId: 'panasonic',
    productId: 'P1',
    ascJobId: 'ASC-1',
    jobNumber: 'JOB-1',
    jobClassification: 'Repair',
    jobStatusName: 'Closed',
    jobCreationDate: new Date('2026-03-01T10:00:00Z'),
    jobRemarks: 'Gas refilled',
    registeredBy: 'Customer',
    jobClosingDate: new Date('2026-03-03T12:00:00Z'),
  });
});
afterAll(() => t.close());

const tenantOf: Record<string, string> = { nm: 'northmart' };
async function post(url: string, payload: unknown, user = 'l1') {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: await t.headersFor(user, tenantOf[user]),
  });
}
async function tokenFor(mobile: string, user = 'l1'): Promise<string> {
  const res = await post(tokenUrl, { mobile }, user);
  expect(res.statusCode).toBe(200);
  return res.json().token;
}

describe('ewarranty token, applianceData and productDetail', () => {
  it("lists the customer's products in the caller's categories and brands, then one product's detail", async () => {
    const token = await tokenFor('+919800000001');
    const data = await post(dataUrl, { token });
    expect(data.statusCode).toBe(200);
    expect(data.json()).toEqual({
      customer_products: [
        {
          id: 'P1',
          product_name: 'AC product',
          sub_product_name: null,
          model_name: 'M-P1',
          serial_no: 'SN-P1',
          image: null,
          icon: 'AC',
        },
      ],
    });
    const detail = await post(detailUrl('P1'), { token });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toEqual({
      warranties: [
        {
          id: 'W1',
          WarrantyStartDate: '2025-01-10',
          WarrantyExpiryDate: '2026-01-09',
          TypeOfWarranty: 'Standard',
        },
        {
          id: 'W2',
          WarrantyStartDate: '2026-01-10',
          WarrantyExpiryDate: '2027-01-09',
          TypeOfWarranty: 'Extended',
        },
      ],
      services: [
        {
          ASCJobId: 'ASC-1',
          JobClassification: 'Repair',
          JobStatusName: 'Closed',
          JobCreationDate: '2026-03-01T10:00:00.000Z',
          JobRemarks: 'Gas refilled',
          JobNumber: 'JOB-1',
          RegisteredBy: 'Customer',
          JobClosingDate: '2026-03-03T12:00:00.000Z',
        },
      ],
    });
  });

  it('answers Product not found for a product outside the scope or unknown', async () => {
    const token = await tokenFor('+919800000001');
    for (const id of ['P2', 'P3', 'nothing']) {
      const res = await post(detailUrl(id), { token });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(messages.productNotFound);
    }
  });

  it('answers User not found for a customer of another country or tenant, Invalid request for a bad mobile', async () => {
    for (const mobile of ['+94770000002', '+919800000003', '+919811111111']) {
      const res = await post(tokenUrl, { mobile });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(messages.userNotFound);
    }
    for (const payload of [{ mobile: '9198' }, {}, { mobile: '+919800000001', extra: 1 }]) {
      const res = await post(tokenUrl, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.invalidRequest);
    }
  });

  it("refuses a forged token or another staff member's", async () => {
    const token = await tokenFor('+919800000001');
    for (const [bad, user] of [
      [`${token}x`, 'l1'],
      ['not-a-token', 'l1'],
      [token, 'other'],
    ] as const) {
      const res = await post(dataUrl, { token: bad }, user);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.warrantyTokenInvalid);
    }
    const forged = await post(detailUrl('P1'), { token: `${token}x` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(messages.warrantyTokenInvalid);
    const blank = await post(detailUrl(''), { token });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(messages.invalidRequest);
  });

  it('answers Invalid request for a missing or empty token, or an unknown key', async () => {
    const token = await tokenFor('+919800000001');
    for (const payload of [{}, { token: '' }, { token, extra: 1 }]) {
      for (const url of [dataUrl, detailUrl('P1')]) {
        const res = await post(url, payload);
        expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
        expect(res.json().message).toBe(messages.invalidRequest);
      }
    }
  });

  it('answers 403 Warranty data not available where the tenant has no warranty', async () => {
    for (const [url, payload] of [
      [tokenUrl, { mobile: '+919800000003' }],
      [dataUrl, { token: 'x' }],
      [detailUrl('P1'), { token: 'x' }],
    ] as const) {
      const res = await post(url, payload, 'nm');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(messages.warrantyDataNotAvailable);
    }
  });

  /** Runs `check` while the tenant's warrantyEnabled setting is `on`, then puts the setting back. */
  async function withWarrantySetting(tenantId: string, on: boolean, check: () => Promise<void>) {
    const [row] = await t.db.select().from(tenants).where(eq(tenants.id, tenantId));
    if (!row) throw new Error(`no tenant ${tenantId}`);
    const set = (settings: typeof row.settings) => setTenantSettings(t.db, tenantId, settings);
    await set({ ...row.settings, warrantyEnabled: on });
    try {
      await check();
    } finally {
      await set(row.settings);
    }
  }

  it("keeps warranty to the tenant with id 'panasonic': a partner's setting cannot switch it on", async () => {
    await withWarrantySetting('northmart', true, async () => {
      const res = await post(tokenUrl, { mobile: '+919800000003' }, 'nm');
      expect([res.statusCode, res.json().message]).toEqual([403, messages.warrantyDataNotAvailable]);
    });
  });

  it('lets the main tenant switch warranty off by its setting', async () => {
    await withWarrantySetting('panasonic', false, async () => {
      const res = await post(tokenUrl, { mobile: '+919800000001' });
      expect([res.statusCode, res.json().message]).toEqual([403, messages.warrantyDataNotAvailable]);
    });
  });

  it('answers 401 without a session and 403 to a level-0 factory admin or a line tester', async () => {
    const calls = [
      [tokenUrl, { mobile: '+919800000001' }],
      [dataUrl, { token: 'x' }],
      [detailUrl('P1'), { token: 'x' }],
    ] as const;
    for (const [url, payload] of calls) {
      expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
      for (const user of ['fieldop', 'linetest']) {
        const res = await post(url, payload, user);
        expect(res.statusCode, `${url} ${user}`).toBe(403);
        expect(res.json().message).toBe(messages.forbidden);
      }
    }
  });
});
