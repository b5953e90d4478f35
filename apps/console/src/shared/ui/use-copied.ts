import { COPY_CONFIRM_MS } from '@console/contracts/constants';
import { useEffect, useState } from 'react';

/** Copies text to the clipboard and says so for 3 s (spec 000 and 002 section 9): `[copied, copy]`. */
export function useCopied(): [boolean, (text: string) => void] {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = (text: string) =>
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => undefined,
    );
  return [copied, copy];
}
