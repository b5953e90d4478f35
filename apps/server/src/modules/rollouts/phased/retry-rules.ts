/**
 * What a failed attempt of a rollout's command leads to, by its reason (decision 0035): a device
 * that was offline is sent to again when it next connects; a download that failed, a command that
 * timed out or expired, one the broker never took, or a device busy with a cycle are tried again
 * after an exponential backoff (1, 2, 4 … minutes after attempts 1, 2, 3); an image the device refused (hash, signature) or could not install
 * is never sent again. Every retry is a new command, and counts as an attempt.
 */
export const RETRY_ON_CONNECT = ['offline'] as const;
export const RETRY_AFTER_BACKOFF = [
  'downloadFailed',
  'timedOut',
  'expired',
  'busy',
  'notPublished',
  'brokerUnavailable',
  'publishFailed',
] as const;
export const RETRYABLE_REASONS: readonly string[] = [...RETRY_ON_CONNECT, ...RETRY_AFTER_BACKOFF];
