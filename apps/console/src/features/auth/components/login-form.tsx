import { messages } from '@console/contracts/messages/core';
import { Button } from 'antd';
// Deep imports: the `Input` index also brings TextArea, OTP and Search, which the login route never shows.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { type FormEvent, useState } from 'react';
import { type CredentialErrors, type Credentials, validateCredentials } from '../login-validation';
import { CaptchaField } from './captcha-field';
import { LoginField } from './login-field';
import { passwordToggle } from './password-toggle';

interface Props {
  submitting: boolean;
  onSubmit: (credentials: Credentials) => Promise<unknown>;
  /** Another way in is the page's primary action (a tenant that requires single sign-on). */
  secondary?: boolean;
}

const EMPTY: Credentials = { userName: '', password: '', captcha: '' };

/**
 * User name, password and captcha, checked on blur and on submit (spec 000 section 5). A field is
 * checked on blur once it was typed into: leaving the focused, empty user name for another way in
 * (single sign-on, Reset Password) says nothing. Plain inputs instead of antd Form keep the login
 * route's JavaScript under its budget.
 */
export function LoginForm({ submitting, onSubmit, secondary }: Props) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [captchaReset, setCaptchaReset] = useState(0);
  const [typedIn, setTypedIn] = useState<ReadonlySet<keyof Credentials>>(new Set());

  const set = (field: keyof Credentials, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const type = (field: keyof Credentials, value: string) => {
    set(field, value);
    if (!typedIn.has(field)) setTypedIn(new Set(typedIn).add(field));
  };
  const check = (field: keyof Credentials, next = values) =>
    setErrors((e) => ({ ...e, [field]: validateCredentials(next)[field] }));
  const checkTyped = (field: keyof Credentials) => typedIn.has(field) && check(field);
  const invalid = (field: keyof Credentials) => ({
    status: errors[field] ? ('error' as const) : undefined,
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': `login-${field}-error`,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateCredentials(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await onSubmit(values);
    } catch {
      // The flow has shown the message; a captcha payload is good for one attempt only.
      set('captcha', '');
      setCaptchaReset((n) => n + 1);
    }
  };

  const onCaptcha = (payload: string) => {
    const next = { ...values, captcha: payload };
    setValues(next);
    if (payload) check('captcha', next);
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <LoginField id="login-userName" label={messages.userNameLabel} error={errors.userName}>
        <Input
          id="login-userName"
          autoComplete="username"
          autoFocus
          value={values.userName}
          onChange={(e) => type('userName', e.target.value)}
          onBlur={() => checkTyped('userName')}
          {...invalid('userName')}
        />
      </LoginField>
      <LoginField id="login-password" label={messages.passwordLabel} error={errors.password}>
        <Password
          id="login-password"
          autoComplete="current-password"
          iconRender={passwordToggle}
          value={values.password}
          onChange={(e) => type('password', e.target.value)}
          onBlur={() => checkTyped('password')}
          {...invalid('password')}
        />
      </LoginField>
      <LoginField id="login-captcha" error={errors.captcha}>
        <CaptchaField
          value={values.captcha}
          onChange={onCaptcha}
          resetSignal={captchaReset}
          userName={values.userName}
        />
      </LoginField>
      <Button
        type={secondary ? 'default' : 'primary'}
        htmlType="submit"
        block
        size="large"
        loading={submitting}
      >
        {messages.signIn}
      </Button>
    </form>
  );
}
