import { otpCharacters, otpError } from '@console/contracts/auth';
import { OTP_RESEND_SECONDS } from '@console/contracts/constants';
import { messages } from '@console/contracts/messages/core';
import { Button, Flex } from 'antd';
import Input from 'antd/es/input/Input';
import { type FocusEvent, type FormEvent, useState } from 'react';
import { useCountdown } from '../hooks/use-countdown';
import { LoginField } from './login-field';

interface Props {
  verifying: boolean;
  resending: boolean;
  onVerify: (otp: string) => void;
  /** Sends a new code; resolves true when it went out, so the countdown starts again. */
  onResend: () => Promise<boolean>;
  onBack: () => void;
}

/** Step 2: the code from the mail; Resend unlocks when the 30 s countdown reaches 0. */
export function ForgotOtpStep({ verifying, resending, onVerify, onResend, onBack }: Props) {
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string>();
  const [left, restart] = useCountdown(OTP_RESEND_SECONDS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = otpError(otp);
    setError(found);
    if (!found) onVerify(otp);
  };
  const resend = async () => {
    // A new code is coming: an empty field is not a mistake yet.
    if (!otp) setError(undefined);
    if (await onResend()) restart();
  };
  // Leaving the field for Resend or Back is no attempt at a code; Verify OTP still checks it.
  const blur = (event: FocusEvent<HTMLInputElement>) => {
    const to = event.relatedTarget;
    if (to instanceof HTMLButtonElement && to.type !== 'submit') return;
    setError(otp ? otpError(otp) : messages.otpRequired);
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <LoginField id="forgot-otp" label={messages.otpLabel} error={error}>
        <Input
          id="forgot-otp"
          autoComplete="one-time-code"
          autoFocus
          maxLength={6}
          placeholder={messages.otpPlaceholder}
          value={otp}
          onChange={(e) => setOtp(otpCharacters(e.target.value))}
          onBlur={blur}
          status={error ? 'error' : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby="forgot-otp-error"
        />
      </LoginField>
      <Flex justify="space-between" align="center" className="forgot-resend">
        <Button type="link" onClick={resend} disabled={left > 0} loading={resending}>
          {left > 0 ? messages.resendOtpIn.replace('{seconds}', String(left)) : messages.resendOtp}
        </Button>
      </Flex>
      <Flex gap="small">
        <Button onClick={onBack}>{messages.back}</Button>
        <Button type="primary" htmlType="submit" block loading={verifying}>
          {messages.verifyOtp}
        </Button>
      </Flex>
    </form>
  );
}
