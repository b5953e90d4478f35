import { RELOAD_AFTER_MS } from '@console/contracts/constants';
import { messages } from '@console/contracts/messages/core';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Modal, Typography } from 'antd';
import { type FormEvent, useState } from 'react';
import { showAlert } from '../../../shared/ui/alert-store';
import { changePasswordRequest } from '../api/change-password';
import { changePasswordErrorMessage } from '../password-errors';
import { NewPasswordFields, usePasswordPair } from './new-password-fields';

/** Settings > Change Password (level above 1): the dialog, then a reload after 3 s. */
export function ChangePasswordCard() {
  const [open, setOpen] = useState(false);
  const passwords = usePasswordPair();
  const change = useMutation({
    mutationFn: changePasswordRequest,
    onSuccess: () => {
      setOpen(false);
      showAlert('success', messages.changePasswordSuccess);
      setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
    },
    onError: (error) => showAlert('danger', changePasswordErrorMessage(error)),
  });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!passwords.check()) change.mutate(passwords.pair.password);
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
      <Modal
        open={open}
        title={messages.changePasswordTitle}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={() => setOpen(false)}>
            {messages.cancel}
          </Button>,
          <Button key="submit" type="primary" loading={change.isPending} onClick={() => submit()}>
            {messages.submit}
          </Button>,
        ]}
      >
        <form className="login-form" onSubmit={submit} noValidate>
          <NewPasswordFields
            idPrefix="change"
            confirmLabel={messages.confirmNewPasswordLabel}
            state={passwords}
          />
          {/* Enter in a field submits like the Submit button. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </form>
      </Modal>
    </Card>
  );
}
