import { messages } from '@console/contracts/messages/core';
import { ApiError } from '@/shared/api/api-error';

/** 429 and 500 carry the server's own message (spec 000 section 8). */
const serverMessageOf = (error: ApiError) =>
  error.status === 429 || error.status === 500 ? error.serverMessage : undefined;

/** A refused new password (strength, breached list): the person must know what to change. */
const passwordRuleOf = (error: ApiError) =>
  error.status === 400 && error.code?.startsWith('password') ? error.serverMessage : undefined;

/** Step 1 and Resend: 429/500 the server's text; another answer, or none, the spec's two texts. */
export function otpSendErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return messages.otpSendFailedShort;
  return serverMessageOf(error) ?? messages.otpSendFailed;
}

/** Step 2: a wrong or dead code is 'OTP verification failed.'. */
export function otpValidateErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return messages.otpValidateFailed;
  if (error.status === 400) return messages.otpVerificationFailed;
  return serverMessageOf(error) ?? messages.otpValidateFailed;
}

/** Step 3. */
export function resetErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return messages.resetFailed;
  return serverMessageOf(error) ?? passwordRuleOf(error) ?? messages.resetFailedShort;
}

/** Settings > Change Password: 429 and 500 the server's text, no answer the server-down text. */
export function changePasswordErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return messages.serviceUnavailable;
  const server = serverMessageOf(error);
  if (server) return server;
  if (error.status === 500) return messages.changePasswordFailed;
  return passwordRuleOf(error) ?? messages.changePasswordFailed;
}

/**
 * Settings: the server's word on the current password (wrong, missing, or locked after too many
 * wrong ones), shown under its field; undefined for any other answer.
 */
export function currentPasswordMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 400 && error.code?.startsWith('currentPassword')) return error.serverMessage;
  if (error.status === 429) return error.serverMessage ?? messages.tooManyAttempts;
  return undefined;
}
