import { COPY_CONFIRM_MS } from '@console/contracts/constants';
import { messages } from '@console/contracts/messages/core';
import { Button } from 'antd';
import { useEffect, useState } from 'react';

/** The base32 key for manual entry, with a Copy button that confirms for 3 s (spec 000 section 9). */
export function CopySecret({ secret }: { secret: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () =>
    navigator.clipboard?.writeText(secret).then(
      () => setCopied(true),
      () => undefined,
    );

  return (
    <div className="mfa-secret">
      <span className="login-label">{messages.mfaSecretLabel}</span>
      <div className="mfa-secret-row">
        <code className="mfa-secret-value">{secret}</code>
        <Button size="small" onClick={copy} aria-live="polite">
          {copied ? messages.mfaCopied : messages.mfaCopy}
        </Button>
      </div>
    </div>
  );
}
