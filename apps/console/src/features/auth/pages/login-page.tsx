import { messages } from '@console/contracts/messages';
import { useTenant } from '../../../shared/tenant/tenant-context';
import { LoginForm } from '../components/login-form';
import { useLoginFlow } from '../hooks/use-login-flow';

/**
 * The login screen (spec 000 section 2). Two-step screens take the form's place when they exist.
 * Plain elements rather than Card and Typography keep the first download small.
 */
export default function LoginPage() {
  const tenant = useTenant();
  const { step, signIn } = useLoginFlow();

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
          <LoginForm submitting={signIn.isPending} onSubmit={signIn.mutateAsync} />
        ) : null}
      </section>
    </main>
  );
}
