import type { SsoClaimMapping } from '@console/contracts/sso';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sessions, staffUsers } from './staff';
import { tenants } from './tenants';

/*
 * Single sign-on per tenant (issue 33, decision 0042): the tenant's OpenID Provider, the provider
 * identities linked to staff accounts, the sign-ins under way, and what an SSO session keeps to
 * check the person with the provider again.
 */

/** A tenant's provider and how its claims map to roles and data scope; the client secret sealed. */
export const tenantSso = pgTable('tenant_sso', {
  tenantId: text('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  enabled: boolean('enabled').notNull().default(false),
  providerName: text('provider_name').notNull(),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  /** AES-256-GCM under the server key (secret-box.ts); never sent back. */
  clientSecretEnc: text('client_secret_enc'),
  scopes: text('scopes').notNull().default('openid email profile'),
  recheckMinutes: integer('recheck_minutes').notNull().default(5),
  requireSso: boolean('require_sso').notNull().default(false),
  /** User names that keep password sign-in when SSO is required. */
  breakGlass: text('break_glass').array().notNull().default(sql`'{}'::text[]`),
  mappings: jsonb('mappings').$type<SsoClaimMapping[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A provider account (issuer and subject) linked to a staff account of the tenant. */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    staffUserId: uuid('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.issuer, t.subject] }),
    index('sso_identities_user').on(t.staffUserId),
  ],
);

/**
 * A sign-in sent to the provider and not back yet: its state (hashed, the key), the nonce and the
 * PKCE verifier (sealed), the browser it was started from (hash of a cookie), where the provider
 * returns. Deleted when it signs someone in; an unfinished one expires.
 */
export const ssoLogins = pgTable(
  'sso_logins',
  {
    stateHash: text('state_hash').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    secretsEnc: text('secrets_enc').notNull(),
    browserHash: text('browser_hash').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sso_logins_expires').on(t.expiresAt)],
);

/**
 * What an SSO session keeps to ask the provider again whether the person may still sign in: the
 * provider's tokens (sealed) and when to ask next (the session guard reads it with the session).
 */
export const ssoSessions = pgTable('sso_sessions', {
  tokenHash: text('token_hash')
    .primaryKey()
    .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
  tenantId: text('tenant_id')
    .notNull()
    .references(() => tenants.id),
  subject: text('subject').notNull(),
  /** Sealed JSON: the refresh token and access token the provider gave. */
  tokensEnc: text('tokens_enc').notNull(),
  checkAt: timestamp('check_at', { withTimezone: true }).notNull(),
});
