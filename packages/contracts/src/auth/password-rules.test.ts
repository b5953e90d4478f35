import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  isTypedText,
  newPasswordPairError,
  otpCharacters,
  otpError,
  passwordStrengthError,
  sameAsCurrentError,
} from './password-rules';

describe('passwordStrengthError (spec 000 section 5)', () => {
  it.each([
    ['', messages.passwordMin8],
    ['Ab1!xyz', messages.passwordMin8],
    ['abcdefg1!', messages.passwordUppercase],
    ['Abcdefgh!', messages.passwordNumber],
    ['Abcdefgh1', messages.passwordSpecial],
    ['Abcdefg1 ', undefined],
    ['Str0ng!Pass', undefined],
  ])('%j → %s', (password, expected) => {
    expect(passwordStrengthError(password)).toBe(expected);
  });
});

describe('newPasswordPairError', () => {
  it('needs both fields', () => {
    expect(newPasswordPairError('', 'x')).toBe(messages.bothPasswordsRequired);
    expect(newPasswordPairError('x', '')).toBe(messages.bothPasswordsRequired);
  });
  it('needs them equal before strength', () => {
    expect(newPasswordPairError('abc', 'abd')).toBe(messages.passwordsDoNotMatch);
    expect(newPasswordPairError('abc', 'abc')).toBe(messages.passwordMin8);
    expect(newPasswordPairError('Str0ng!Pass', 'Str0ng!Pass')).toBeUndefined();
  });
});

describe('OTP field', () => {
  it('is required, alphanumeric, at most 6', () => {
    expect(otpError('  ')).toBe(messages.otpRequired);
    expect(otpError('12 4')).toBe(messages.otpVerificationFailed);
    expect(otpError('1234567')).toBe(messages.otpVerificationFailed);
    expect(otpError('a1B2c3')).toBeUndefined();
  });
  it('keeps letters and digits only', () => {
    expect(otpCharacters('12-3 4a5b6c')).toBe('1234a5');
  });
});

describe('isTypedText', () => {
  it('accepts what people type, in any script, emoji included', () => {
    expect(isTypedText('demo.l4@console.example')).toBe(true);
    expect(isTypedText('Jürgen.Ōno@例え.jp')).toBe(true);
    expect(isTypedText('smile😀@console.example')).toBe(true);
  });
  it('refuses control characters and unpaired surrogates', () => {
    expect(isTypedText('a\u0000b')).toBe(false);
    expect(isTypedText('a\u001fb')).toBe(false);
    expect(isTypedText('a\u007fb')).toBe(false);
    expect(isTypedText('a\ud800b')).toBe(false);
    expect(isTypedText('a\udc00')).toBe(false);
  });
});

describe('sameAsCurrentError (Change Password)', () => {
  it('refuses the current password as the new one', () => {
    expect(sameAsCurrentError('Demo@1234', 'Demo@1234')).toBe(messages.passwordSameAsCurrent);
    expect(sameAsCurrentError('Demo@1234', 'Demo@12345')).toBeUndefined();
    expect(sameAsCurrentError('', '')).toBeUndefined();
  });
});
