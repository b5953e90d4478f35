import { ResyncMfaBody, ValidateMfaBody } from '@console/contracts/auth';
import { MFA_CODE_DIGITS } from '@console/contracts/constants';

export interface SyncCodes {
  code1: string;
  code2: string;
}

export type SyncErrors = Partial<Record<keyof SyncCodes, string>>;

/** What the code boxes accept while typing: digits only, at most 6 (spec 000 section 5). */
export const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, MFA_CODE_DIGITS);

/** The sign-in code rule, from the schema the server checks. */
export const validateMfaCode = (code: string): string | undefined =>
  ValidateMfaBody.shape.otp.safeParse(code).error?.issues[0]?.message;

/** The sync form rules (both required, Code 2 differs), from the schema the server checks. */
export function validateSyncCodes({ code1, code2 }: SyncCodes): SyncErrors {
  const result = ResyncMfaBody.safeParse({ mfaCode1: code1, mfaCode2: code2 });
  const errors: SyncErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] === 'mfaCode1' ? 'code1' : 'code2';
    errors[field] ??= issue.message;
  }
  return errors;
}
