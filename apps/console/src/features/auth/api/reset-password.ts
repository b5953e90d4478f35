import { type ForgotPasswordBody, forgotPassword } from '@console/contracts/auth';
import { apiCall } from '@/shared/api/api-call';

/** POST forgotPassword: the new password, allowed by the verification token. */
export const resetPasswordRequest = (body: ForgotPasswordBody) => apiCall(forgotPassword, { body });
