import { sameAsCurrentError } from '@console/contracts/auth';
import { RELOAD_AFTER_MS } from '@console/contracts/constants';
import { messages } from '@console/contracts/messages/core';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Typography } from 'antd';
import { type FormEvent, useState } from 'react';
import { showAlert } from '@/shared/ui/alert-store';
import { changePasswordRequest } from '../api/change-password';
import { changePasswordErrorMessage } from '../password-errors';
import { CurrentPasswordField, useCurrentPassword } from './current-password-field';
import { NewPasswordFields, usePasswordPair } from './new-password-fields';
import { SettingsDialog } from './settings-dialog';

/** Settings > Change Password (level above 1): the dialog, then a reload after 3 s. */
export function ChangePasswordCard() {
  const [open, setOpen] = useState(false);
  const current = useCurrentPassword();
  const passwords = usePasswordPair((password) => sameAsCurrentError(current.value, password));
  const close = () => {
    setOpen(false);
    current.set('');
  };
  const change = useMutation({
    mutationFn: changePasswordRequest,
    onSuccess: () => {
      close();
      showAlert('success', messages.changePasswordSuccess);
      setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
    },
    onError: (error) => {
      if (!current.showServerError(error)) showAlert('danger', changePasswordErrorMessage(error));
    },
  });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const missing = current.check();
    if (!passwords.check() && !missing) {
      change.mutate({ currentPassword: current.value, newPassword: passwords.pair.password });
    }
  };

  return (
    <Card
      title={<h2 className="settings-card-title">{messages.changePasswordTitle}</h2>}
      className="settings-card"
    >
      <Typography.Paragraph type="secondary">{messages.changePasswordHint}</Typography.Paragraph>
      <Button type="primary" onClick={() => setOpen(true)}>
        {messages.changePasswordTitle}
      </Button>
      <SettingsDialog
        open={open}
        title={messages.changePasswordTitle}
        okText={messages.submit}
        loading={change.isPending}
        onCancel={close}
        onSubmit={submit}
      >
        <CurrentPasswordField id="change-current" state={current} />
        <NewPasswordFields
          idPrefix="change"
          confirmLabel={messages.confirmNewPasswordLabel}
          state={passwords}
        />
      </SettingsDialog>
    </Card>
  );
}
