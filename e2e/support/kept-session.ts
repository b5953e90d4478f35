import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tokenDetails } from '@console/contracts/auth';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { dashboardSettled, signIn } from './sign-in';

/*
 * Tests of a screen need a signed-in account, not a sign-in. An account can use each TOTP step once,
 * so a third sign-in within a minute waits up to 30 s for the next step: most of the browser suite's
 * waiting. Each account signs in for real once per server (the sign-in itself is tested in
 * login.e2e.test.ts), and later tests open the console with what that sign-in left in storage.
 * Files run one after another in fresh workers, so the storage is kept on disk, per server.
 */
const KEPT_FILE = join(tmpdir(), 'console-e2e-kept-sessions.json');

type Storage = Record<string, string>;

function keptSessions(): Record<string, Storage> {
  try {
    return JSON.parse(readFileSync(KEPT_FILE, 'utf8')) as Record<string, Storage>;
  } catch {
    return {};
  }
}

/** Whether the server still takes the token: a test may have signed it out or changed its password. */
async function stillSignedIn(storage: Storage | undefined): Promise<boolean> {
  if (!storage?.token) return false;
  const answer = await fetch(`${inject('baseUrl')}${tokenDetails.path}`, {
    headers: { authorization: `Bearer ${storage.token}` },
  });
  return answer.ok;
}

/**
 * The console on the dashboard of a demo account, signed in: with the account's kept session while
 * the server still takes it, else after a real sign-in (then kept for the next test).
 */
export async function openSignedIn(page: Page, username: string): Promise<void> {
  const key = `${inject('baseUrl')} ${username}`;
  const kept = keptSessions()[key];
  if (kept && (await stillSignedIn(kept))) {
    // Any page of the console's origin gives access to its storage; the health check is the smallest.
    await page.goto('/healthz');
    await page.evaluate((entries) => {
      for (const [name, value] of Object.entries(entries)) localStorage.setItem(name, value);
    }, kept);
    await page.goto('/dashboard');
    await dashboardSettled(page);
    return;
  }
  await signIn(page, username);
  const storage = await page.evaluate(() => ({ ...localStorage }));
  writeFileSync(KEPT_FILE, JSON.stringify({ ...keptSessions(), [key]: storage }));
}
