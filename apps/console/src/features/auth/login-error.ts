import { messages } from '@console/contracts/messages/core';
import { ApiError } from '@/shared/api/api-error';
import { currentPasswordMessage } from './password-errors';

/** Thrown when the token is good but its roles may not use the console. */
export class RoleRefusedError extends Error {}

/** Thrown when the server answered without a token or a next step. */
export class LoginRefusedError extends Error {}

/** Login messages of spec 000 section 8. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof RoleRefusedError) return messages.roleRequired;
  if (error instanceof LoginRefusedError) return messages.loginFailed;
  if (!(error instanceof ApiError)) return messages.serviceUnavailable;
  if (error.status === 0) return messages.serviceUnavailable;
  if (error.status === 429 || error.status === 500) return error.serverMessage ?? messages.serviceUnavailable;
  // The server refuses a role-less account itself too; that refusal keeps its own message.
  if (error.status === 403 && error.code === 'roleRequired') return messages.roleRequired;
  // The tenant requires single sign-on for this account: the server says to use the button.
  if (error.status === 403 && error.code === 'ssoRequired')
    return error.serverMessage ?? messages.loginFailed;
  return messages.loginFailed;
}

/** A single sign-on refusal: the server names each one (issuer, audience, replay, e-mail…). */
export function ssoErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.serverMessage) return error.serverMessage;
  return loginErrorMessage(error);
}

/** A wrong sign-in code is 400; an expired or used mfaToken keeps the server's message. */
export function mfaValidateErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) return messages.mfaInvalid;
  if (error instanceof ApiError && error.status === 401)
    return error.serverMessage ?? messages.sessionExpired;
  return loginErrorMessage(error);
}

/** Sync messages of spec 000 section 8. */
export function mfaSyncErrorMessage(error: unknown): string {
  // Settings sends the current password with the codes; the spec's texts are about the codes.
  const aboutPassword = error instanceof ApiError && error.status === 400 && currentPasswordMessage(error);
  if (aboutPassword) return aboutPassword;
  if (error instanceof ApiError && error.status === 400) return messages.mfaInvalid;
  if (error instanceof ApiError && error.status === 500) return error.serverMessage ?? messages.mfaSyncFailed;
  return messages.mfaSyncFailed;
}
