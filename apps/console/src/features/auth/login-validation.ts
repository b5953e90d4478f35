import { LOGIN_PASSWORD_MIN } from '@console/contracts/constants';
import { messages } from '@console/contracts/messages/core';

export interface Credentials {
  userName: string;
  password: string;
  /** The ALTCHA payload once verified, '' before. */
  captcha: string;
}

export type CredentialErrors = Partial<Record<keyof Credentials, string>>;

/** Login field rules of spec 000 section 5. */
export function validateCredentials(values: Credentials): CredentialErrors {
  const errors: CredentialErrors = {};
  if (!values.userName.trim()) errors.userName = messages.userNameRequired;
  if (!values.password) errors.password = messages.passwordRequired;
  else if (values.password.length < LOGIN_PASSWORD_MIN) errors.password = messages.passwordTooShort;
  if (!values.captcha) errors.captcha = messages.captchaRequired;
  return errors;
}
