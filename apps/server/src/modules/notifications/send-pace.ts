import type { RateLimitStore } from '../../platform/http/rate-limit-store';

/**
 * Keeps one channel's sends to its provider's rate: a token bucket holding one second of messages,
 * in the rate-limit store, so with Redis every server draws on one bucket (the provider's limit is
 * the account's, not a process's). `take(n)` spends n tokens and, when that overdraws the bucket,
 * waits until the debt is paid back, so the average never exceeds `perSecond` whatever the batch size.
 */
export function createSendPace(
  store: RateLimitStore,
  channel: string,
  perSecond: number,
  sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
) {
  return {
    async take(n: number): Promise<void> {
      const wait = await store.pace(`notify-${channel}`, perSecond, n);
      if (wait > 0) await sleep(wait);
    },
  };
}
