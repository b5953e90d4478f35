import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/**
 * A link that looks like a button: a real `<a href>` (opens in a new tab, survives a copy), followed
 * inside the app without reloading it.
 */
export function LinkButton({ to, children, icon }: { to: string; children: ReactNode; icon?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Button
      icon={icon}
      href={to}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </Button>
  );
}
