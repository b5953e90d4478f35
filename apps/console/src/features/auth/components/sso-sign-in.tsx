import { fillMessage } from '@console/contracts/messages/fill-message';
import { ssoMessages } from '@console/contracts/sso/public';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { showAlert } from '@/shared/ui/alert-store';
import { authKeys } from '../api/keys';
import { getSsoProviderRequest, startSsoRequest } from '../api/sso';
import { ssoErrorMessage } from '../login-error';

/**
 * 'Sign in with <provider>' beside the spec's form, when the tenant has single sign-on. Nothing is
 * shown while the answer is on its way or when the lookup fails: the form works on its own.
 */
export function SsoSignIn() {
  const provider = useQuery({
    queryKey: authKeys.ssoProvider(),
    queryFn: ({ signal }) => getSsoProviderRequest(signal),
    staleTime: 60_000,
    retry: false,
  });
  const start = useMutation({
    mutationFn: startSsoRequest,
    onSuccess: ({ authorizationUrl }) => window.location.assign(authorizationUrl),
    onError: (error) => showAlert('danger', ssoErrorMessage(error)),
  });
  if (!provider.data?.enabled) return null;
  return (
    <div className="login-sso">
      <div className="login-or">{ssoMessages.ssoOr}</div>
      <Button
        block
        size="large"
        // Still loading once the provider's page is on its way: a second click would start again.
        loading={start.isPending || start.isSuccess}
        onClick={() => start.mutate()}
      >
        {fillMessage(ssoMessages.signInWith, { provider: provider.data.providerName ?? '' })}
      </Button>
    </div>
  );
}
