import { messages } from '@console/contracts/messages';
import { Popconfirm, type PopconfirmProps } from 'antd';
import { type ReactElement, type ReactNode, useEffect, useRef, useState } from 'react';

interface Props {
  title: string;
  description: ReactNode;
  onConfirm: () => unknown;
  disabled?: boolean;
  /** Where it opens; below a button near the top of a page, where the alert banner would cover it. */
  placement?: PopconfirmProps['placement'];
  children: ReactElement;
}

/**
 * A Yes/No confirmation before an action that changes a customer's device (offboarding, a FOTA
 * trigger). It takes the focus on 'No' (rebuilt at each opening so it does each time): Enter on the
 * button then Enter again cancels, so the action needs a deliberate move to 'Yes'. Escape closes it
 * and gives the focus back to the button: Ant Design listens for Escape on the button only, and the
 * focus is on 'No'.
 */
export function ConfirmAction({ title, description, onConfirm, disabled, placement, children }: Props) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      opener.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <Popconfirm
      title={title}
      description={description}
      okText={messages.yes}
      cancelText={messages.no}
      onConfirm={onConfirm}
      disabled={disabled}
      placement={placement}
      open={open}
      onOpenChange={(next) => {
        if (next) opener.current = document.activeElement as HTMLElement | null;
        setOpen(next);
      }}
      cancelButtonProps={{ autoFocus: true }}
      destroyOnHidden
    >
      {children}
    </Popconfirm>
  );
}
