import { messages } from '@console/contracts/messages/core';
import { describe, expect, it } from 'vitest';
import { validateCredentials } from './login-validation';

const good = { userName: 'agent', password: 'secret1', captcha: 'payload' };

describe('validateCredentials', () => {
  it('accepts a complete sign-in', () => {
    expect(validateCredentials(good)).toEqual({});
  });

  it('requires every field with its own message', () => {
    expect(validateCredentials({ userName: ' ', password: '', captcha: '' })).toEqual({
      userName: messages.userNameRequired,
      password: messages.passwordRequired,
      captcha: messages.captchaRequired,
    });
  });

  it('wants a password of 6 or more characters', () => {
    expect(validateCredentials({ ...good, password: '12345' })).toEqual({
      password: messages.passwordTooShort,
    });
    expect(validateCredentials({ ...good, password: '123456' })).toEqual({});
  });
});
