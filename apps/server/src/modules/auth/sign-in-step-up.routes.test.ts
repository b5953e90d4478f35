import { fillMessage, messages } from '@console/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants, PASSWORD } from '../../../test/fixtures';
import { solvedCaptcha } from '../../platform/auth/solve-captcha';

// Issue 29: anyone could put any account behind 429 with captcha-less requests; spread over
// addresses, 1,200 wrong passwords an hour reached one account. Decision 0031.
let t: TestApp;
const BASE = 1000; // CAPTCHA_DIFFICULTY of the test app
const WRONG = 'Wrong@1234';

beforeAll(async () => {
  t = await buildTestApp(); // the default limits: 20 a minute, step-up at 10 failures in an hour
  await insertTenants(t.db);
  for (const userName of ['agent.a', 'agent.b', 'agent.c'])
    await insertStaff(t.db, { userName, roles: ['CUSTOMERSUPPORTL4'] });
});
afterAll(() => t.close());

/** A challenge as the login page asks for it, for `userName` when given, and its solution. */
async function captchaFor(userName?: string, cookie?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/simplifi/v1/captcha/challenge',
    query: userName ? { userName } : {},
    headers: { 'x-tenant-id': 'panasonic', ...(cookie && { cookie }) },
  });
  expect(res.statusCode).toBe(200);
  return { max: res.json().maxnumber as number, solution: await solvedCaptcha(res.json()) };
}

interface Attempt {
  from: string;
  userName: string;
  password?: string;
  /** The captcha-response header; none when null. */
  captcha?: string | null;
  cookie?: string;
}

async function signIn({ from, userName, password = PASSWORD, captcha, cookie }: Attempt) {
  const solution = captcha === undefined ? (await captchaFor()).solution : captcha;
  return t.app.inject({
    method: 'POST',
    url: '/simplifi/v1/userManagement/login',
    remoteAddress: from,
    headers: {
      'x-tenant-id': 'panasonic',
      ...(solution !== null && { 'captcha-response': solution }),
      ...(cookie && { cookie }),
    },
    payload: { userName, password },
  });
}

/** The known-browser cookie an answer set, as the browser sends it back. */
const cookieOf = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['set-cookie'] ?? '').split(';')[0];

/** `count` wrong passwords for `userName`, two from each address of `net` (below the per-address lock). */
async function failMany(userName: string, net: string, count: number) {
  for (let i = 0; i < count; i++) {
    const res = await signIn({ from: `${net}.${Math.floor(i / 2) + 1}`, userName, password: WRONG });
    expect(res.statusCode, `failure ${i + 1}`).toBe(401);
  }
}

describe('sign-in limits a stranger cannot use against the person (issue 29)', () => {
  it('does not count attempts without a solved captcha against the account', async () => {
    for (let i = 0; i < 25; i++) {
      const captcha = i % 5 === 0 ? 'bm90IGpzb24' : null;
      const res = await signIn({ from: `10.31.0.${i + 1}`, userName: 'agent.a', password: WRONG, captcha });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.captchaRequired);
    }
    expect((await signIn({ from: '10.31.1.1', userName: 'agent.a' })).statusCode).toBe(200);
  });

  it('never holds back a browser the account signed in from, whatever strangers send', async () => {
    const first = await signIn({ from: '10.32.9.1', userName: 'agent.b' });
    expect(first.statusCode).toBe(200);
    const cookie = cookieOf(first);
    expect(cookie).toMatch(/^sit_[0-9a-f]{16}=\d+\.[\w-]{43}$/);
    // 30 wrong passwords with solved captchas from 15 addresses: the per-account minute, then the step-up.
    const refused: number[] = [];
    for (let i = 0; i < 30; i++) {
      const { solution } = await captchaFor('agent.b');
      const from = `10.32.0.${Math.floor(i / 2) + 1}`;
      const res = await signIn({ from, userName: 'agent.b', password: WRONG, captcha: solution });
      if (res.statusCode === 429) refused.push(i);
    }
    expect(refused.length).toBeGreaterThan(0);
    // A browser it does not know is held back too …
    const stranger = {
      from: '10.32.9.2',
      userName: 'agent.b',
      captcha: (await captchaFor('agent.b')).solution,
    };
    expect((await signIn(stranger)).statusCode).toBe(429);
    // … the person's own is not: the base captcha, no wait, signed in.
    expect((await captchaFor('agent.b', cookie)).max).toBe(BASE);
    expect((await signIn({ from: '10.32.9.1', userName: 'agent.b', cookie })).statusCode).toBe(200);
  });

  it('steps up the account after failures from many addresses; a right password still signs in with the harder captcha', async () => {
    await failMany('agent.c', '10.33.0', 10);
    expect((await captchaFor('agent.c')).max).toBe(2 * BASE);
    expect((await captchaFor()).max).toBe(BASE);
    expect((await captchaFor('agent.a')).max).toBe(BASE);

    // The base captcha no longer holds for it: the login page asks again with the account's name.
    const easy = await signIn({ from: '10.33.9.1', userName: 'agent.c' });
    expect(easy.statusCode).toBe(400);
    expect(easy.json()).toMatchObject({ code: 'captchaStepUp', message: messages.captchaStepUp });

    const harder = await captchaFor('agent.c');
    const ok = await signIn({ from: '10.33.9.1', userName: 'agent.c', captcha: harder.solution });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().accessToken).toEqual(expect.any(String));

    // The next password check from a browser it does not know waits: 36 s at the first level.
    const next = await signIn({
      from: '10.33.9.2',
      userName: 'agent.c',
      password: WRONG,
      captcha: (await captchaFor('agent.c')).solution,
    });
    expect(next.statusCode).toBe(429);
    const wait = Number(next.headers['retry-after']);
    expect(wait).toBeGreaterThan(30);
    expect(wait).toBeLessThanOrEqual(36);
    expect(next.json().message).toBe(fillMessage(messages.signInDelayed, { seconds: wait }));

    // The browser that signed in is known now: the base captcha, and no wait.
    const cookie = cookieOf(ok);
    expect((await captchaFor('agent.c', cookie)).max).toBe(BASE);
    expect((await signIn({ from: '10.33.9.1', userName: 'agent.c', cookie })).statusCode).toBe(200);
  });

  it('steps up a name that does not exist exactly as a real one', async () => {
    await failMany('nobody.here', '10.34.0', 10);
    expect((await captchaFor('nobody.here')).max).toBe(2 * BASE);
    const easy = await signIn({ from: '10.34.9.1', userName: 'nobody.here' });
    expect(easy.json()).toMatchObject({ code: 'captchaStepUp' });
  });
});
