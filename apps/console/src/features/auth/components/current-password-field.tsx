import { messages } from '@console/contracts/messages/core';
import Password from 'antd/es/input/Password';
import { useState } from 'react';
import { currentPasswordMessage } from '../password-errors';
import { LoginField } from './login-field';
import { passwordToggle } from './password-toggle';

/** The current password asked in Settings before a change that would hand the account over. */
export function useCurrentPassword() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  return {
    value,
    error,
    set: (next: string) => {
      setValue(next);
      setError(undefined);
    },
    /** Shows the server's answer under the field; true when it was about the current password. */
    showServerError: (answer: unknown) => {
      const message = currentPasswordMessage(answer);
      setError(message);
      return message !== undefined;
    },
    /** Required; the message when empty (also shown). */
    check: () => {
      const found = value ? undefined : messages.currentPasswordRequired;
      setError(found);
      return found;
    },
  };
}

export function CurrentPasswordField({
  id,
  state,
}: {
  id: string;
  state: ReturnType<typeof useCurrentPassword>;
}) {
  return (
    <LoginField id={id} label={messages.currentPasswordLabel} error={state.error}>
      <Password
        id={id}
        autoComplete="current-password"
        iconRender={passwordToggle}
        value={state.value}
        onChange={(e) => state.set(e.target.value)}
        status={state.error ? 'error' : undefined}
        aria-invalid={Boolean(state.error)}
        aria-describedby={`${id}-error`}
      />
    </LoginField>
  );
}
