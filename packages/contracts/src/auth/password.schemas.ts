import { z } from 'zod';
import { messages } from '../messages/core';
import { isTypedText, otpError, passwordStrengthError, sameAsCurrentError } from './password-rules';

const Email = z
  .string(messages.forgotEmailRequired)
  .trim()
  .min(1, messages.forgotEmailRequired)
  .max(320)
  .refine(isTypedText, messages.emailInvalid);

/** A new password passes the strength rule; the server also refuses breached ones. */
const NewPassword = z
  .string(messages.bothPasswordsRequired)
  .max(200)
  .superRefine((value, ctx) => {
    const error = passwordStrengthError(value);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

/**
 * The signed-in person's password, asked again before changing it or the two-step device: a
 * session alone (a stolen one) must not take the account over (docs/decisions/0018).
 */
export const CurrentPassword = z
  .string(messages.currentPasswordRequired)
  .min(1, messages.currentPasswordRequired)
  .max(200);

export const OtpGenerationBody = z.object({
  email: Email,
  transactionType: z.literal('forgotPassword'),
});
export const OtpValidationBody = z.object({
  email: Email,
  OTP: z
    .string(messages.otpRequired)
    .trim()
    .superRefine((value, ctx) => {
      const error = otpError(value);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
});
export const ForgotPasswordBody = z.object({
  email: Email,
  newPassword: NewPassword,
  token: z.string().min(1).max(200),
});
export const ChangePasswordBody = z
  .object({ currentPassword: CurrentPassword, newPassword: NewPassword })
  .superRefine((body, ctx) => {
    const error = sameAsCurrentError(body.currentPassword, body.newPassword);
    if (error) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: error });
  });

export const PasswordStatus = z.object({ status: z.literal('success') });
export const VerificationResult = z.object({ verificationToken: z.string() });

export type OtpGenerationBody = z.infer<typeof OtpGenerationBody>;
export type OtpValidationBody = z.infer<typeof OtpValidationBody>;
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** Password reset by OTP and change password (spec 000 section 7). */
export const otpGeneration = {
  method: 'POST',
  path: '/simplifi/v2/otpManagement/system/otpGeneration',
  body: OtpGenerationBody,
  response: PasswordStatus,
} as const;
export const otpValidation = {
  method: 'POST',
  path: '/simplifi/v2/otpManagement/system/otpValidation',
  body: OtpValidationBody,
  response: VerificationResult,
} as const;
export const forgotPassword = {
  method: 'POST',
  path: '/simplifi/v2/userManagement/forgotPassword',
  body: ForgotPasswordBody,
  response: PasswordStatus,
} as const;
export const changePassword = {
  method: 'POST',
  path: '/simplifi/v2/userManagement/changePassword',
  body: ChangePasswordBody,
  response: PasswordStatus,
} as const;
