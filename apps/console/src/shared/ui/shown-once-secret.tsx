import { Alert, Button, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { useCopied } from './use-copied';

interface Props {
  /** What the person must know: it is shown only this once. */
  title: string;
  secret: string;
  /** The secret field's accessible name. */
  label: string;
  copyText: string;
  copiedText: string;
  onClose: () => void;
  /** More words under the secret (how to use it). */
  children?: ReactNode;
}

/**
 * A secret the server answers once (an API token, a webhook's signing secret): shown in a closable
 * notice, selected on focus, with a copy button that says so for 3 s.
 */
export function ShownOnceSecret({ title, secret, label, copyText, copiedText, onClose, children }: Props) {
  const [copied, copy] = useCopied();
  return (
    <Alert
      type="success"
      showIcon
      closable
      onClose={onClose}
      message={title}
      description={
        <>
          <Space.Compact style={{ width: '100%', maxWidth: 720 }}>
            <Input readOnly value={secret} aria-label={label} onFocus={(e) => e.target.select()} />
            <Button onClick={() => copy(secret)}>{copied ? copiedText : copyText}</Button>
          </Space.Compact>
          {children}
        </>
      }
    />
  );
}
