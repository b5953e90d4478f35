import { otpValidation } from '@console/contracts/auth';
import { apiCall } from '@/shared/api/api-call';

/** POST otpValidation: the code from the mail becomes a one-time verification token. */
export const validateOtpRequest = (email: string, otp: string) =>
  apiCall(otpValidation, { body: { email, OTP: otp } });
