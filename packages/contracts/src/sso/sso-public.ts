import { z } from 'zod';
import { LoginResult } from '../auth/auth.schemas';

/*
 * The calls of single sign-on made before anyone signs in (decision 0042), apart from the tenant's
 * settings: the login route loads these, and nothing of the settings' schemas and messages.
 */

/**
 * What the login page needs before anyone signs in: whether the tenant offers single sign-on, its
 * provider's name, and whether it requires it (a password then only for its break-glass accounts).
 */
export const SsoProvider = z.object({
  enabled: z.boolean(),
  providerName: z.string().nullable(),
  required: z.boolean(),
});
export type SsoProvider = z.infer<typeof SsoProvider>;

export const SsoStart = z.object({ authorizationUrl: z.string() });

const param = z.string().max(4000).optional();
/** The provider's answer as it came back on the console's /sso/callback address. */
export const SsoCallbackBody = z.object({
  state: z.string().trim().min(1).max(200),
  code: param,
  iss: param,
  error: param,
  error_description: param,
});
export type SsoCallbackBody = z.infer<typeof SsoCallbackBody>;

const base = '/simplifi/v1/sso';
export const getSsoProvider = { method: 'GET', path: `${base}/provider`, response: SsoProvider } as const;
export const startSso = { method: 'POST', path: `${base}/start`, response: SsoStart } as const;
export const finishSso = {
  method: 'POST',
  path: `${base}/callback`,
  body: SsoCallbackBody,
  response: LoginResult,
} as const;
