import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

export interface DealerPhoneRow {
  number: string;
  type: 'free' | 'paid';
}
export interface DealerAddressRow {
  line1: string;
  line2: string | null;
  city: string;
  pin: number | null;
}
export interface DealerSocialsRow {
  facebook: string | null;
  instagram: string | null;
  x: string | null;
}

/** Dealers who sold the appliances (spec 001 section 3, spec 002 section 3). Country is a lower-case code. */
export const dealers = pgTable(
  'dealers',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    website: text('website'),
    email: text('email'),
    phone: jsonb('phone').$type<DealerPhoneRow[]>().notNull().default([]),
    country: text('country').notNull(),
    address: jsonb('address').$type<DealerAddressRow>().notNull(),
    socials: jsonb('socials').$type<DealerSocialsRow>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The country list pages walk (tenant, country, id); lookups by id use the primary key.
  (t) => [index('dealers_tenant_country_id').on(t.tenantId, t.country, t.id)],
);

/** Which dealer sold the product with this serial number (the PSN-to-dealer mapping of spec 002). */
export const dealerProducts = pgTable(
  'dealer_products',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    productSerialNumber: text('product_serial_number').notNull(),
    dealerId: text('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.productSerialNumber] }),
    index('dealer_products_dealer').on(t.dealerId),
  ],
);

/**
 * The rows of a PSN dealer mapping upload while it is checked (migration 0033: UNLOGGED, a scratch
 * table): written a parsed chunk at a time as the file arrives, checked and applied from here in
 * one transaction, deleted when the upload is answered. What a stopped server left is deleted after
 * an hour by the next upload.
 */
export const dealerMappingStaging = pgTable(
  'dealer_mapping_staging',
  {
    uploadId: text('upload_id').notNull(),
    line: integer('line').notNull(),
    productSerialNumber: text('product_serial_number').notNull(),
    dealerId: text('dealer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.line] })],
);
