import { z } from 'zod';
import { ROLES } from '../access/roles';
import { MFA_CODE_DIGITS } from '../constants';
import { messages } from '../messages/core';
import { CurrentPassword } from './password.schemas';
import { isTypedText } from './password-rules';

export const LoginBody = z.object({
  userName: z
    .string(messages.userNameRequired)
    .trim()
    .min(1, messages.userNameRequired)
    .max(200)
    .refine(isTypedText, messages.loginFailed),
  password: z.string(messages.passwordRequired).min(1, messages.passwordRequired).max(200),
  clientId: z.string().max(200).optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

/**
 * One of three outcomes: a session (`accessToken`), a second step (`mfaToken`),
 * or two-step setup (`qrCodeUrl`, with `mfaToken` to carry the setup).
 */
export const LoginResult = z.object({
  accessToken: z.string().optional(),
  mfaToken: z.string().optional(),
  qrCodeUrl: z.string().optional(),
  secret: z.string().optional(),
  isAuthenticated: z.boolean(),
  expiresAt: z.number().optional(),
});
export type LoginResult = z.infer<typeof LoginResult>;

export const LogoutBody = z.object({ clientId: z.string().max(200).optional() });

export const Permission = z.object({
  country: z.string(),
  categories: z.array(z.string()),
  brand: z.string(),
});

export const TokenDetails = z.object({
  userId: z.string(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  tenantId: z.string(),
  roles: z.array(z.enum(ROLES)),
  permissions: z.array(Permission),
  userLevel: z.number(),
  allowedCountries: z.array(z.string()),
  allowedDeviceCategories: z.array(z.string()),
  allowCompanyBrand: z.array(z.string()),
  allowedCountryCodes: z.array(z.string()),
  mfaEnabled: z.boolean(),
});
export type TokenDetails = z.infer<typeof TokenDetails>;

/** Our own: the account about to sign in, whose challenge may be harder after many failures. */
export const CaptchaChallengeQuery = z.object({ userName: z.string().max(200).optional() });

export const CaptchaChallenge = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().optional(),
  salt: z.string(),
  signature: z.string(),
});

export const login = {
  method: 'POST',
  path: '/simplifi/v1/userManagement/login',
  body: LoginBody,
  response: LoginResult,
} as const;
export const logout = {
  method: 'POST',
  path: '/simplifi/v1/userManagement/logout',
  body: LogoutBody,
} as const;
export const tokenDetails = {
  method: 'GET',
  path: '/simplifi/v1/userManagement/tokenDetails',
  response: TokenDetails,
} as const;
export const captchaChallenge = {
  method: 'GET',
  path: '/simplifi/v1/captcha/challenge',
  query: CaptchaChallengeQuery,
  response: CaptchaChallenge,
} as const;

/** Two-step codes: digits only, at most 6 (spec 000 sections 5 and 9); the console checks the same. */
const mfaCode = (required: string) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(MFA_CODE_DIGITS, messages.mfaInvalid)
    .regex(/^\d+$/, messages.mfaInvalid);

const MfaToken = z.string().min(1).max(200);

export const ValidateMfaBody = z.object({
  mfaToken: MfaToken,
  otp: mfaCode(messages.mfaCodeRequired),
});
export type ValidateMfaBody = z.infer<typeof ValidateMfaBody>;

/**
 * Authorised by the setup `mfaToken` from sign-in, or by a session and the current password
 * (Settings, after Add Device).
 */
export const ResyncMfaBody = z
  .object({
    mfaCode1: mfaCode(messages.code1Required),
    mfaCode2: mfaCode(messages.code2Required),
    mfaToken: MfaToken.optional(),
    currentPassword: CurrentPassword.optional(),
  })
  .refine((b) => b.mfaCode1 !== b.mfaCode2, { message: messages.code2MustDiffer, path: ['mfaCode2'] });
export type ResyncMfaBody = z.infer<typeof ResyncMfaBody>;

/** Settings, Add Device: the current password first. */
export const AddMfaDeviceBody = z.object({ currentPassword: CurrentPassword });
export type AddMfaDeviceBody = z.infer<typeof AddMfaDeviceBody>;

/** A new secret to scan (`qrCodeUrl`, a PNG data URL) or type in (`secret`, base32). */
export const MfaDevice = z.object({ qrCodeUrl: z.string(), secret: z.string() });
export type MfaDevice = z.infer<typeof MfaDevice>;

export const MfaStatus = z.object({ status: z.literal('success') });

export const validateMfa = {
  method: 'POST',
  path: '/simplifi/v2/userManagement/mfa/validateMFA',
  body: ValidateMfaBody,
  response: LoginResult,
} as const;
export const addMfaDevice = {
  method: 'POST',
  path: '/simplifi/v2/userManagement/mfa/addMFADevice',
  body: AddMfaDeviceBody,
  response: MfaDevice,
} as const;
export const resyncMfaDevice = {
  method: 'POST',
  path: '/simplifi/v2/userManagement/mfa/resyncMFADevice',
  body: ResyncMfaBody,
  response: MfaStatus,
} as const;
