import { captchaChallenge } from '@console/contracts/auth';
import { captchaPayload, expiresAtMs } from '@console/contracts/captcha';
import { apiCall } from '@/shared/api/api-call';
import { solveInWorker } from './solve-in-worker';

export interface SolvedCaptcha {
  /** The captcha-response header value. */
  payload: string;
  /** When the server stops accepting it (epoch ms), when the challenge says. */
  expiresAt?: number;
}

/**
 * Fetches a challenge and solves it; null when it cannot be solved. With the account's name the
 * server may hand out a harder one, after many failed sign-ins to it (docs/decisions/0031).
 */
export async function solvedCaptcha(userName?: string): Promise<SolvedCaptcha | null> {
  const name = userName?.trim();
  const challenge = await apiCall(captchaChallenge, name ? { query: { userName: name } } : {});
  const number = await solveInWorker(challenge);
  if (number === null) return null;
  return { payload: captchaPayload(challenge, number), expiresAt: expiresAtMs(challenge.salt) };
}
