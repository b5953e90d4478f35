import { messages } from '@console/contracts/messages/core';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Typography } from 'antd';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { showAlert } from '@/shared/ui/alert-store';
import { addMfaDeviceRequest } from '../api/add-mfa-device';
import { CurrentPasswordField, useCurrentPassword } from './current-password-field';
import { SettingsDialog } from './settings-dialog';

const MfaSetup = lazy(() => import('./mfa-setup'));

/**
 * Settings > Two Step Authentication: Add Device, confirmed first since it cannot be undone, with
 * the current password (a session alone must not change the second factor); then the same QR
 * setup and Code 1 / Code 2 sync as at sign-in, which sends the same password again.
 */
export function TwoStepCard({ enabled }: { enabled: boolean }) {
  const [open, setOpen] = useState(false);
  const current = useCurrentPassword();
  const add = useMutation({
    mutationFn: addMfaDeviceRequest,
    onSuccess: () => setOpen(false),
    onError: (error) => {
      if (!current.showServerError(error)) showAlert('danger', messages.mfaAddFailed);
    },
  });
  const close = () => {
    setOpen(false);
    current.set('');
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!current.check()) add.mutate({ currentPassword: current.value });
  };

  return (
    <Card title={<h2 className="settings-card-title">{messages.twoStepTitle}</h2>} className="settings-card">
      {add.data ? (
        <Suspense fallback={null}>
          <MfaSetup qrCodeUrl={add.data.qrCodeUrl} secret={add.data.secret} currentPassword={current.value} />
        </Suspense>
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            {enabled ? messages.twoStepOn : messages.twoStepOff}
          </Typography.Paragraph>
          <Button type="primary" onClick={() => setOpen(true)}>
            {messages.addDevice}
          </Button>
        </>
      )}
      <SettingsDialog
        open={open}
        title={messages.addDeviceConfirmTitle}
        okText={messages.ok}
        loading={add.isPending}
        onCancel={close}
        onSubmit={submit}
        intro={<Typography.Paragraph>{messages.addDeviceConfirmText}</Typography.Paragraph>}
      >
        <CurrentPasswordField id="add-device-current" state={current} />
      </SettingsDialog>
    </Card>
  );
}
