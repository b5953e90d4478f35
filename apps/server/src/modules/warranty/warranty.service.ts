import type { ApplianceData, DeviceWarranty, ProductDetail } from '@console/contracts/warranty';
import { matchByModelNumber } from '@console/contracts/warranty';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import { badRequest, notFound } from '../../platform/http/errors';
import { deviceInScope } from '../devices';
import type { TenantService } from '../tenants';
import { findEndUsers } from '../users';
import { createDbWarrantyProvider } from './db-warranty-provider';
import { requireWarranty } from './warranty-enabled';
import type { WarrantyCustomer, WarrantyProvider, WarrantyScope } from './warranty-provider';
import { issueWarrantyToken, readWarrantyToken, WARRANTY_TOKEN_SECONDS } from './warranty-token';

interface Deps {
  db: Db;
  secretKey: Buffer;
  tenants: Pick<TenantService, 'findTenant'>;
  provider?: WarrantyProvider;
  now?: () => number;
}

/**
 * E-warranty for the console: a token for a customer (found by mobile within the caller's tenant
 * and countries), then that customer's products and each product's warranties and service jobs.
 * Only tenants whose settings enable warranty have it (else 403 'Warranty data not available').
 */
export function createWarrantyService(deps: Deps) {
  const provider = deps.provider ?? createDbWarrantyProvider(deps.db);
  const nowSec = () => Math.floor((deps.now?.() ?? Date.now()) / 1000);

  const requireEnabled = (auth: RequestAuth) => requireWarranty(deps.tenants, auth);

  /** The customer a token grants, re-checked against the caller's scope as it is now. */
  async function customerOf(auth: RequestAuth, token: string): Promise<WarrantyCustomer> {
    await requireEnabled(auth);
    const grant = readWarrantyToken(deps.secretKey, token, nowSec());
    if (!grant || grant.tenantId !== auth.tenantId || grant.staffUserId !== auth.userId) {
      throw badRequest('warrantyTokenInvalid');
    }
    const [user] = await findEndUsers(deps.db, auth, { userId: grant.customerId });
    if (!user) throw notFound('userNotFound');
    return { ...scopeOf(auth), userId: user.userId };
  }

  const tokenFor = (auth: RequestAuth, customerId: string) =>
    issueWarrantyToken(deps.secretKey, {
      tenantId: auth.tenantId,
      staffUserId: auth.userId,
      customerId,
      exp: nowSec() + WARRANTY_TOKEN_SECONDS,
    });

  const scopeOf = (auth: RequestAuth): WarrantyScope => ({ tenantId: auth.tenantId, scope: auth.scope });

  return {
    async issueToken(auth: RequestAuth, mobile: string): Promise<{ token: string }> {
      await requireEnabled(auth);
      const [user] = await findEndUsers(deps.db, auth, { mobile });
      if (!user) throw notFound('userNotFound');
      return { token: tokenFor(auth, user.userId) };
    },

    /**
     * A device's warranty (spec 001 sections 4 and 9): its serial is valid when a registered product
     * carries it; otherwise its owner's product is matched by the model number's last segment.
     */
    async deviceWarranty(auth: RequestAuth, deviceId: string): Promise<DeviceWarranty> {
      await requireEnabled(auth);
      const device = await deviceInScope(deps.db, auth, deviceId);
      const scope = scopeOf(auth);
      const serial = device.productSerialNumber?.trim();
      const registered = serial ? await provider.productBySerial(scope, serial) : null;
      const ownerId = registered?.userId ?? device.onboardedBy;
      const [owner] = ownerId ? await findEndUsers(deps.db, auth, { userId: ownerId }) : [];
      if (!owner) return { validSerial: false, productId: null, token: null };
      const token = tokenFor(auth, owner.userId);
      if (registered) return { validSerial: true, productId: registered.id, token };
      const products = await provider.customerProducts({ ...scope, userId: owner.userId });
      const product = matchByModelNumber(products, device.modelNumber);
      return { validSerial: false, productId: product?.id ?? null, token };
    },

    async applianceData(auth: RequestAuth, token: string): Promise<ApplianceData> {
      const customer = await customerOf(auth, token);
      return { customer_products: await provider.customerProducts(customer) };
    },

    async productDetail(auth: RequestAuth, token: string, productId: string): Promise<ProductDetail> {
      const customer = await customerOf(auth, token);
      const detail = await provider.productDetail(customer, productId);
      if (!detail) throw notFound('productNotFound');
      return detail;
    },
  };
}

export type WarrantyService = ReturnType<typeof createWarrantyService>;
