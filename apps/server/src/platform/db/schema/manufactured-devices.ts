import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { upperCaseScope } from './upper-case-scope';

/**
 * A unit as it left the factory line (spec 002 sections 3 and 7, issue 14): the device detail
 * entity's fields, its model id, and its Matter onboarding data. The setup passcode is a secret and
 * is stored sealed under the server key (`v1.<iv>.<tag>.<ciphertext>`, as TOTP secrets are); the
 * discriminator is not secret (a device advertises it). Times in epoch seconds.
 */
export const manufacturedDevices = pgTable(
  'manufactured_devices',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    deviceId: text('device_id').notNull(),
    /** The device model's model id (`device_models.model_id`). */
    modelId: text('model_id').notNull(),
    modelNumber: text('model_number').notNull(),
    modelName: text('model_name'),
    category: text('category').notNull(),
    brand: text('brand').notNull(),
    /** Where the unit is sold (a staff permission country, lower case as devices have it). */
    country: text('country').notNull(),
    macAddress: text('mac_address').notNull(),
    efuseMacAddress: text('efuse_mac_address'),
    /** The module serial the line prints. */
    serialNumber: text('serial_number').notNull(),
    /** The product label serial (PSN); the one the Manufactured Devices screen edits. */
    productSerialNumber: text('product_serial_number'),
    /** The factory image it was flashed with. */
    firmwareVersion: text('firmware_version').notNull(),
    manufacturedDate: bigint('manufactured_date', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by'),
    provisionedAt: bigint('provisioned_at', { mode: 'number' }),
    onboardedAt: bigint('onboarded_at', { mode: 'number' }),
    /** Matter discriminator, 12 bits, drawn at random when the unit is made. */
    discriminator: integer('discriminator').notNull(),
    /** Matter setup passcode, sealed. */
    passcodeEnc: text('passcode_enc').notNull(),
  },
  (t) => [
    primaryKey({ name: 'manufactured_devices_pkey', columns: [t.tenantId, t.deviceId] }),
    uniqueIndex('manufactured_devices_psn').on(t.tenantId, t.productSerialNumber),
    index('manufactured_devices_serial').on(t.tenantId, t.serialNumber),
    index('manufactured_devices_mac').on(t.tenantId, t.macAddress),
    // The list and its CSV: a category and a date range, in date order (spec 002 section 7).
    index('manufactured_devices_list').on(t.tenantId, t.category, t.manufacturedDate, t.deviceId),
    upperCaseScope('manufactured_devices_scope_upper_case', t.category, t.brand),
  ],
);
