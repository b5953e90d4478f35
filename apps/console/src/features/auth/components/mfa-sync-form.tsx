import { RELOAD_AFTER_MS } from '@console/contracts/constants';
import { messages } from '@console/contracts/messages/core';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import Input from 'antd/es/input/Input';
import { type FormEvent, useState } from 'react';
import { sessionStore } from '@/shared/session/session-store';
import { showAlert } from '@/shared/ui/alert-store';
import { resyncMfaDeviceRequest } from '../api/resync-mfa-device';
import { mfaSyncErrorMessage } from '../login-error';
import { digitsOnly, type SyncCodes, type SyncErrors, validateSyncCodes } from '../mfa-validation';
import { LoginField } from './login-field';
import { MfaHelp } from './mfa-help';

const EMPTY: SyncCodes = { code1: '', code2: '' };

/** Code 1 and the next code prove the new device; then the page reloads to sign in again. */
export function MfaSyncForm({ mfaToken, currentPassword }: { mfaToken?: string; currentPassword?: string }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<SyncErrors>({});
  const sync = useMutation({
    mutationFn: resyncMfaDeviceRequest,
    onSuccess: () => {
      showAlert('success', messages.mfaSyncDone);
      // The server has ended every session of this person: sign in again with the new device.
      setTimeout(() => {
        sessionStore.clear();
        window.location.reload();
      }, RELOAD_AFTER_MS);
    },
    onError: (error) => showAlert('danger', mfaSyncErrorMessage(error)),
  });

  const set = (field: keyof SyncCodes, value: string) =>
    setValues((v) => ({ ...v, [field]: digitsOnly(value) }));
  const check = (field: keyof SyncCodes) =>
    setErrors((e) => ({ ...e, [field]: validateSyncCodes(values)[field] }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSyncCodes(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || sync.isSuccess) return;
    sync.mutate({
      mfaCode1: values.code1,
      mfaCode2: values.code2,
      ...(mfaToken ? { mfaToken } : {}),
      ...(currentPassword ? { currentPassword } : {}),
    });
  };

  const field = (name: keyof SyncCodes, label: string) => (
    <LoginField id={`mfa-${name}`} label={label} error={errors[name]}>
      <Input
        id={`mfa-${name}`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={values[name]}
        onChange={(e) => set(name, e.target.value)}
        onBlur={() => check(name)}
        status={errors[name] ? 'error' : undefined}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={`mfa-${name}-error`}
      />
    </LoginField>
  );

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <h2 className="mfa-subtitle">{messages.mfaSyncTitle}</h2>
      {field('code1', messages.code1Label)}
      {field('code2', messages.code2Label)}
      <Button type="primary" htmlType="submit" block size="large" loading={sync.isPending}>
        {messages.mfaSubmit}
      </Button>
      <MfaHelp label={messages.mfaHelp} text={messages.mfaSyncHelp} />
    </form>
  );
}
