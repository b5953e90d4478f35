import { SNACKBAR_MS } from '@console/contracts/constants';
import { messages } from '@console/contracts/messages/core';
import { useMutation } from '@tanstack/react-query';
import { Button, Flex, Modal, notification, Steps } from 'antd';
import { type FormEvent, useState } from 'react';
import { resetPasswordRequest } from '../api/reset-password';
import { sendOtpRequest } from '../api/send-otp';
import { validateOtpRequest } from '../api/validate-otp';
import { otpSendErrorMessage, otpValidateErrorMessage, resetErrorMessage } from '../password-errors';
import { ForgotEmailStep } from './forgot-email-step';
import { ForgotOtpStep } from './forgot-otp-step';
import { NewPasswordFields, usePasswordPair } from './new-password-fields';

interface Props {
  open: boolean;
  onClose: () => void;
}

type Step = { at: 0; email: string } | { at: 1; email: string } | { at: 2; email: string; token: string };

/**
 * Password reset by OTP (spec 000 sections 2 and 4): e-mail, the code from the mail with a 30 s
 * resend countdown, then the new password. Messages show in a top-right snackbar for 4 s.
 */
export default function ForgotPasswordDialog({ open, onClose }: Props) {
  const [step, setStep] = useState<Step>({ at: 0, email: '' });
  const [snackbar, holder] = notification.useNotification({
    placement: 'topRight',
    duration: SNACKBAR_MS / 1000,
  });
  const passwords = usePasswordPair();
  const fail = (text: string) => snackbar.error({ message: text });

  const send = useMutation({ mutationFn: sendOtpRequest, onError: (e) => fail(otpSendErrorMessage(e)) });
  const verify = useMutation({
    mutationFn: ({ email, otp }: { email: string; otp: string }) => validateOtpRequest(email, otp),
    onError: (e) => fail(otpValidateErrorMessage(e)),
  });
  const reset = useMutation({ mutationFn: resetPasswordRequest, onError: (e) => fail(resetErrorMessage(e)) });

  const close = () => {
    setStep({ at: 0, email: '' });
    onClose();
  };

  const sendTo = async (email: string) => {
    try {
      await send.mutateAsync(email);
      snackbar.success({ message: messages.otpSent });
      setStep({ at: 1, email });
      return true;
    } catch {
      return false;
    }
  };

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    if (step.at !== 2 || passwords.check()) return;
    await reset
      .mutateAsync({ email: step.email, newPassword: passwords.pair.password, token: step.token })
      .then(
        () => {
          snackbar.success({ message: messages.resetSuccessTitle, description: messages.resetSuccessSignIn });
          close();
        },
        () => undefined,
      );
  };

  return (
    <>
      {holder}
      <Modal open={open} title={messages.resetPasswordTitle} onCancel={close} footer={null} destroyOnHidden>
        <Steps
          size="small"
          current={step.at}
          className="forgot-steps"
          items={[
            { title: messages.stepEmail },
            { title: messages.stepOtp },
            { title: messages.stepNewPassword },
          ]}
        />
        {step.at === 0 ? (
          <ForgotEmailStep initial={step.email} sending={send.isPending} onSend={sendTo} />
        ) : null}
        {step.at === 1 ? (
          <ForgotOtpStep
            verifying={verify.isPending}
            resending={send.isPending}
            onBack={() => setStep({ at: 0, email: step.email })}
            onResend={() => sendTo(step.email)}
            onVerify={(otp) =>
              verify.mutate(
                { email: step.email, otp },
                { onSuccess: (r) => setStep({ at: 2, email: step.email, token: r.verificationToken }) },
              )
            }
          />
        ) : null}
        {step.at === 2 ? (
          <form className="login-form" onSubmit={submitPassword} noValidate>
            <NewPasswordFields
              idPrefix="reset"
              confirmLabel={messages.confirmPasswordLabel}
              state={passwords}
            />
            <Flex gap="small">
              <Button onClick={() => setStep({ at: 1, email: step.email })}>{messages.back}</Button>
              <Button type="primary" htmlType="submit" block loading={reset.isPending}>
                {messages.resetPasswordSubmit}
              </Button>
            </Flex>
          </form>
        ) : null}
      </Modal>
    </>
  );
}
