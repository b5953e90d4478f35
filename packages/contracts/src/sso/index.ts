/** The single sign-on area's public entry (`@console/contracts/sso`). */

export { ssoMessages } from './sso.messages';
export * from './sso.schemas';
export * from './sso-mapping';
export * from './sso-public';
