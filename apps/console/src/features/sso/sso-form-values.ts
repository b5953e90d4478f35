import type { SsoClaimMapping, SsoSettings, SsoSettingsBody } from '@console/contracts/sso';

/** What the settings form holds: the settings as stored, and a secret only when one is typed. */
export interface SsoFormValues {
  enabled: boolean;
  providerName: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  /** Null while the box is empty: the contracts' rule answers it, nothing is clamped. */
  recheckMinutes: number | null;
  requireSso: boolean;
  breakGlass: string[];
  mappings: SsoClaimMapping[];
}

/** The form's values for stored settings (the secret box always starts empty: it is never sent back). */
export const formValuesOf = (s: SsoSettings): SsoFormValues => ({
  enabled: s.enabled,
  providerName: s.providerName,
  issuer: s.issuer,
  clientId: s.clientId,
  clientSecret: '',
  scopes: s.scopes,
  recheckMinutes: s.recheckMinutes,
  requireSso: s.requireSso,
  breakGlass: s.breakGlass,
  mappings: s.mappings,
});

/** An empty rule as 'Add rule' appends it. */
export const newMapping = (): SsoClaimMapping => ({
  claim: 'groups',
  value: '',
  roles: [],
  countries: [],
  categories: [],
  brands: [],
});

/** The body of the save: an empty secret box keeps the stored secret, so none is sent. */
export function bodyOf({ clientSecret, recheckMinutes, ...rest }: SsoFormValues): SsoSettingsBody {
  const secret = clientSecret.trim();
  return {
    ...rest,
    recheckMinutes: recheckMinutes as number,
    ...(secret && { clientSecret: secret }),
  };
}

/** The field a refusal of the server speaks of, by its catalogue code; none: the form's as a whole. */
const FIELD_OF_CODE: Record<string, keyof SsoFormValues> = {
  ssoClientSecretRequired: 'clientSecret',
  ssoIssuerInvalid: 'issuer',
  ssoProviderNameRequired: 'providerName',
  ssoClientIdRequired: 'clientId',
  ssoScopesInvalid: 'scopes',
  ssoRecheckInvalid: 'recheckMinutes',
  ssoBreakGlassUnknown: 'breakGlass',
  ssoRequireNeedsAdmin: 'breakGlass',
  ssoRequireNeedsRule: 'requireSso',
  ssoRequireUnreachable: 'issuer',
};

export const fieldOfCode = (code: string | undefined): keyof SsoFormValues | undefined =>
  code ? FIELD_OF_CODE[code] : undefined;
