/** The tenants area's public entry (`@console/contracts/tenants`): Tenants and their theme; which tenant reads warranty. */

export * from './tenant-warranty';
export * from './tenants.schemas';
