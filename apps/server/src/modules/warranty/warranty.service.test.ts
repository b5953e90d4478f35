import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertScopeSamples } from '../../../test/fixtures';
import { buildSessionAuth, type RequestAuth } from '../../platform/auth/request-auth';
import { createTenantService } from '../tenants';
import { createWarrantyService } from './warranty.service';
import type { WarrantyCustomer, WarrantyProvider } from './warranty-provider';

let t: TestApp;
const auth: RequestAuth = {
  ...buildSessionAuth({
    tenantId: 'panasonic',
    mainTenant: true,
    user: {
      id: 'S1',
      userName: 's1',
      firstName: 'S',
      lastName: 'One',
      email: 's1@x.example',
      roles: ['CUSTOMERSUPPORTL1'],
      mfaEnabled: false,
    },
    permissions: [{ country: 'IN', categories: ['AC'], brand: 'panasonic' }],
  }),
};

/** A stand-in for an external e-warranty system: what it was asked, and one product. */
function fakeProvider() {
  const asked: WarrantyCustomer[] = [];
  const provider: WarrantyProvider = {
    async customerProducts(customer) {
      asked.push(customer);
      return [
        {
          id: 'EXT-1',
          product_name: 'AC',
          sub_product_name: null,
          model_name: null,
          serial_no: null,
          image: null,
          icon: 'AC',
        },
      ];
    },
    async productDetail(customer, productId) {
      asked.push(customer);
      return productId === 'EXT-1' ? { warranties: [], services: [] } : null;
    },
    async productBySerial() {
      return null;
    },
  };
  return { provider, asked };
}

beforeAll(async () => {
  t = await buildTestApp();
  await insertScopeSamples(t.db);
});
afterAll(() => t.close());

describe('warranty service over any provider', () => {
  it("asks the provider for the token's customer with the caller's categories and brands", async () => {
    const { provider, asked } = fakeProvider();
    const tenants = createTenantService(t.db, { mainTenant: 'panasonic', hosts: [] });
    const service = createWarrantyService({ db: t.db, secretKey: Buffer.alloc(32, 1), tenants, provider });
    const { token } = await service.issueToken(auth, '+919800000001');
    expect((await service.applianceData(auth, token)).customer_products.map((p) => p.id)).toEqual(['EXT-1']);
    expect(await service.productDetail(auth, token, 'EXT-1')).toEqual({ warranties: [], services: [] });
    await expect(service.productDetail(auth, token, 'other')).rejects.toMatchObject({
      statusCode: 404,
      code: 'productNotFound',
    });
    expect(asked[0]).toEqual({
      tenantId: 'panasonic',
      userId: 'U1',
      scope: expect.objectContaining({ allowedDeviceCategories: ['AC'], allowCompanyBrand: ['PANASONIC'] }),
    });
  });

  it('refuses a token after its 15 minutes', async () => {
    let now = Date.UTC(2026, 0, 1);
    const tenants = createTenantService(t.db, { mainTenant: 'panasonic', hosts: [] });
    const service = createWarrantyService({
      db: t.db,
      secretKey: Buffer.alloc(32, 1),
      tenants,
      provider: fakeProvider().provider,
      now: () => now,
    });
    const { token } = await service.issueToken(auth, '+919800000001');
    now += 14 * 60_000;
    await expect(service.applianceData(auth, token)).resolves.toBeDefined();
    now += 2 * 60_000;
    await expect(service.applianceData(auth, token)).rejects.toMatchObject({
      statusCode: 400,
      code: 'warrantyTokenInvalid',
    });
  });
});
