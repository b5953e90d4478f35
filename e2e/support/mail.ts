import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/**
 * One mail of the server's mail folder as RFC 822 text. A mail that holds a secret (a reset code)
 * is sealed there (`.eml.sealed`): opened as a developer opens it, with `npm run mail -- <file>`
 * on the server's DATA_DIR (docs/decisions/0023).
 */
async function readMail(dir: string, name: string): Promise<string> {
  const file = join(dir, name);
  if (name.endsWith('.eml')) return readFile(file, 'utf8');
  let text = opened.get(file);
  if (text === undefined) {
    const run = promisify(execFile);
    const { stdout } = await run('npm', ['run', '--silent', 'mail', '--', file], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dirname(dir) },
    });
    text = stdout;
    opened.set(file, text);
  }
  return text;
}
/** Sealed mails already opened (a mail never changes), so a wait polls without reopening them. */
const opened = new Map<string, string>();

/** The newest mail to this address in the server's mail folder, as raw RFC 822 text. */
export async function newestMailTo(address: string, after = 0): Promise<{ name: string; text: string }> {
  const dir = inject('mailDir');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const names = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const name of names) {
      if (Number.parseInt(name, 10) <= after) break;
      const text = await readMail(dir, name);
      if (text.includes(`To: ${address}`)) return { name, text };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${address} in ${dir}`);
}

/** The password reset code in a mail. */
export function otpIn(mail: string): string {
  const code = mail.match(/code is (\d{6})/)?.[1];
  if (!code) throw new Error('no reset code in the mail');
  return code;
}
