import { messages } from '@console/contracts/messages';
import { Popconfirm } from 'antd';
import type { ReactElement, ReactNode } from 'react';

interface Props {
  title: string;
  description: ReactNode;
  onConfirm: () => unknown;
  disabled?: boolean;
  children: ReactElement;
}

/**
 * A Yes/No confirmation before an action that changes a customer's device (offboarding, a FOTA
 * trigger). It takes the focus on 'No' (rebuilt at each opening so it does each time): Enter on the
 * button then Enter again cancels, so the action needs a deliberate move to 'Yes'.
 */
export function ConfirmAction({ title, description, onConfirm, disabled, children }: Props) {
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={messages.yes}
      cancelText={messages.no}
      onConfirm={onConfirm}
      disabled={disabled}
      cancelButtonProps={{ autoFocus: true }}
      destroyOnHidden
    >
      {children}
    </Popconfirm>
  );
}
