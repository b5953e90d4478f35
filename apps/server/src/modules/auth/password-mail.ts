import { messages } from '@console/contracts/messages';
import type { MailMessage } from '../../platform/mail/mailer';

/** The e-mail that carries a password reset code. */
export function otpMail(input: {
  tenant: { id: string; displayName: string };
  to: string;
  otp: string;
  minutes: number;
}): MailMessage {
  const text = [
    `Your ${input.tenant.displayName} console password reset code is ${input.otp}.`,
    '',
    `It is valid for ${input.minutes} minutes and can be used once.`,
    'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  return {
    tenantId: input.tenant.id,
    kind: 'password-reset-otp',
    to: [input.to],
    subject: messages.otpMailSubject,
    text,
    secret: true,
  };
}
