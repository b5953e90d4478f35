import { otpGeneration } from '@console/contracts/auth';
import { apiCall } from '@/shared/api/api-call';

/** POST otpGeneration: mails a reset code (step 1 of the forgot-password dialog, and Resend). */
export const sendOtpRequest = (email: string) =>
  apiCall(otpGeneration, { body: { email, transactionType: 'forgotPassword' } });
