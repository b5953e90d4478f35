import { mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../../../test/smtp-sink';
import { openTestDatabase } from '../../../test/test-db';
import { openSecret } from '../auth/secret-box';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { newestDroppedMail, readDroppedMail } from './mail-drop';
import { createMailer } from './mailer';

const message = {
  tenantId: null,
  kind: 'test',
  to: ['someone@console.example'],
  subject: 'Hello',
  text: 'Body 123',
};

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function statusOf(id: number, until: (s: string) => boolean) {
  for (let i = 0; i < 100; i++) {
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (row && until(row.status)) return row;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`mail ${id} never left 'pending'`);
}

describe('mailer', () => {
  it('without SMTP keeps the mail in the outbox and writes it as an .eml file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mail-'));
    try {
      const { id } = await createMailer(database.db, { from: 'Console <c@x.example>', dropDir: dir }).send(
        message,
      );
      const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row?.status).toBe('stored');
      const [file] = await readdir(dir);
      const eml = await readFile(join(dir, file!), 'utf8');
      expect(eml).toContain('To: someone@console.example');
      expect(eml).toContain('Subject: Hello');
      expect(eml).toContain('Body 123');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('delivers over SMTP and marks the row sent', async () => {
    const sink = await startSmtpSink();
    try {
      const { id } = await createMailer(database.db, { from: 'c@x.example', smtpUrl: sink.url }).send(
        message,
      );
      const row = await statusOf(id, (s) => s !== 'pending');
      expect(row.status).toBe('sent');
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(sink.received).toHaveLength(1);
      expect(sink.received[0]?.to.join()).toContain('someone@console.example');
      expect(sink.received[0]?.data).toContain('Body 123');
    } finally {
      await sink.close();
    }
  });

  it('records a failed delivery, keeping the mail', async () => {
    const sink = await startSmtpSink();
    await sink.close();
    const { id } = await createMailer(database.db, { from: 'c@x.example', smtpUrl: sink.url }).send(message);
    const row = await statusOf(id, (s) => s !== 'pending');
    expect(row.status).toBe('failed');
    expect(row.error).toBeTruthy();
    expect(row.text).toBe('Body 123');
  });

  describe('a mail that holds a secret (a reset code)', () => {
    const KEY = Buffer.alloc(32, 9);
    const secret = { ...message, kind: 'password-reset-otp', text: 'Your code is 123456.', secret: true };

    it('is sealed in the outbox, and its body erased once delivered', async () => {
      const sink = await startSmtpSink();
      try {
        const mailer = createMailer(database.db, { from: 'c@x.example', smtpUrl: sink.url, secretKey: KEY });
        const { id } = await mailer.send(secret);
        const [waiting] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
        expect(waiting?.text).not.toContain('123456');
        expect(openSecret(KEY, waiting?.text ?? '')).toBe('Your code is 123456.');
        const sent = await statusOf(id, (s) => s !== 'pending');
        expect(sent.status).toBe('sent');
        expect(sent.text).toBe('');
        expect(sink.received[0]?.data).toContain('123456');
      } finally {
        await sink.close();
      }
    });

    it('is sealed in the development outbox too: no code on disk, opened with the server key', async () => {
      const dir = await mkdtemp(join(tmpdir(), 'mail-'));
      try {
        const mailer = createMailer(database.db, { from: 'c@x.example', dropDir: dir, secretKey: KEY });
        await mailer.send(message);
        await mailer.send(secret);
        const names = (await readdir(dir)).sort();
        expect(names[1]).toMatch(/-password-reset-otp\.eml\.sealed$/);
        for (const name of names) expect(await readFile(join(dir, name), 'utf8')).not.toContain('123456');
        expect(await readDroppedMail(join(dir, names[1]!), KEY)).toContain('Your code is 123456.');
        const newest = await newestDroppedMail(dir, KEY, 'someone@console.example');
        expect(newest?.text).toContain('To: someone@console.example');
        expect(newest?.text).toContain('Your code is 123456.');
        expect(await newestDroppedMail(dir, KEY, 'nobody@console.example')).toBeUndefined();
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    it('with SMTP leaves no file, even when given a folder', async () => {
      const dir = await mkdtemp(join(tmpdir(), 'mail-'));
      const sink = await startSmtpSink();
      try {
        const mailer = createMailer(database.db, {
          from: 'c@x.example',
          smtpUrl: sink.url,
          dropDir: dir,
          secretKey: KEY,
        });
        await statusOf((await mailer.send(secret)).id, (s) => s !== 'pending');
        expect(sink.received[0]?.data).toContain('123456');
        expect(await readdir(dir)).toEqual([]);
      } finally {
        await sink.close();
        await rm(dir, { recursive: true, force: true });
      }
    });

    it('is refused without a key to seal it', async () => {
      await expect(createMailer(database.db, { from: 'c@x.example' }).send(secret)).rejects.toThrow(/no key/);
    });
  });

  it('keeps the development outbox to its owner (0700, files 0600) and removes mails past their days', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mail-'));
    try {
      const old = join(dir, '00000000-old.eml');
      await writeFile(old, 'old mail');
      const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
      await utimes(old, threeDaysAgo, threeDaysAgo);
      const mailer = createMailer(database.db, { from: 'c@x.example', dropDir: dir, dropKeepDays: 2 });
      await mailer.send(message);
      expect((await stat(dir)).mode & 0o777).toBe(0o700);
      const names = await readdir(dir);
      expect(names).toHaveLength(1);
      expect((await stat(join(dir, names[0]!))).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
