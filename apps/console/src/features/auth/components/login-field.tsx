import type { ReactNode } from 'react';

interface Props {
  id: string;
  label?: string;
  error?: string;
  children: ReactNode;
}

/** A labelled field with its message below; the input points at the message with aria-describedby. */
export function LoginField({ id, label, error, children }: Props) {
  return (
    <div className="login-field">
      {label ? (
        <label className="login-label" htmlFor={id}>
          {label}
        </label>
      ) : null}
      {children}
      <div id={`${id}-error`} className="login-error" aria-live="polite">
        {error}
      </div>
    </div>
  );
}
