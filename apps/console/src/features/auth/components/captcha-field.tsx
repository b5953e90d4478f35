import { messages } from '@console/contracts/messages/core';
import { theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { solvedCaptcha } from '../captcha/solved-captcha';

type State = 'unverified' | 'verifying' | 'verified' | 'error' | 'expired';

const STATUS: Record<State, string> = {
  unverified: '',
  verifying: messages.captchaVerifying,
  verified: messages.captchaVerified,
  error: messages.captchaError,
  expired: messages.captchaExpired,
};

interface Props {
  /** The base64 payload once verified, '' otherwise (set by the form). */
  value?: string;
  onChange?: (payload: string) => void;
  /** Bumped by the form after a failed sign-in: a payload is good for one attempt only. */
  resetSignal: number;
  /** The account typed so far: its challenge may be harder after many failed sign-ins to it. */
  userName?: string;
}

/**
 * The ALTCHA proof-of-work captcha: ticking the box fetches a challenge and solves it; the payload
 * goes to login in the captcha-response header. Our own widget (the ALTCHA web component weighed a
 * tenth of the login page's JavaScript): a native checkbox, its state in words for screen readers.
 */
export function CaptchaField({ onChange, resetSignal, userName }: Props) {
  const { token } = theme.useToken();
  const [state, setState] = useState<State>('unverified');
  const latest = useRef(onChange);
  latest.current = onChange;
  const expiry = useRef<ReturnType<typeof setTimeout>>(undefined);
  const attempt = useRef(0);

  const settle = (next: State, payload = '') => {
    setState(next);
    latest.current?.(payload);
  };

  useEffect(() => {
    if (resetSignal === 0) return;
    attempt.current++;
    clearTimeout(expiry.current);
    setState('unverified');
  }, [resetSignal]);
  useEffect(() => () => clearTimeout(expiry.current), []);

  async function verify() {
    const mine = ++attempt.current;
    setState('verifying');
    try {
      const solved = await solvedCaptcha(userName);
      if (mine !== attempt.current) return; // reset while solving
      if (!solved) return settle('error');
      settle('verified', solved.payload);
      const { expiresAt } = solved;
      if (expiresAt)
        expiry.current = setTimeout(() => settle('expired'), Math.max(0, expiresAt - Date.now()));
    } catch {
      if (mine === attempt.current) settle('error');
    }
  }

  return (
    <div
      className="captcha"
      data-state={state}
      style={{ borderColor: token.colorBorder, borderRadius: token.borderRadius }}
    >
      <label className="captcha-label">
        <input
          type="checkbox"
          className="captcha-checkbox"
          style={{ accentColor: token.colorPrimary }}
          checked={state === 'verified'}
          disabled={state === 'verifying'}
          aria-describedby="captcha-status"
          onChange={() => {
            if (state !== 'verified') void verify();
          }}
        />
        {messages.captchaLabel}
      </label>
      <span id="captcha-status" className="captcha-status" role="status">
        {STATUS[state]}
      </span>
    </div>
  );
}
