import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export interface TenantSettings {
  /** Main brand tenant: Statistics and Product Metrics are shown only there. */
  mainBrand: boolean;
  /** Switches warranty off; it cannot switch it on beyond spec 001 section 6 (`tenantHasWarranty`). */
  warrantyEnabled: boolean;
  /** When true, an account without two-step authentication must set it up at sign-in. */
  mfaRequired: boolean;
  /**
   * PEM public keys that firmware signature files are checked against at upload, besides those
   * FIRMWARE_SIGNING_KEYS names for the tenant. An image whose signature no key verifies is
   * refused, and a tenant with no key at all refuses every upload (docs/decisions/0017).
   */
  firmwareSigningKeys?: string[];
  /** The IANA time zone of homes that name none (rollout install windows); UTC when unset. */
  timeZone?: string;
  /** Notifications (issue 34): the tenant's quiet hours in each recipient's local time (a task may override them). */
  quietHours?: { start: string; end: string };
  /** Promotions a person may get per channel within `days` (DEFAULT_PROMOTION_CAP when unset); null: no cap. */
  promotionCap?: { count: number; days: number } | null;
}

export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  external: boolean('external').notNull().default(false),
  displayName: text('display_name').notNull(),
  logoUrl: text('logo_url').notNull(),
  faviconUrl: text('favicon_url').notNull(),
  theme: text('theme').notNull(),
  primaryColor: text('primary_color').notNull(),
  secondaryColor: text('secondary_color').notNull(),
  supportUrl: text('support_url').notNull(),
  webClientId: text('web_client_id').notNull(),
  settings: jsonb('settings').$type<TenantSettings>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
