import { sql } from 'drizzle-orm';
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
    /**
     * How the label went out (issue 34): 'image' (the PNG for the browser's print), or ZPL as
     * 'zpl-file' (downloaded), 'zpl-usb' (sent by the browser over WebUSB) or 'zpl-network' (sent
     * by the server to a registered printer).
     */
    channel: text('channel').notNull().default('image'),
    /** The station (line, bench) a ZPL label was printed at, as the operator named it. */
    station: text('station'),
    /** The registered printer's name, for a network print. */
    printerName: text('printer_name'),
    /** Why a serial's ZPL label was printed again (required for every print after its first). */
    reason: text('reason'),
  },
  // The count walks a tenant's labels by time.
  (t) => [
    index('qr_labels_tenant_created').on(t.tenantId, t.createdAt),
    // Whether a serial's ZPL label was printed before (a reprint needs a reason).
    index('qr_labels_zpl_serial').on(t.tenantId, t.productSerialNumber).where(sql`${t.channel} <> 'image'`),
    upperCaseScope('qr_labels_scope_upper_case', t.category, t.brand),
  ],
);
