import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/** End users of the appliance app, looked up by support staff. */
export const endUsers = pgTable(
  'end_users',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userName: text('user_name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    /** As the search sends it: plus sign, country code, number. */
    mobile: text('mobile'),
    /** Lower-case country of the picker (in, bd, lk …). */
    country: text('country').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('end_users_tenant_mobile').on(t.tenantId, t.mobile),
    index('end_users_tenant_email').on(t.tenantId, sql`lower(${t.email})`),
  ],
);

export const homes = pgTable(
  'homes',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    homeName: text('home_name'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    pincode: text('pincode'),
    country: text('country').notNull(),
    /** The home's IANA time zone (Europe/Berlin), for install windows; null: the tenant's. */
    timeZone: text('time_zone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('homes_tenant').on(t.tenantId)],
);

/** Who belongs to a home: its primary user(s) and secondary (shared) users. */
export const homeMembers = pgTable(
  'home_members',
  {
    homeId: text('home_id')
      .notNull()
      .references(() => homes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => endUsers.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    membership: text('membership', { enum: ['primary', 'secondary'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.homeId, t.userId] }), index('home_members_user').on(t.userId)],
);

export const spaces = pgTable(
  'spaces',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    homeId: text('home_id')
      .notNull()
      .references(() => homes.id, { onDelete: 'cascade' }),
    spaceName: text('space_name').notNull(),
  },
  (t) => [index('spaces_home').on(t.homeId)],
);
