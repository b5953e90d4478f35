import { type TenantInfo, tenantHasWarranty } from '@console/contracts/tenants';
import type { Db } from '../../platform/db/client';
import { readCacheOf } from '../../platform/db/read-cache';
import { notFound } from '../../platform/http/errors';
import { findTenantById, listTenantIds, type TenantRow } from './tenants.queries';

export interface TenantRules {
  mainTenant: string;
  hosts: { tenantId: string; pattern: RegExp }[];
}

/** A tenant key is a tenant id or a host name: partner hosts by pattern, any other host is the main tenant. */
export function tenantIdForKey(key: string, known: ReadonlySet<string>, rules: TenantRules): string {
  const lower = key.toLowerCase();
  if (known.has(lower)) return lower;
  return rules.hosts.find((h) => h.pattern.test(lower))?.tenantId ?? rules.mainTenant;
}

export function createTenantService(db: Db, rules: TenantRules) {
  // A handful of rows that nearly every call reads and no route writes: kept in memory until the
  // table changes on any server (migration 0066's notices). The rows are shared: never changed.
  const cache = readCacheOf(db);
  const findTenant = (id: string): Promise<TenantRow | undefined> =>
    cache.value(['tenants'], `tenant:${id}`, () => findTenantById(db, id));
  const tenantIds = () =>
    cache.value(['tenants'], 'tenant-ids', async () => new Set(await listTenantIds(db)));

  return {
    findTenant,
    async resolve(key: string): Promise<TenantRow> {
      const ids = await tenantIds();
      const tenant = await findTenant(tenantIdForKey(key, ids, rules));
      if (!tenant) throw notFound('tenantNotFound');
      return tenant;
    },
    toInfo(tenant: TenantRow, origin: string): TenantInfo {
      return {
        tenantId: tenant.id,
        tenantExternal: tenant.external,
        tenantDisplayName: tenant.displayName,
        tenantLogoUrl: tenant.logoUrl,
        selectedTheme: tenant.theme as TenantInfo['selectedTheme'],
        primaryColor: tenant.primaryColor,
        secondaryColor: tenant.secondaryColor,
        tenantFavicon: tenant.faviconUrl,
        supportUrl: tenant.supportUrl,
        warrantyEnabled: tenantHasWarranty(tenant.id, tenant.settings.warrantyEnabled),
        // The Send form names the default its per-task quiet hours override (issue 34).
        quietHours: tenant.settings.quietHours ?? null,
        auth: { baseUrl: origin, webClientId: tenant.webClientId },
        app: { baseUrl: origin },
      };
    },
  };
}

export type TenantService = ReturnType<typeof createTenantService>;
