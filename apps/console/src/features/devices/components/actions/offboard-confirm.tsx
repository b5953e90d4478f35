import { messages } from '@console/contracts/messages';
import { Popconfirm } from 'antd';
import type { ReactElement } from 'react';

interface Props {
  title: string;
  onConfirm: () => Promise<unknown>;
  disabled?: boolean;
  children: ReactElement;
}

/**
 * The spec's confirmation before any offboarding (spec 001 section 8). It takes the focus on 'No'
 * (rebuilt at each opening so it does each time): Enter on the button then Enter again cancels,
 * an irreversible action needs a deliberate move to 'Yes'.
 */
export function OffboardConfirm({ title, onConfirm, disabled, children }: Props) {
  return (
    <Popconfirm
      title={title}
      description={messages.offboardConfirm}
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
