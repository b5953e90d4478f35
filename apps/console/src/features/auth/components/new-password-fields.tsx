import { newPasswordPairError } from '@console/contracts/auth';
import { messages } from '@console/contracts/messages/core';
import Password from 'antd/es/input/Password';
import { useState } from 'react';
import { LoginField } from './login-field';
import { passwordToggle } from './password-toggle';

export interface PasswordPair {
  password: string;
  confirm: string;
}

/**
 * New and confirm password with the rules of spec 000 section 5 (both filled, equal, strong),
 * shown under the confirm field. Used by the reset dialog and by Settings; `extraRule` is one
 * more check of the new password after those (Settings: not the current one).
 */
export function usePasswordPair(extraRule?: (password: string) => string | undefined) {
  const [pair, setPair] = useState<PasswordPair>({ password: '', confirm: '' });
  const [error, setError] = useState<string>();
  return {
    pair,
    error,
    set: (field: keyof PasswordPair, value: string) => setPair((p) => ({ ...p, [field]: value })),
    /** The first broken rule, also shown; undefined when the pair may be sent. */
    check: () => {
      const found = newPasswordPairError(pair.password, pair.confirm) ?? extraRule?.(pair.password);
      setError(found);
      return found;
    },
  };
}

interface Props {
  idPrefix: string;
  confirmLabel: string;
  state: ReturnType<typeof usePasswordPair>;
}

export function NewPasswordFields({ idPrefix, confirmLabel, state }: Props) {
  const errorId = `${idPrefix}-confirm-error`;
  const field = (name: keyof PasswordPair, label: string, error?: string) => (
    <LoginField id={`${idPrefix}-${name}`} label={label} error={error}>
      <Password
        id={`${idPrefix}-${name}`}
        autoComplete="new-password"
        iconRender={passwordToggle}
        value={state.pair[name]}
        onChange={(e) => state.set(name, e.target.value)}
        status={state.error ? 'error' : undefined}
        aria-invalid={Boolean(state.error)}
        aria-describedby={errorId}
      />
    </LoginField>
  );
  return (
    <>
      {field('password', messages.newPasswordLabel)}
      {field('confirm', confirmLabel, state.error)}
    </>
  );
}
