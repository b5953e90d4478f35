import { type CaptchaChallenge, solvedCaptcha } from '../platform/auth/solve-captcha';

export interface Account {
  userName: string;
  password: string;
  tenantId: string;
}

/** One sign-in over HTTP as a scripted client makes it: a fresh captcha, solved, then the login call. */
export async function httpLogin(
  base: string,
  account: Account,
  headers: Record<string, string> = {},
): Promise<Response> {
  const challenge = (await (
    await fetch(`${base}/simplifi/v1/captcha/challenge`, { headers })
  ).json()) as CaptchaChallenge;
  return fetch(`${base}/simplifi/v1/userManagement/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'captcha-response': await solvedCaptcha(challenge),
      'x-tenant-id': account.tenantId,
      ...headers,
    },
    body: JSON.stringify({ userName: account.userName, password: account.password }),
  });
}

/** Signs in (an account without two-step) and returns the headers later calls carry. */
export async function signInOverHttp(base: string, account: Account): Promise<Record<string, string>> {
  const res = await httpLogin(base, account);
  if (!res.ok) throw new Error(`sign-in of ${account.userName} failed: ${res.status} ${await res.text()}`);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}`, 'x-tenant-id': account.tenantId };
}
