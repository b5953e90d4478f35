import { eq, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { sealSecret } from '../auth/secret-box';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { createMailDrop } from './mail-drop';

export interface MailMessage {
  tenantId: string | null;
  /** What the mail is for, e.g. 'password-reset-otp'; kept in the outbox. */
  kind: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  /**
   * The body holds a secret (a password reset code): sealed with the server key in the outbox and
   * erased there once delivered (docs/decisions/0023).
   */
  secret?: boolean;
}

export interface MailerOptions {
  from: string;
  smtpUrl?: string;
  /**
   * Also write every mail as a file here (the development outbox, without SMTP; a secret mail
   * sealed: mail-drop.ts). Never set together with `smtpUrl`.
   */
  dropDir?: string;
  /** Dropped mails older than this many days are removed (checked at most hourly, when a mail is dropped). */
  dropKeepDays?: number;
  /** The server key that seals secret bodies in the outbox and secret mails in the drop. */
  secretKey?: Buffer;
  log?: MailLog;
}

interface MailLog {
  info: (o: object, m: string) => void;
  warn: (o: object, m: string) => void;
}

/**
 * Sends mail through the outbox: the row is written first, so nothing is lost when SMTP is down;
 * with SMTP configured it is delivered right after, without the caller waiting (a reset request
 * must answer as fast for unknown addresses as for known ones). Bodies never go to the log.
 */
export function createMailer(db: Db, options: MailerOptions) {
  // nodemailer (some 10 MB of a process's memory) is loaded with the first mail, not at start.
  let transports: Promise<{ smtp: Transporter | undefined; composer: Transporter }> | undefined;
  const transportsOf = () =>
    (transports ??= import('nodemailer').then(({ default: nodemailer }) => ({
      smtp: options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined,
      composer: nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    })));

  /** The body as the outbox row keeps it: sealed when it holds a secret. */
  function storedBody(message: MailMessage) {
    if (!message.secret) return { text: message.text, html: message.html ?? null };
    const key = options.secretKey;
    if (!key) throw new Error('the mailer has no key to seal a secret mail');
    return { text: sealSecret(key, message.text), html: message.html ? sealSecret(key, message.html) : null };
  }

  async function deliver(id: number, { secret, ...message }: MailMessage): Promise<void> {
    if (!options.smtpUrl) return;
    try {
      const { smtp } = await transportsOf();
      await smtp?.sendMail({ from: options.from, ...message });
      // Delivered: a secret's sealed body has no further use in the outbox.
      const erased = secret ? { text: '', html: null } : {};
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1`, ...erased })
        .where(eq(mailOutbox.id, id));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      options.log?.warn({ mailId: id, kind: message.kind, reason }, 'mail delivery failed');
      await db
        .update(mailOutbox)
        .set({ status: 'failed', error: reason, attempts: sql`${mailOutbox.attempts} + 1` })
        .where(eq(mailOutbox.id, id));
    }
  }

  // With SMTP the mail leaves in the mail and nowhere else: no file (docs/decisions/0023).
  const mailDrop =
    options.dropDir && !options.smtpUrl
      ? createMailDrop({ dir: options.dropDir, keepDays: options.dropKeepDays, secretKey: options.secretKey })
      : undefined;
  /** The development outbox's file of this mail (mail-drop.ts): a secret mail's sealed. */
  async function drop(id: number, { secret, ...message }: MailMessage): Promise<string | undefined> {
    if (!mailDrop) return undefined;
    const { composer } = await transportsOf();
    const built = await composer.sendMail({ from: options.from, ...message });
    return mailDrop.write(
      `${String(id).padStart(8, '0')}-${message.kind}`,
      built.message as Buffer,
      !!secret,
    );
  }

  return {
    /** The server's logger, once it exists (the mailer is made before the app). */
    useLog(log: MailLog) {
      options.log = log;
    },
    async send(message: MailMessage): Promise<{ id: number }> {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          tenantId: message.tenantId,
          kind: message.kind,
          to: message.to,
          subject: message.subject,
          ...storedBody(message),
          status: options.smtpUrl ? 'pending' : 'stored',
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('mail outbox insert returned nothing');
      const file = await drop(row.id, message);
      options.log?.info(
        { mailId: row.id, kind: message.kind, recipients: message.to.length, file },
        'mail queued',
      );
      void deliver(row.id, message);
      return { id: row.id };
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
