import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/** Console staff accounts (not end users of the appliance app). */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    /** TOTP secret, encrypted at rest (AES-256-GCM, key from configuration). */
    totpSecretEnc: text('totp_secret_enc'),
    mfaEnabled: boolean('mfa_enabled').notNull().default(false),
    /** The last TOTP time step accepted: a code is accepted once only. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** A secret being set up (Add Device, or setup at sign-in), sealed; active only after a resync. */
    totpPendingEnc: text('totp_pending_enc'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_users_tenant_user_name').on(t.tenantId, sql`lower(${t.userName})`),
    index('staff_users_tenant_email').on(t.tenantId, sql`lower(${t.email})`),
  ],
);

/** Permission entries (spec 000 section 3): one country, its categories and a brand. */
export const staffPermissions = pgTable(
  'staff_permissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    staffUserId: uuid('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    categories: text('categories').array().notNull(),
    brand: text('brand').notNull(),
  },
  (t) => [index('staff_permissions_user').on(t.staffUserId)],
);

/** Opaque session tokens: only the SHA-256 of the token is stored, so a leak of this table signs no one in. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    staffUserId: uuid('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * An API token (issue 33) is a session of its owner's that no idle limit ends: its id (for the
     * token list), name, the access rules it was given, read-only, and the data scope it narrows
     * the owner's to. A person's session has none of these.
     */
    tokenId: uuid('token_id').unique(),
    tokenName: text('token_name'),
    tokenRules: text('token_rules').array(),
    tokenReadOnly: boolean('token_read_only').notNull().default(false),
    tokenScope: jsonb('token_scope').$type<TokenScope>(),
  },
  (t) => [
    index('sessions_user').on(t.staffUserId),
    index('sessions_tenant_tokens').on(t.tenantId, t.createdAt).where(sql`${t.tokenId} IS NOT NULL`),
  ],
);

/** The lists an API token narrows its owner's data scope to (empty: none of that dimension). */
export interface TokenScope {
  countries: string[];
  categories: string[];
  brands: string[];
}

/**
 * Wrong passwords by account name and caller's address (docs/decisions/0018): the lockout key, so
 * a stranger's guesses lock only their own address out. Kept for unknown names as for real ones,
 * so the answers cannot tell them apart. `failures` counts in a row; a quiet day starts it again.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** Trimmed and lower-cased, as sign-in matches names. */
    userName: text('user_name').notNull(),
    /** The caller's IPv4 address, or the /64 of an IPv6 one. */
    address: text('address').notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userName, t.address] }),
    index('login_failures_last_failed').on(t.lastFailedAt),
  ],
);

/** Captcha solutions already used: each ALTCHA solution signs in once. */
export const usedCaptchas = pgTable('used_captchas', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Second-step tokens (mfaToken): 'login' for the code after a password, 'setup' to carry two-step
 * setup at sign-in. Only the SHA-256 of the token is stored; single use, short-lived, few attempts.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').$type<'login' | 'setup'>().notNull(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    staffUserId: uuid('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    clientId: text('client_id'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('mfa_challenges_user').on(t.staffUserId)],
);

/**
 * Password reset by OTP (spec 000 section 2): one row per code sent. The code and the
 * verification token are stored as HMACs only; the code allows few attempts and expires soon,
 * the token is used once.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    staffUserId: uuid('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    otpHash: text('otp_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code is verified: the single-use token that allows the new password. */
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('password_resets_user').on(t.staffUserId, t.createdAt),
    index('password_resets_token').on(t.tokenHash),
  ],
);
