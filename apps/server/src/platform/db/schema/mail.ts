import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every e-mail the platform sends (OTP, incident reports, notifications), kept as an outbox:
 * the row is written first, then delivered over SMTP when one is configured. Without SMTP the
 * row (and a file in DATA_DIR/mail) is the delivery. A secret mail's body (a reset code) is sealed
 * here, and erased once SMTP accepted it (docs/decisions/0023).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id'),
    /** What the mail is for, e.g. 'password-reset-otp', 'incident-report'. */
    kind: text('kind').notNull(),
    to: text('to').array().notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'stored' (no SMTP configured), 'sent', or 'failed' after the attempts below. */
    status: text('status').$type<'stored' | 'sent' | 'failed' | 'pending'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('mail_outbox_tenant_created').on(t.tenantId, t.createdAt)],
);
