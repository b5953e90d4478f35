import { z } from 'zod';
import { ROLES } from '../access/roles';
import { messages } from '../messages';

/*
 * Single sign-on per tenant (issue 33; ours, the spec has none): OpenID Connect, authorization code
 * flow with PKCE. The tenant names the provider (issuer, client id and secret) and how the
 * provider's claims map to roles (the level follows from them) and data scope; the login page
 * offers 'Sign in with <provider>' beside the spec's form. Decision 0042 gives the model.
 */

/** Loopback hosts, where a test or development provider may answer over plain http. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An issuer is https, or http on this machine only (a development provider). */
export function isAllowedIssuer(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || url.search || url.hash) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
}

const name = (required: string) => z.string(required).trim().min(1, required).max(200);
const list = z.array(z.string().trim().min(1).max(40)).max(100);

/** One rule: when `claim` holds `value` (or a list claim contains it), these roles and this scope apply. */
export const SsoClaimMapping = z.object({
  claim: z.string(messages.ssoMappingClaimRequired).trim().min(1, messages.ssoMappingClaimRequired).max(100),
  value: z.string(messages.ssoMappingValueRequired).trim().min(1, messages.ssoMappingValueRequired).max(200),
  roles: z.array(z.enum(ROLES)).min(1, messages.ssoMappingRolesRequired).max(ROLES.length),
  countries: list.default([]),
  categories: list.default([]),
  brands: list.default([]),
});
export type SsoClaimMapping = z.infer<typeof SsoClaimMapping>;

export const SsoSettingsBody = z
  .object({
    enabled: z.boolean(),
    providerName: name(messages.ssoProviderNameRequired),
    issuer: z
      .string(messages.ssoIssuerInvalid)
      .trim()
      .max(500)
      .refine(isAllowedIssuer, messages.ssoIssuerInvalid)
      .transform((v) => v.replace(/\/+$/, '')),
    clientId: name(messages.ssoClientIdRequired),
    /** Absent or empty: keep the stored one. Never sent back. */
    clientSecret: z.string().max(500).optional(),
    scopes: z
      .string()
      .trim()
      .max(300)
      .regex(/^[\x21\x23-\x5B\x5D-\x7E]+( [\x21\x23-\x5B\x5D-\x7E]+)*$/, messages.ssoScopesInvalid)
      .default('openid email profile'),
    recheckMinutes: z
      .number(messages.ssoRecheckInvalid)
      .int(messages.ssoRecheckInvalid)
      .min(1, messages.ssoRecheckInvalid)
      .max(60, messages.ssoRecheckInvalid)
      .default(5),
    requireSso: z.boolean().default(false),
    breakGlass: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
    mappings: z.array(SsoClaimMapping).max(50).default([]),
  })
  .superRefine((body, ctx) => {
    // Required with no claim rule, nobody could sign in through the provider (the rules that need
    // the database, break-glass accounts and a provider that answers, are the server's).
    if (body.enabled && body.requireSso && body.mappings.length === 0)
      ctx.addIssue({ code: 'custom', path: ['requireSso'], message: messages.ssoRequireNeedsRule });
  });
export type SsoSettingsBody = z.input<typeof SsoSettingsBody>;

export const SsoSettings = z.object({
  configured: z.boolean(),
  enabled: z.boolean(),
  providerName: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  clientSecretSet: z.boolean(),
  scopes: z.string(),
  recheckMinutes: z.number(),
  requireSso: z.boolean(),
  breakGlass: z.array(z.string()),
  mappings: z.array(SsoClaimMapping),
  /** The address the provider sends people back to: register it at the provider. */
  redirectUri: z.string(),
});
export type SsoSettings = z.infer<typeof SsoSettings>;

const base = '/simplifi/v1/sso';
export const getSsoSettings = { method: 'GET', path: `${base}/settings`, response: SsoSettings } as const;
export const saveSsoSettings = {
  method: 'PUT',
  path: `${base}/settings`,
  body: SsoSettingsBody,
  response: SsoSettings,
} as const;
