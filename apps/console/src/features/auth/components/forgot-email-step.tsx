import { messages } from '@console/contracts/messages/core';
import { Button } from 'antd';
import Input from 'antd/es/input/Input';
import { type FormEvent, useState } from 'react';
import { LoginField } from './login-field';

interface Props {
  initial: string;
  sending: boolean;
  onSend: (email: string) => void;
}

/** Step 1: the e-mail address of the account ('Please enter your email address.' when empty). */
export function ForgotEmailStep({ initial, sending, onSend }: Props) {
  const [email, setEmail] = useState(initial);
  const [error, setError] = useState<string>();
  const check = (value = email) => (value.trim() ? undefined : messages.forgotEmailRequired);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setError(found);
    if (!found) onSend(email.trim());
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <LoginField id="forgot-email" label={messages.emailLabel} error={error}>
        <Input
          id="forgot-email"
          type="email"
          autoComplete="email"
          autoFocus
          placeholder={messages.forgotEmailPlaceholder}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setError(check())}
          status={error ? 'error' : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby="forgot-email-error"
        />
      </LoginField>
      <Button type="primary" htmlType="submit" block loading={sending}>
        {messages.sendOtp}
      </Button>
    </form>
  );
}
