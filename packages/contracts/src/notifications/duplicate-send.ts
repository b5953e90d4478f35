/**
 * Ours (issue 29): a task identical to one the same sender sent within this many minutes, in the
 * same tenant, is refused (409 `notificationDuplicate`, naming when the first was sent) unless the
 * request confirms it (`confirmDuplicate`). A second click once sent a broadcast to every user
 * twice, 12 ms apart. A cancelled task does not count: sending it again is deliberate.
 */
export const DUPLICATE_SEND_WINDOW_MINUTES = 5;

/** How long ago the first was sent, as the refusal names it: '12 s', '4 min 5 s'. */
export function elapsedText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(total / 60);
  return minutes > 0 ? `${minutes} min ${total % 60} s` : `${total} s`;
}
