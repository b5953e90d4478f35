import { messages } from '@console/contracts/messages/core';
import { describe, expect, it } from 'vitest';
import { digitsOnly, validateMfaCode, validateSyncCodes } from './mfa-validation';

describe('two-step code rules', () => {
  it('requires the sign-in code', () => {
    expect(validateMfaCode(' ')).toBe(messages.mfaCodeRequired);
    expect(validateMfaCode('123456')).toBeUndefined();
  });

  it('keeps at most six digits', () => {
    expect(digitsOnly('12a3-4567')).toBe('123456');
  });

  it('requires both sync codes and different ones', () => {
    expect(validateSyncCodes({ code1: '', code2: '' })).toEqual({
      code1: messages.code1Required,
      code2: messages.code2Required,
    });
    expect(validateSyncCodes({ code1: '111111', code2: '111111' })).toEqual({
      code2: messages.code2MustDiffer,
    });
    expect(validateSyncCodes({ code1: '111111', code2: '222222' })).toEqual({});
  });
});
