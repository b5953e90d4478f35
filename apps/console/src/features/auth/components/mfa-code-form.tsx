import { messages } from '@console/contracts/messages/core';
import { Button } from 'antd';
import Input from 'antd/es/input/Input';
import { type FormEvent, useState } from 'react';
import { digitsOnly, validateMfaCode } from '../mfa-validation';
import { LoginField } from './login-field';
import { MfaHelp } from './mfa-help';

interface Props {
  submitting: boolean;
  onSubmit: (otp: string) => Promise<unknown>;
  /** Back to user name and password: the code screen is kept across reloads, so it needs a way out. */
  onBack: () => void;
}

/** The sign-in code screen: one numeric field of up to 6 digits and Validate (spec 000 section 2). */
export default function MfaCodeForm({ submitting, onSubmit, onBack }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateMfaCode(code);
    setError(found);
    if (found) return;
    try {
      await onSubmit(code.trim());
    } catch {
      // The flow has shown the message; a code is good once only.
      setCode('');
    }
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <LoginField id="mfa-code" label={messages.mfaCodeLabel} error={error}>
        <Input
          id="mfa-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          maxLength={6}
          value={code}
          onChange={(e) => setCode(digitsOnly(e.target.value))}
          onBlur={() => setError(validateMfaCode(code))}
          status={error ? 'error' : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby="mfa-code-error"
        />
      </LoginField>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        {messages.mfaValidate}
      </Button>
      <MfaHelp label={messages.mfaHelp} text={messages.mfaCodeHelp} />
      <Button type="link" className="login-link" onClick={onBack}>
        {messages.back}
      </Button>
    </form>
  );
}
