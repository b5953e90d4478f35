/** Set once the tenant is known: its id goes on every later call as X-Tenant-ID. */
let tenantId: string | undefined;

export function setApiTenant(id: string | undefined): void {
  tenantId = id || undefined;
}

export const apiTenant = (): string | undefined => tenantId;
