import { fillMessage } from '@console/contracts/messages/fill-message';
import { ssoMessages } from '@console/contracts/sso/public';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { showAlert } from '@/shared/ui/alert-store';
import { startSsoRequest } from '../api/sso';
import { ssoErrorMessage } from '../login-error';

/**
 * 'Sign in with <provider>': the page's primary action when the tenant requires single sign-on,
 * otherwise a second way in under the spec's form.
 */
export function SsoSignIn({ providerName, primary }: { providerName: string | null; primary: boolean }) {
  const start = useMutation({
    mutationFn: startSsoRequest,
    onSuccess: ({ authorizationUrl }) => window.location.assign(authorizationUrl),
    onError: (error) => showAlert('danger', ssoErrorMessage(error)),
  });
  return (
    <Button
      block
      size="large"
      type={primary ? 'primary' : 'default'}
      // Still loading once the provider's page is on its way: a second click would start again.
      loading={start.isPending || start.isSuccess}
      onClick={() => start.mutate()}
    >
      {fillMessage(ssoMessages.signInWith, { provider: providerName ?? '' })}
    </Button>
  );
}
