import { messages } from '@console/contracts/messages/core';

export interface SyncCodes {
  code1: string;
  code2: string;
}

export type SyncErrors = Partial<Record<keyof SyncCodes, string>>;

/** Keeps digits only, at most 6 (spec 000 section 5). */
export const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 6);

/** The sign-in code rule of spec 000 section 5. */
export const validateMfaCode = (code: string): string | undefined =>
  code.trim() ? undefined : messages.mfaCodeRequired;

/** The sync form rules of spec 000 section 5. */
export function validateSyncCodes({ code1, code2 }: SyncCodes): SyncErrors {
  const errors: SyncErrors = {};
  if (!code1.trim()) errors.code1 = messages.code1Required;
  if (!code2.trim()) errors.code2 = messages.code2Required;
  else if (code1.trim() === code2.trim()) errors.code2 = messages.code2MustDiffer;
  return errors;
}
