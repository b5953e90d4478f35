import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';

/** The newest mail to this address in the server's mail folder, as raw RFC 822 text. */
export async function newestMailTo(address: string, after = 0): Promise<{ name: string; text: string }> {
  const dir = inject('mailDir');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const names = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const name of names) {
      if (Number.parseInt(name, 10) <= after) break;
      const text = await readFile(join(dir, name), 'utf8');
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
