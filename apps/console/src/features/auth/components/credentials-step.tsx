import { messages } from '@console/contracts/messages/core';
import { ssoMessages } from '@console/contracts/sso/public';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { ssoProviderQuery } from '../api/sso';
import type { Credentials } from '../login-validation';
import { LoginForm } from './login-form';
import { SsoSignIn } from './sso-sign-in';

interface Props {
  submitting: boolean;
  onSubmit: (credentials: Credentials) => Promise<unknown>;
  onForgot: () => void;
}

/**
 * The first step: the spec's form with its reset-password link, and the tenant's single sign-on.
 * Offered, 'Sign in with <provider>' comes under the form; required, it is the primary action and
 * the form waits behind 'Sign in with password' for the break-glass accounts. Until the lookup
 * answers, or when it fails, the form shows on its own; once typed into, it stays open.
 */
export function CredentialsStep({ submitting, onSubmit, onForgot }: Props) {
  const sso = useQuery(ssoProviderQuery());
  const [passwordOpen, setPasswordOpen] = useState(false);
  const provider = sso.data?.enabled ? sso.data : undefined;
  const required = provider?.required === true;
  const form = (
    <div id="login-password-sign-in" onInput={() => setPasswordOpen(true)}>
      {required ? <p className="login-note">{ssoMessages.ssoPasswordExceptions}</p> : null}
      <LoginForm submitting={submitting} onSubmit={onSubmit} secondary={required} />
      <Button type="link" className="login-link" onClick={onForgot}>
        {messages.resetPasswordLink}
      </Button>
    </div>
  );
  const button = provider ? <SsoSignIn providerName={provider.providerName} primary={required} /> : null;
  // The form keeps its place among the children whatever the lookup answers, so what was typed in
  // it before the answer stays.
  return (
    <>
      {required ? button : null}
      {required ? (
        <Button
          type="link"
          className="login-link"
          aria-expanded={passwordOpen}
          aria-controls={passwordOpen ? 'login-password-sign-in' : undefined}
          onClick={() => setPasswordOpen((open) => !open)}
        >
          {ssoMessages.signInWithPassword}
        </Button>
      ) : null}
      {required && !passwordOpen ? null : form}
      {provider && !required ? (
        <div className="login-sso">
          <div className="login-or">{ssoMessages.ssoOr}</div>
          {button}
        </div>
      ) : null}
    </>
  );
}
