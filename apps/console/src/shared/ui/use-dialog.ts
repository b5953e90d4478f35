import { useCallback, useRef, useState } from 'react';

/**
 * Which dialog is open. Closing gives the focus back to what had it when the dialog opened: our
 * dialogs unmount on close, which skips Ant Design's own focus return, and a keyboard user should
 * carry on from the button they pressed.
 */
export function useDialog<T>() {
  const [open, setOpen] = useState<T | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const show = useCallback((value: T) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(value);
  }, []);
  const close = useCallback(() => {
    setOpen(null);
    const target = opener.current;
    // Once React has removed the dialog and its focus trap.
    setTimeout(() => target?.isConnected && target.focus(), 0);
  }, []);
  return { open, show, close };
}
