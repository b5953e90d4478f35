import { messages } from '@console/contracts/messages/core';
import { Button, Modal } from 'antd';
import type { FormEvent, ReactNode } from 'react';

interface Props {
  open: boolean;
  title: string;
  okText: string;
  loading: boolean;
  onCancel: () => void;
  onSubmit: (event?: FormEvent) => void;
  /** Shown above the form, e.g. what the action cannot undo. */
  intro?: ReactNode;
  children: ReactNode;
}

/** A Settings dialog around one form: Cancel, and a submit button that Enter in a field also presses. */
export function SettingsDialog({ open, title, okText, loading, onCancel, onSubmit, intro, children }: Props) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel}>
          {messages.cancel}
        </Button>,
        <Button key="submit" type="primary" loading={loading} onClick={() => onSubmit()}>
          {okText}
        </Button>,
      ]}
    >
      {intro}
      <form className="login-form" onSubmit={onSubmit} noValidate>
        {children}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
    </Modal>
  );
}
