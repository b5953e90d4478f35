/** Spec 001 section 6: 'Warranty info is shown only for the tenant with id 'panasonic''. */
export const WARRANTY_TENANT_ID = 'panasonic';

/**
 * The spec's reading is in force: a tenant's `warrantyEnabled` setting may switch warranty off for
 * that tenant, never on for another. The other reading (the setting alone decides, any tenant) is
 * kept one line away, should the product owners choose it.
 */
export const WARRANTY_READING: 'spec' | 'setting' = 'spec';

/** Whether a tenant has warranty and service requests: the server's guard and the console's links. */
export function tenantHasWarranty(tenantId: string, warrantySetting: boolean): boolean {
  return warrantySetting && (WARRANTY_READING === 'setting' || tenantId === WARRANTY_TENANT_ID);
}
