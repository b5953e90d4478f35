import type { ApplianceData, ProductDetail } from '@console/contracts/warranty';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import type { TenantService } from '../tenants/tenants.service';
import { findEndUsers } from '../users/users.queries';
import { createDbWarrantyProvider } from './db-warranty-provider';
import type { WarrantyCustomer, WarrantyProvider } from './warranty-provider';
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

  async function requireEnabled(auth: RequestAuth) {
    const tenant = await deps.tenants.findTenant(auth.tenantId);
    if (!tenant?.settings.warrantyEnabled) throw forbidden('warrantyDataNotAvailable');
  }

  /** The customer a token grants, re-checked against the caller's scope as it is now. */
  async function customerOf(auth: RequestAuth, token: string): Promise<WarrantyCustomer> {
    await requireEnabled(auth);
    const grant = readWarrantyToken(deps.secretKey, token, nowSec());
    if (!grant || grant.tenantId !== auth.tenantId || grant.staffUserId !== auth.userId) {
      throw badRequest('warrantyTokenInvalid');
    }
    const [user] = await findEndUsers(deps.db, auth, { userId: grant.customerId });
    if (!user) throw notFound('userNotFound');
    return {
      tenantId: auth.tenantId,
      userId: user.userId,
      categories: auth.scope.allowedDeviceCategories,
      brands: auth.scope.allowCompanyBrand,
    };
  }

  return {
    async issueToken(auth: RequestAuth, mobile: string): Promise<{ token: string }> {
      await requireEnabled(auth);
      const [user] = await findEndUsers(deps.db, auth, { mobile });
      if (!user) throw notFound('userNotFound');
      const grant = {
        tenantId: auth.tenantId,
        staffUserId: auth.userId,
        customerId: user.userId,
        exp: nowSec() + WARRANTY_TOKEN_SECONDS,
      };
      return { token: issueWarrantyToken(deps.secretKey, grant) };
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
