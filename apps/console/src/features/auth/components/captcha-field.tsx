import 'altcha';
import { captchaChallenge } from '@console/contracts/auth';
import { messages } from '@console/contracts/messages/core';
import { theme } from 'antd';
import { useEffect, useRef } from 'react';

type AltchaElement = HTMLElement & AltchaWidgetMethods;

// The widget's own texts, from the catalogue.
const STRINGS = JSON.stringify({
  label: messages.captchaLabel,
  verifying: messages.captchaVerifying,
  verified: messages.captchaVerified,
  error: messages.captchaError,
  expired: messages.captchaExpired,
  waitAlert: messages.captchaVerifying,
  verificationRequired: messages.captchaRequired,
});

interface Props {
  /** The base64 payload once verified, '' otherwise (set by the form). */
  value?: string;
  onChange?: (payload: string) => void;
  /** Bumped by the form after a failed sign-in: a payload is good for one attempt only. */
  resetSignal: number;
}

/** ALTCHA proof-of-work captcha; its payload goes to login in the captcha-response header. */
export function CaptchaField({ value, onChange, resetSignal }: Props) {
  const { token } = theme.useToken();
  const ref = useRef<AltchaElement>(null);
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as AltchaStateChangeEvent).detail;
      const next = state === 'verified' && payload ? payload : '';
      // Only real changes reach the form, so the widget starting up does not count as a failed check.
      if (next !== (latest.current.value ?? '')) latest.current.onChange?.(next);
    };
    widget.addEventListener('statechange', onState);
    return () => widget.removeEventListener('statechange', onState);
  }, []);

  useEffect(() => {
    if (resetSignal > 0) ref.current?.reset();
  }, [resetSignal]);

  return (
    <altcha-widget
      ref={ref}
      challengeurl={captchaChallenge.path}
      strings={STRINGS}
      hidefooter
      hidelogo
      // Drawn like the inputs above it, in the tenant's theme.
      style={{
        '--altcha-max-width': '100%',
        '--altcha-border-radius': `${token.borderRadius}px`,
        '--altcha-color-border': token.colorBorder,
        '--altcha-color-border-focus': token.colorPrimary,
      }}
    />
  );
}
