import { messages } from '@console/contracts/messages/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { LoginRefusedError, loginErrorMessage, mfaSyncErrorMessage, RoleRefusedError } from './login-error';

describe('loginErrorMessage', () => {
  it('shows the server message for 429 and 500', () => {
    expect(loginErrorMessage(new ApiError(429, 'Slow down'))).toBe('Slow down');
    expect(loginErrorMessage(new ApiError(500, 'Broken'))).toBe('Broken');
  });

  it('says the credentials are wrong for any other status', () => {
    expect(loginErrorMessage(new ApiError(401, 'Invalid credentials'))).toBe(messages.loginFailed);
    expect(loginErrorMessage(new ApiError(400))).toBe(messages.loginFailed);
    expect(loginErrorMessage(new ApiError(403, 'Locked'))).toBe(messages.loginFailed);
    expect(loginErrorMessage(new LoginRefusedError())).toBe(messages.loginFailed);
  });

  it('says the service is unavailable when no response came', () => {
    expect(loginErrorMessage(new ApiError(0))).toBe(messages.serviceUnavailable);
  });

  it('names the missing role, from the browser check or the server', () => {
    expect(loginErrorMessage(new RoleRefusedError())).toBe(messages.roleRequired);
    expect(loginErrorMessage(new ApiError(403, messages.roleRequired, 'roleRequired'))).toBe(
      messages.roleRequired,
    );
  });
});

describe('mfaSyncErrorMessage', () => {
  it('says what is wrong with the current password sent from Settings, else the spec texts', () => {
    const wrong = new ApiError(400, messages.currentPasswordIncorrect, 'currentPasswordIncorrect');
    expect(mfaSyncErrorMessage(wrong)).toBe(messages.currentPasswordIncorrect);
    expect(mfaSyncErrorMessage(new ApiError(400, messages.mfaInvalid, 'mfaInvalid'))).toBe(
      messages.mfaInvalid,
    );
    expect(mfaSyncErrorMessage(new ApiError(429, 'Slow down', 'tooManyAttempts'))).toBe(
      messages.mfaSyncFailed,
    );
  });
});
