import { chmod, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openSecret, sealSecret } from '../auth/secret-box';

/** The file ending of a mail that holds a secret: the whole RFC 822 text sealed with the server key. */
export const SEALED_MAIL = '.eml.sealed';

export interface MailDropOptions {
  dir: string;
  /** Files older than this many days are removed (checked at most hourly, when a mail is written). */
  keepDays?: number;
  /** The server key that seals a secret mail's file. */
  secretKey?: Buffer;
}

/**
 * The development outbox (no SMTP_URL): each mail as a file in DATA_DIR/mail, readable by the
 * server's own user only (files 0600 in a 0700 directory), kept `keepDays`. A mail that holds a
 * secret (a reset code) is sealed (`.eml.sealed`): no code sits on disk in plain text; `npm run
 * mail` opens it with the server key (docs/decisions/0023).
 */
export function createMailDrop(options: MailDropOptions) {
  let prunedAt = 0;
  async function prune(): Promise<void> {
    if (Date.now() - prunedAt < 3_600_000) return;
    prunedAt = Date.now();
    const cutoff = Date.now() - (options.keepDays ?? 2) * 86_400_000;
    for (const name of await readdir(options.dir)) {
      if (!name.endsWith('.eml') && !name.endsWith(SEALED_MAIL)) continue;
      const file = join(options.dir, name);
      if ((await stat(file)).mtimeMs < cutoff) await rm(file, { force: true });
    }
  }

  return {
    /** Writes one mail; `name` is its file name without the ending. Returns the file's path. */
    async write(name: string, mail: Buffer, secret: boolean): Promise<string> {
      let body: string | Buffer = mail;
      if (secret) {
        if (!options.secretKey) throw new Error('the mail drop has no key to seal a secret mail');
        body = sealSecret(options.secretKey, mail.toString('utf8'));
      }
      await mkdir(options.dir, { recursive: true, mode: 0o700 });
      await chmod(options.dir, 0o700); // made before this rule, or by a wider umask
      const file = join(options.dir, `${name}${secret ? SEALED_MAIL : '.eml'}`);
      await writeFile(file, body, { mode: 0o600 });
      await prune();
      return file;
    },
  };
}

/** One dropped mail as RFC 822 text, a sealed one opened with the server key. */
export async function readDroppedMail(file: string, secretKey: Buffer): Promise<string> {
  const content = await readFile(file, 'utf8');
  return file.endsWith(SEALED_MAIL) ? openSecret(secretKey, content.trim()) : content;
}

/** The newest dropped mail, or the newest to `address`; undefined when there is none. */
export async function newestDroppedMail(
  dir: string,
  secretKey: Buffer,
  address?: string,
): Promise<{ file: string; text: string } | undefined> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const mails = names.filter((n) => n.endsWith('.eml') || n.endsWith(SEALED_MAIL)).sort();
  for (const name of mails.reverse()) {
    const file = join(dir, name);
    const text = await readDroppedMail(file, secretKey);
    if (!address || headerHas(text, 'To', address)) return { file, text };
  }
  return undefined;
}

/** Whether the mail's header `name` (before the first blank line) mentions `value`. */
function headerHas(text: string, name: string, value: string): boolean {
  const head = text.split(/\r?\n\r?\n/, 1)[0] ?? '';
  return head.split(/\r?\n(?![ \t])/).some((line) => line.startsWith(`${name}: `) && line.includes(value));
}
