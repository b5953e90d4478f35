import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authenticator } from 'otplib';

/*
 * The server takes each code once (a code at or before the last accepted step is refused), and test
 * files run one after another in fresh workers, so the last step used per account is kept on disk.
 */
const STEP_MS = 30_000;
const STEPS_FILE = join(tmpdir(), 'console-e2e-totp-steps.json');

function usedSteps(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(STEPS_FILE, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

const codeAt = (secret: string, step: number) =>
  authenticator.clone({ epoch: step * STEP_MS }).generate(secret);

/** A code the server has not seen yet for this account: now, or the next step (in its ±1 window). */
export async function freshCode(username: string, secret: string): Promise<string> {
  const last = usedSteps()[username] ?? Number.NEGATIVE_INFINITY;
  let now = Math.floor(Date.now() / STEP_MS);
  if (last > now) {
    // The next step is spent too: wait until it is the current one, then use the one after.
    await new Promise((resolve) => setTimeout(resolve, last * STEP_MS - Date.now() + 500));
    now = Math.floor(Date.now() / STEP_MS);
  }
  const step = Math.max(now, last + 1);
  writeFileSync(STEPS_FILE, JSON.stringify({ ...usedSteps(), [username]: step }));
  return codeAt(secret, step);
}

/**
 * Code 1 and Code 2 for a two-step device being set up: the previous step's and this one's. Both
 * are in the server's ±1 window and consecutive, so the sign-in that follows may use the next step
 * at once instead of waiting up to a step for it. Near a step's end this waits for the next step,
 * so Code 1 is still in the window when the codes arrive.
 */
export async function syncCodes(username: string, secret: string): Promise<[string, string]> {
  const intoStep = Date.now() % STEP_MS;
  if (intoStep > STEP_MS - 5_000)
    await new Promise((resolve) => setTimeout(resolve, STEP_MS - intoStep + 100));
  const now = Math.floor(Date.now() / STEP_MS);
  writeFileSync(STEPS_FILE, JSON.stringify({ ...usedSteps(), [username]: now }));
  return [codeAt(secret, now - 1), codeAt(secret, now)];
}

/** A six-digit code that is none of the ones the server would accept right now. */
export function wrongCode(secret: string): string {
  const now = Math.floor(Date.now() / STEP_MS);
  const valid = new Set([now - 1, now, now + 1, now + 2].map((s) => codeAt(secret, s)));
  for (const candidate of ['000000', '111111', '222222']) if (!valid.has(candidate)) return candidate;
  throw new Error('no wrong code found');
}
