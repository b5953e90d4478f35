/** The single sign-on area's public entry (`@console/contracts/sso`). */

export * from './sso.schemas';
export * from './sso-mapping';
