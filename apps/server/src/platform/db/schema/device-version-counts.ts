import { boolean, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';

/**
 * Devices per firmware version in each tenant, category, brand and chip type, onboarded ones apart:
 * the firmware distribution and info report read it instead of counting devices. Kept exact by
 * statement-level triggers on devices (migration 0010), one aggregated upsert per statement.
 */
export const deviceVersionCounts = pgTable(
  'device_version_counts',
  {
    tenantId: text('tenant_id').notNull(),
    category: text('category').notNull(),
    brand: text('brand').notNull(),
    chipType: text('chip_type'),
    firmwareVersion: text('firmware_version').notNull(),
    onboarded: boolean('onboarded').notNull(),
    devices: integer('devices').notNull(),
  },
  (t) => [
    // Devices without a chip type are one group too, so NULL chip types count as equal.
    unique('device_version_counts_key')
      .on(t.tenantId, t.category, t.brand, t.chipType, t.firmwareVersion, t.onboarded)
      .nullsNotDistinct(),
  ],
);
