import { type ChangePasswordBody, changePassword } from '@console/contracts/auth';
import { apiCall } from '@/shared/api/api-call';

/** POST changePassword for the signed-in person (Settings), with the current password. */
export const changePasswordRequest = (body: ChangePasswordBody) => apiCall(changePassword, { body });
