import type { TenantInfo } from '@console/contracts/tenants';

/** Document title and favicon follow the tenant. */
export function applyTenantHead(tenant: TenantInfo): void {
  document.title = tenant.tenantDisplayName;
  if (!tenant.tenantFavicon) return;
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = tenant.tenantFavicon;
}
