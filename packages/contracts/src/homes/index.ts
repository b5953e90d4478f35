/** The homes area's public entry (`@console/contracts/homes`): Homes and their devices. */
export * from './homes.schemas';
