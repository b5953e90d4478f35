import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants } from '../../../test/fixtures';
import { startTestProvider, type TestProvider } from '../../../test/oidc-provider';
import { configureSso, finishSignIn, REDIRECT_URI, signInWithSso, startSignIn } from '../../../test/sso-flow';

/*
 * Fuzzing the SSO callback against a real provider (issue 33): 500 generated answers built from
 * hostile values and pieces of real ones (a live sign-in's state and browser cookie, a code the
 * provider issued and already redeemed, its iss, an error the provider might send). None may be
 * answered with a 500, and none may write anything but its audit entry.
 */
const SEED = 20261128;
const RUNS = 500;

let t: TestApp;
let provider: TestProvider;
let live: { state: string; cookie: string };
let used: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '100000' });
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'sso.admin', roles: ['CUSTOMERSUPPORTL4'] });
  provider = await startTestProvider({ redirectUris: [REDIRECT_URI] });
  provider.accounts.set('alice', {
    email: 'alice@acme.example',
    email_verified: true,
    groups: ['console-l2'],
  });
  await configureSso(t, provider);
  const done = await signInWithSso(t, provider, 'alice');
  if (done.res.statusCode !== 200) throw new Error(done.res.body);
  used = Object.fromEntries(done.back.searchParams);
  const started = await startSignIn(t);
  live = { state: new URL(started.url).searchParams.get('state') ?? '', cookie: started.cookie };
}, 180_000);

afterAll(async () => {
  await t?.close();
  await provider?.close();
});

async function rowCounts(): Promise<string> {
  const { rows } = await t.database.execute(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()
       AND table_type = 'BASE TABLE' AND table_name NOT LIKE '\\_\\_%' AND table_name <> 'audit_log'`,
  );
  const names = rows.map((r) => String(r.table_name));
  const counts = await t.database.execute(
    `SELECT ${names.map((n) => `(SELECT count(*) FROM "${n}") AS "${n}"`).join(', ')}`,
  );
  return JSON.stringify(counts.rows[0]);
}

const hostile = fc.oneof(
  fc.string({ maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    '%00',
    '\u0000',
    'null',
    '[]',
    '{}',
    '../../etc/passwd',
    '<script>',
    'a'.repeat(4000),
  ),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);

describe('the SSO callback under fuzzing', () => {
  it('answers 500 generated callbacks without a 500 and writes nothing but audit entries', async () => {
    const params = fc.record(
      {
        state: fc.oneof(fc.constant(live.state), fc.constant(used.state ?? ''), hostile),
        code: fc.oneof(fc.constant(used.code ?? ''), hostile),
        iss: fc.oneof(fc.constant(provider.issuer), fc.constant('https://evil.example'), hostile),
        error: fc.oneof(fc.constantFrom('access_denied', 'login_required', 'server_error'), hostile),
        error_description: hostile,
      },
      { requiredKeys: [] },
    );
    const cookie = fc.oneof(
      fc.constant(live.cookie),
      fc.constant(''),
      hostile.map((v) => `sso_browser=${v}`),
    );
    const samples = fc.sample(fc.tuple(params, cookie), { seed: SEED, numRuns: RUNS });
    const before = await rowCounts();
    const statuses = new Map<number, number>();
    const faults: string[] = [];
    for (const [body, browser] of samples) {
      const res = await finishSignIn(t, body as Record<string, string>, browser);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500 || res.statusCode < 400)
        faults.push(`${res.statusCode} ${JSON.stringify(body).slice(0, 200)}`);
    }
    console.info('SSO callback fuzz answers by status', Object.fromEntries(statuses));
    expect(faults).toEqual([]);
    expect(await rowCounts()).toBe(before);
    // Enough reached the provider (the live state and its browser) for the pass to prove something.
    const { rows } = await t.database.execute(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'auth.sso.refused' AND detail->>'reason' <> 'ssoStateMismatch'`,
    );
    expect(Number(rows[0]?.n)).toBeGreaterThan(10);
  }, 240_000);
});
