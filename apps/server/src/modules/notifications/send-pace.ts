/**
 * Keeps sends to a provider's rate: a token bucket holding one second of messages. `take(n)` spends
 * n tokens and, when that overdraws the bucket, waits until the debt is paid back, so the average
 * never exceeds `perSecond` whatever the batch size.
 */
export function createSendPace(
  perSecond: number,
  clock: { now: () => number; sleep: (ms: number) => Promise<void> } = {
    now: () => performance.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  },
) {
  let tokens = perSecond;
  let last = clock.now();
  return {
    async take(n: number): Promise<void> {
      const now = clock.now();
      tokens = Math.min(perSecond, tokens + ((now - last) / 1000) * perSecond);
      last = now;
      tokens -= n;
      if (tokens < 0) await clock.sleep((-tokens / perSecond) * 1000);
    },
  };
}
