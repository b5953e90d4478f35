/**
 * Where the alert banner is drawn: the signed-in frame registers a slot at the top of its content
 * column (app/layout), so the banner never lies over the menu (at the side or in the header);
 * without one (sign-in, full-page errors) it floats at the top of the window.
 */
let host: HTMLElement | null = null;
const listeners = new Set<() => void>();

export function setAlertHost(next: HTMLElement | null): void {
  if (next === host) return;
  host = next;
  for (const listener of listeners) listener();
}

export const alertHostStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): HTMLElement | null => host,
};
