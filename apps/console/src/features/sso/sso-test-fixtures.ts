import type { SsoSettings } from '@console/contracts/sso';

export const REDIRECT = 'https://console.example/sso/callback';

/** A tenant without single sign-on, as the server answers it. */
export const NO_SSO_SETTINGS: SsoSettings = {
  configured: false,
  enabled: false,
  providerName: '',
  issuer: '',
  clientId: '',
  clientSecretSet: false,
  scopes: 'openid email profile',
  recheckMinutes: 5,
  requireSso: false,
  breakGlass: [],
  mappings: [],
  redirectUri: REDIRECT,
};
