import { TokenDetails } from '@console/contracts/auth';

/** What a signed-in person leaves in storage (spec 000 section 4 lists these entries). */
const KEYS = {
  token: 'token',
  userInfo: 'userInfo',
  roles: 'roles',
  level: 'level',
  userName: 'userName',
} as const;

export interface Session {
  token: string;
  user: TokenDetails;
}

function read(): Session | null {
  const token = localStorage.getItem(KEYS.token);
  const raw = localStorage.getItem(KEYS.userInfo);
  if (!token || !raw) return null;
  try {
    const user = TokenDetails.safeParse(JSON.parse(raw));
    return user.success ? { token, user: user.data } : null;
  } catch {
    return null;
  }
}

let current = read();
const listeners = new Set<() => void>();

function emit(): void {
  current = read();
  for (const listener of listeners) listener();
}

// Another tab signing in or out changes this one too.
window.addEventListener('storage', (event) => {
  if (event.key === null || Object.values(KEYS).includes(event.key as never)) emit();
});

/** The stored token, read on every call so a token removed from storage is really gone. */
export function readToken(): string | null {
  return localStorage.getItem(KEYS.token);
}

export const sessionStore = {
  get: (): Session | null => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(token: string, user: TokenDetails): void {
    localStorage.setItem(KEYS.token, token);
    sessionStore.update(user);
  },
  /** Newer token details for the same session. */
  update(user: TokenDetails): void {
    localStorage.setItem(KEYS.userInfo, JSON.stringify(user));
    localStorage.setItem(KEYS.roles, JSON.stringify(user.roles));
    localStorage.setItem(KEYS.level, String(user.userLevel));
    localStorage.setItem(KEYS.userName, user.userName);
    emit();
  },
  clear(): void {
    for (const key of Object.values(KEYS)) localStorage.removeItem(key);
    emit();
  },
};
