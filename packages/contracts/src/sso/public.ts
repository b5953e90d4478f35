/** What the login route needs of single sign-on (`@console/contracts/sso/public`): calls and texts only. */

export { ssoMessages } from './sso.messages';
export * from './sso-public';
