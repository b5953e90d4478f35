import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { endUsers } from './people';
import { tenants } from './tenants';
import { upperCaseScope } from './upper-case-scope';

/**
 * Feedback tickets app users raise (spec 002 sections 3, 4 and 7). Country, category and brand are
 * the ticket's device's, so a ticket is seen by the staff whose data scope covers that device.
 */
export const feedbackTickets = pgTable(
  'feedback_tickets',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: text('user_id').references(() => endUsers.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    deviceId: text('device_id'),
    deviceBrand: text('device_brand').notNull(),
    deviceCategory: text('device_category').notNull(),
    country: text('country').notNull(),
    mobile: text('mobile'),
    description: text('description').notNull(),
    status: text('status', { enum: ['NEW', 'IN-PROGRESS', 'CLOSED'] })
      .notNull()
      .default('NEW'),
    comments: text('comments'),
    errorCode: text('error_code'),
    appVersion: text('app_version'),
    mobileOSVersion: text('mobile_os_version'),
    mobileName: text('mobile_name'),
    mobileModel: text('mobile_model'),
    mobileOSBuildNumber: text('mobile_os_build_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The search pages newest first within a tenant (created_at, id); filters narrow that walk.
  (t) => [
    index('feedback_tickets_tenant_created').on(t.tenantId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    // The tickets about one device, newest first (its timeline).
    index('feedback_tickets_device')
      .on(t.deviceId, t.tenantId, t.createdAt, t.id)
      .where(sql`${t.deviceId} is not null`),
    upperCaseScope('feedback_tickets_scope_upper_case', t.deviceCategory, t.deviceBrand),
  ],
);

/**
 * Sessions of app users (the consumer app), by the SHA-256 of their bearer token: the narrowest
 * sign-in the feedback call needs. Tokens are issued by the platform (demo, scale seed, simulator
 * provisioning); the app's own sign-in flow is not part of this console's spec.
 */
export const appSessions = pgTable(
  'app_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: text('user_id')
      .notNull()
      .references(() => endUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // A user's sessions, newest first: each is an app sign-in (a timeline's app logins).
  (t) => [index('app_sessions_user').on(t.userId, t.createdAt)],
);
