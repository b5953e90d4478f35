import { messages } from '@console/contracts/messages/core';
import { useMutation } from '@tanstack/react-query';
import { statusOf } from '@/shared/api/api-error';
import { sessionStore } from '@/shared/session/session-store';
import { useTenant } from '@/shared/tenant/tenant-context';
import { showAlert } from '@/shared/ui/alert-store';
import { logoutRequest } from './logout';

/** Logout (spec 000 section 4): post logout, clear the stored entries, reload at the login page. */
export function useLogout() {
  const tenant = useTenant();
  return useMutation({
    mutationFn: () => logoutRequest(tenant.auth.webClientId),
    onSuccess: () => {
      sessionStore.clear();
      window.location.assign('/');
    },
    // A 401 has already ended the session and said so.
    onError: (error) => statusOf(error) !== 401 && showAlert('danger', messages.logoutFailed),
  });
}
