import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  tenantId: string | null;
  /** What the mail is for, e.g. 'password-reset-otp'; kept in the outbox. */
  kind: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
}

export interface MailerOptions {
  from: string;
  smtpUrl?: string;
  /** Also write every mail as an .eml file here (the embedded default's way to read mail). */
  dropDir?: string;
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
  const smtp: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : undefined;
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function deliver(id: number, message: MailMessage): Promise<void> {
    if (!smtp) return;
    try {
      await smtp.sendMail({ from: options.from, ...message });
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1` })
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

  async function drop(id: number, message: MailMessage): Promise<string | undefined> {
    if (!options.dropDir) return undefined;
    const built = await composer.sendMail({ from: options.from, ...message });
    await mkdir(options.dropDir, { recursive: true });
    const file = join(options.dropDir, `${String(id).padStart(8, '0')}-${message.kind}.eml`);
    await writeFile(file, built.message as Buffer);
    return file;
  }

  return {
    /** The server's logger, once it exists (the mailer is made before the app). */
    useLog(log: MailLog) {
      options.log = log;
    },
    async send(message: MailMessage): Promise<{ id: number }> {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...message, html: message.html ?? null, status: smtp ? 'pending' : 'stored' })
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
