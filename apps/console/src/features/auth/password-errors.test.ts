import { messages } from '@console/contracts/messages/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import {
  changePasswordErrorMessage,
  currentPasswordMessage,
  otpSendErrorMessage,
  otpValidateErrorMessage,
  resetErrorMessage,
} from './password-errors';

const offline = new ApiError(0);
const limited = new ApiError(429, 'Slow down', 'tooManyAttempts');
const broken = new ApiError(500, 'Boom', 'internalError');
const breached = new ApiError(400, messages.passwordBreached, 'passwordBreached');

describe('forgot-password messages (spec 000 section 8)', () => {
  it('sending', () => {
    expect(otpSendErrorMessage(offline)).toBe(messages.otpSendFailedShort);
    expect(otpSendErrorMessage(limited)).toBe('Slow down');
    expect(otpSendErrorMessage(broken)).toBe('Boom');
    expect(otpSendErrorMessage(new ApiError(400))).toBe(messages.otpSendFailed);
  });
  it('validating', () => {
    expect(otpValidateErrorMessage(new ApiError(400, 'x'))).toBe(messages.otpVerificationFailed);
    expect(otpValidateErrorMessage(limited)).toBe('Slow down');
    expect(otpValidateErrorMessage(offline)).toBe(messages.otpValidateFailed);
  });
  it('resetting', () => {
    expect(resetErrorMessage(breached)).toBe(messages.passwordBreached);
    expect(resetErrorMessage(new ApiError(400, messages.resetFailed, 'resetFailed'))).toBe(
      messages.resetFailedShort,
    );
    expect(resetErrorMessage(offline)).toBe(messages.resetFailed);
    expect(resetErrorMessage(broken)).toBe('Boom');
  });
});

describe('change password messages', () => {
  it('500 shows the server, other answers the generic text, none the server-down text', () => {
    expect(changePasswordErrorMessage(broken)).toBe('Boom');
    expect(changePasswordErrorMessage(new ApiError(403, 'no', 'forbidden'))).toBe(
      messages.changePasswordFailed,
    );
    expect(changePasswordErrorMessage(breached)).toBe(messages.passwordBreached);
    expect(changePasswordErrorMessage(offline)).toBe(messages.serviceUnavailable);
  });
});

describe('current password messages (Settings)', () => {
  const wrong = new ApiError(400, messages.currentPasswordIncorrect, 'currentPasswordIncorrect');
  it("shows the server's word on the current password, and a lock", () => {
    expect(currentPasswordMessage(wrong)).toBe(messages.currentPasswordIncorrect);
    expect(currentPasswordMessage(limited)).toBe('Slow down');
    expect(currentPasswordMessage(breached)).toBeUndefined();
    expect(currentPasswordMessage(offline)).toBeUndefined();
    expect(currentPasswordMessage(new Error('x'))).toBeUndefined();
  });
  it('change password shows a lock as the server words it', () => {
    expect(changePasswordErrorMessage(limited)).toBe('Slow down');
  });
});
