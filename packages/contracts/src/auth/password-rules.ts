import { NEW_PASSWORD_MIN } from '../constants';
import { messages } from '../messages/core';

/**
 * The new-password strength rule of spec 000 section 5, checked in the spec's order; the first
 * unmet part is the message. Reset and change use the same rule (the spec leaves change open).
 */
export function passwordStrengthError(password: string): string | undefined {
  if (password.length < NEW_PASSWORD_MIN) return messages.passwordMin8;
  if (!/[A-Z]/.test(password)) return messages.passwordUppercase;
  if (!/\d/.test(password)) return messages.passwordNumber;
  if (!/[^A-Za-z0-9]/.test(password)) return messages.passwordSpecial;
  return undefined;
}

/** New and confirm fields (spec 000 section 5): both required, equal, then strong. */
export function newPasswordPairError(password: string, confirm: string): string | undefined {
  if (!password || !confirm) return messages.bothPasswordsRequired;
  if (password !== confirm) return messages.passwordsDoNotMatch;
  return passwordStrengthError(password);
}

/** Change Password: a new password equal to the current one changes nothing, so it is refused. */
export function sameAsCurrentError(currentPassword: string, newPassword: string): string | undefined {
  return currentPassword && newPassword === currentPassword ? messages.passwordSameAsCurrent : undefined;
}

/** The forgot-password OTP (spec 000 sections 5 and 9): required, up to 6 letters or digits. */
export function otpError(otp: string): string | undefined {
  if (!otp.trim()) return messages.otpRequired;
  if (!/^[A-Za-z0-9]{1,6}$/.test(otp.trim())) return messages.otpVerificationFailed;
  return undefined;
}

/** Keeps letters and digits only, at most 6: what the OTP field accepts. */
export const otpCharacters = (value: string) => value.replace(/[^A-Za-z0-9]/g, '').slice(0, 6);

/**
 * Text a person can type and PostgreSQL can store: no control characters (NUL is refused by the
 * database) and no unpaired UTF-16 surrogates (not encodable as UTF-8). For names and addresses.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
export const isTypedText = (value: string) => !/[\u0000-\u001f\u007f]|\p{Cs}/u.test(value);
