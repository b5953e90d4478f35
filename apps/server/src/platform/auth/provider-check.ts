import type { Db } from '../db/client';

/**
 * Asks a session's identity provider whether its person may still sign in (issue 33, single
 * sign-on): true to go on, false to end the session. The sign-on area registers it for its
 * database; the guard calls it when an SSO session's check is due (sso_sessions.check_at), so a
 * person disabled at the provider loses access at the session's next check.
 */
export type ProviderCheck = (tokenHash: string) => Promise<boolean>;

const checks = new WeakMap<Db, ProviderCheck>();

export function setProviderCheck(db: Db, check: ProviderCheck): void {
  checks.set(db, check);
}

export function providerCheckOf(db: Db): ProviderCheck | undefined {
  return checks.get(db);
}
