import { type SsoSettingsBody, saveSsoSettings } from '@console/contracts/sso';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { ssoKeys } from './keys';

/** Saves the settings; the answer (as stored, the secret only as set) replaces the cached ones. */
export function useSaveSsoSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SsoSettingsBody) => apiCall(saveSsoSettings, { body }),
    onSuccess: (saved) => client.setQueryData(ssoKeys.settings(), saved),
  });
}
