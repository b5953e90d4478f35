import { changePassword } from '@console/contracts/passwords';
import { apiCall } from '../../../shared/api/api-call';

/** POST changePassword for the signed-in person (Settings). */
export const changePasswordRequest = (newPassword: string) =>
  apiCall(changePassword, { body: { newPassword } });
