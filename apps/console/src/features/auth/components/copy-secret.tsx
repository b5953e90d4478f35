import { messages } from '@console/contracts/messages/core';
import { Button } from 'antd';
import { useCopied } from '@/shared/ui/use-copied';

/** The base32 key for manual entry, with a Copy button that confirms for 3 s (spec 000 section 9). */
export function CopySecret({ secret }: { secret: string }) {
  const [copied, copyText] = useCopied();
  const copy = () => copyText(secret);

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
