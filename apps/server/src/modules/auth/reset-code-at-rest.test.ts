import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants, TEST_SECRET_KEY } from '../../../test/fixtures';
import { startSmtpSink } from '../../../test/smtp-sink';
import { openTestDatabase } from '../../../test/test-db';
import type { Database } from '../../platform/db/client';
import { authModule } from '.';

/*
 * QUALITY.md: no reset code is written to disk in plain text (docs/decisions/0023). A real app on a
 * real DATA_DIR asks for a code; then every file under DATA_DIR is searched for it.
 */
const root = resolve(import.meta.dirname, '../../../../..');
const EMAIL = 'at.rest@console.example';
let dataDir: string;
let t: TestApp | undefined;
// One database for both apps (each test's app on its own DATA_DIR): migrated once.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await insertTenants(database.db);
  await insertStaff(database.db, { userName: 'at.rest', roles: ['CUSTOMERSUPPORTL3'] });
});
afterAll(() => database.close());
afterEach(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function appRequestingCode(env: Record<string, string> = {}) {
  dataDir = await mkdtemp(join(tmpdir(), 'reset-at-rest-'));
  t = await buildTestApp({ DATA_DIR: dataDir, ...env }, { database });
  const res = await t.app.inject({
    method: 'POST',
    url: '/simplifi/v2/otpManagement/system/otpGeneration',
    headers: { 'x-tenant-id': 'panasonic' },
    payload: { email: EMAIL, transactionType: 'forgotPassword' },
  });
  expect(res.statusCode).toBe(200);
  await t.servicesOf(authModule).passwords.settled();
}

/** The files under the data dir whose bytes hold `text`. */
async function filesHolding(text: string): Promise<string[]> {
  const names = await readdir(dataDir, { recursive: true, withFileTypes: true });
  const found: string[] = [];
  for (const entry of names.filter((e) => e.isFile())) {
    const file = join(entry.parentPath, entry.name);
    if ((await readFile(file)).includes(text)) found.push(file);
  }
  return found;
}

const codeIn = (mail: string) => mail.match(/code is (\d{6})/)?.[1];

describe('a password reset code at rest', () => {
  it('without SMTP: the development outbox keeps it sealed, and `npm run mail` opens it', async () => {
    await appRequestingCode();
    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'mail', '--', EMAIL], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, SECRET_KEY: TEST_SECRET_KEY.toString('hex') },
    });
    expect(stdout).toContain(`To: ${EMAIL}`);
    const code = codeIn(stdout);
    expect(code).toMatch(/^\d{6}$/);
    expect(await readdir(join(dataDir, 'mail'))).toEqual([expect.stringMatching(/\.eml\.sealed$/)]);
    expect(await filesHolding(`code is ${code}`)).toEqual([]);
  });

  it('with SMTP_URL: the code leaves in the mail, and no mail file is written at all', async () => {
    const sink = await startSmtpSink();
    try {
      await appRequestingCode({ SMTP_URL: sink.url });
      await expect.poll(() => sink.received.length).toBe(1);
      const code = codeIn(sink.received[0]?.data ?? '');
      expect(code).toMatch(/^\d{6}$/);
      expect(await readdir(join(dataDir, 'mail')).catch(() => 'none')).toBe('none');
      expect(await filesHolding(`code is ${code}`)).toEqual([]);
    } finally {
      await sink.close();
    }
  });
});
