import { messages } from '@console/contracts/messages/core';
import { lazy, Suspense, useState } from 'react';
import { useTenant } from '@/shared/tenant/tenant-context';
import { CredentialsStep } from '../components/credentials-step';
import { useLoginFlow } from '../hooks/use-login-flow';

// Most sign-ins never see these screens: they load on demand, keeping the login route small.
const MfaCodeForm = lazy(() => import('../components/mfa-code-form'));
const MfaSetup = lazy(() => import('../components/mfa-setup'));
const ForgotPasswordDialog = lazy(() => import('../components/forgot-password-dialog'));

/**
 * The login screen (spec 000 section 2): credentials, then the two-step code or two-step setup.
 * Plain elements rather than Card and Typography keep the first download small.
 */
export default function LoginPage() {
  const tenant = useTenant();
  const { step, signIn, validateCode, restart } = useLoginFlow();
  // Mounted from the first open on, so its snackbar outlives the dialog.
  const [forgot, setForgot] = useState<'never' | 'open' | 'closed'>('never');

  return (
    <main className="login-page">
      {tenant.tenantLogoUrl ? (
        <img className="login-logo" src={tenant.tenantLogoUrl} alt={tenant.tenantDisplayName} />
      ) : null}
      <section className="login-card" aria-labelledby="login-title">
        <h1 id="login-title" className="login-title">
          {messages.signInTitle}
        </h1>
        {step.kind === 'credentials' ? (
          <CredentialsStep
            submitting={signIn.isPending}
            onSubmit={signIn.mutateAsync}
            onForgot={() => setForgot('open')}
          />
        ) : null}
        <Suspense fallback={null}>
          {step.kind === 'mfaValidate' ? (
            <MfaCodeForm
              submitting={validateCode.isPending}
              onSubmit={(otp) => validateCode.mutateAsync({ mfaToken: step.mfaToken, otp })}
              onBack={restart}
            />
          ) : null}
          {step.kind === 'mfaSetup' ? (
            <MfaSetup qrCodeUrl={step.qrCodeUrl} secret={step.secret} mfaToken={step.mfaToken} />
          ) : null}
        </Suspense>
      </section>
      <Suspense fallback={null}>
        {forgot === 'never' ? null : (
          <ForgotPasswordDialog open={forgot === 'open'} onClose={() => setForgot('closed')} />
        )}
      </Suspense>
    </main>
  );
}
