import { logout } from '@console/contracts/auth';
import { apiCall } from '@/shared/api/api-call';

/** Revokes the session on the server. */
export const logoutRequest = (clientId: string, token?: string) =>
  apiCall(logout, { body: clientId ? { clientId } : {}, token });
