/**
 * `npm run mail [-- <address | file>]`: prints a mail of the development outbox (DATA_DIR/mail,
 * written when SMTP_URL is unset) as RFC 822 text: the newest, the newest to an address, or one
 * file. A mail that holds a secret (a password reset code) is sealed there and opened here with
 * the server key (SECRET_KEY, else DATA_DIR/secret.key), the same settings the server reads
 * (docs/decisions/0023).
 */
import { loadConfig } from './platform/config/config';
import { readSecretKey } from './platform/config/secret-key';
import { newestDroppedMail, readDroppedMail } from './platform/mail/mail-drop';

async function main(argument: string | undefined): Promise<string> {
  const config = loadConfig();
  if (config.SMTP_URL) throw new Error('SMTP_URL is set: mail is delivered, and no copy is kept on disk');
  if (!config.mailDir) throw new Error('an in-memory DATA_DIR keeps no mail files');
  const key = readSecretKey(config.SECRET_KEY, config.dataDir);
  if (!key)
    throw new Error(`no server key in ${config.dataDir} (and SECRET_KEY unset): no mail was sent here`);
  if (argument && !argument.includes('@')) return readDroppedMail(argument, key);
  const mail = await newestDroppedMail(config.mailDir, key, argument);
  if (!mail) throw new Error(`no mail${argument ? ` to ${argument}` : ''} in ${config.mailDir}`);
  process.stderr.write(`${mail.file}\n`);
  return mail.text;
}

main(process.argv[2]).then(
  (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
  (error: Error) => {
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  },
);
