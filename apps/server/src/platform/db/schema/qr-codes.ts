import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { upperCaseScope } from './upper-case-scope';

/**
 * Every QR label the console generated for printing (spec 002, QR Code Count): who, when, which
 * unit or model, how many copies. `country` is the unit's; a model-based label has none.
 */
export const qrLabels = pgTable(
  'qr_labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').notNull(),
    /** 'create' (Create and Print) or 'fetch' (Fetch and Print). */
    source: text('source').notNull(),
    category: text('category').notNull(),
    brand: text('brand').notNull(),
    country: text('country'),
    modelId: text('model_id').notNull(),
    productSerialNumber: text('product_serial_number'),
    copies: integer('copies').notNull(),
    dpi: integer('dpi').notNull(),
  },
  // The count walks a tenant's labels by time.
  (t) => [
    index('qr_labels_tenant_created').on(t.tenantId, t.createdAt),
    upperCaseScope('qr_labels_scope_upper_case', t.category, t.brand),
  ],
);
