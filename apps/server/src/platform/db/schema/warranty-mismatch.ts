import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { devices } from './devices';
import { staffUsers } from './staff';
import { tenants } from './tenants';

/**
 * Devices reported as having no warranty match (spec 001 section 7, `POST /simplifi/v1/upload`), for
 * the warranty team to follow up: one row per tenant and device, a later report updating it. The
 * device fields are copied from the device row when reported, never from the request body.
 */
export const warrantyMismatchReports = pgTable(
  'warranty_mismatch_reports',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    deviceId: text('device_id')
      .notNull()
      .references(() => devices.deviceId, { onDelete: 'cascade' }),
    modelNumber: text('model_number').notNull(),
    category: text('category').notNull(),
    productSerialNumber: text('product_serial_number'),
    /** The end user who onboarded the device, when it is onboarded. */
    onboardedBy: text('onboarded_by'),
    /** The staff member who reported it last. */
    reportedBy: uuid('reported_by')
      .notNull()
      .references(() => staffUsers.id),
    firstReportedAt: timestamp('first_reported_at', { withTimezone: true }).notNull().defaultNow(),
    lastReportedAt: timestamp('last_reported_at', { withTimezone: true }).notNull().defaultNow(),
    reportCount: integer('report_count').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.deviceId] }),
    // The follow-up queue: a tenant's reports, latest first.
    index('warranty_mismatch_reports_recent').on(t.tenantId, t.lastReportedAt),
  ],
);
