import { PATHS } from '@console/contracts/paths';
import { ssoMessages } from '@console/contracts/sso/public';
import { Alert, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTenant } from '@/shared/tenant/tenant-context';
import { finishSsoRequest } from '../api/sso';
import { LoginRefusedError, ssoErrorMessage } from '../login-error';
import { loginStepStore } from '../login-step-store';
import { outcomeOf } from '../login-steps';
import { startSession } from '../start-session';

/** What the provider put on the address it sent the browser back to. */
function providerAnswer(search: string) {
  const q = new URLSearchParams(search);
  const optional = (name: string) => q.get(name) ?? undefined;
  return {
    state: q.get('state') ?? '',
    code: optional('code'),
    iss: optional('iss'),
    error: optional('error'),
    error_description: optional('error_description'),
  };
}

/**
 * Where the provider sends the browser back (decision 0042): posts its answer once, then the
 * session starts as a password sign-in's does (the same role gate); a refusal shows the server's
 * reason with the way back to the login page, and nothing is signed in.
 */
export default function SsoCallbackPage() {
  const tenant = useTenant();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const { search } = useLocation();
  // Read once: the address loses the answer below, and the answer is posted once.
  const answer = useRef(providerAnswer(search)).current;
  const posted = useRef(false);

  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    // The code is good once: off the address bar and history, so a reload cannot replay it.
    navigate(PATHS.ssoCallback, { replace: true });
    if (!answer.state) {
      setError(ssoMessages.ssoStateMismatch);
      return;
    }
    (async () => {
      const outcome = outcomeOf(await finishSsoRequest(answer));
      if (outcome.kind === 'refused') throw new LoginRefusedError();
      if (outcome.kind === 'session') {
        // Signed in: the guest-only route moves on to the dashboard.
        await startSession(outcome.accessToken, tenant);
        return;
      }
      // The tenant still asks for the two-step code: the login page's code screen takes over.
      loginStepStore.save(outcome);
      navigate(PATHS.login, { replace: true });
    })().catch((e: unknown) => setError(ssoErrorMessage(e)));
  }, [answer, tenant, navigate]);

  return (
    <main className="login-page">
      {tenant.tenantLogoUrl ? (
        <img className="login-logo" src={tenant.tenantLogoUrl} alt={tenant.tenantDisplayName} />
      ) : null}
      <section className="login-card" aria-labelledby="sso-title" aria-busy={!error}>
        <h1 id="sso-title" className="login-title">
          {ssoMessages.ssoTitle}
        </h1>
        {error ? (
          <>
            <Alert type="error" showIcon message={error} />
            <p className="login-back">
              <Link to={PATHS.login} replace>
                {ssoMessages.ssoBackToLogin}
              </Link>
            </p>
          </>
        ) : (
          <p role="status">
            <Spin size="small" /> {ssoMessages.ssoSigningIn}
          </p>
        )}
      </section>
    </main>
  );
}
