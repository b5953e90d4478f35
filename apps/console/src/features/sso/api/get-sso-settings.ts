import { getSsoSettings } from '@console/contracts/sso';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/api-call';
import { ssoKeys } from './keys';

/** The tenant's single sign-on settings (the secret only as set or not), for its admins. */
export const ssoSettingsQuery = () =>
  queryOptions({
    queryKey: ssoKeys.settings(),
    queryFn: ({ signal }) => apiCall(getSsoSettings, { signal }),
    retry: false,
  });
