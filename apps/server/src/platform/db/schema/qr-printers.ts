import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/**
 * Network label printers a tenant's admin registered (issue 34): the server sends raw ZPL to
 * `host`:`port` (9100, the raw printing port, unless the printer says otherwise) and to no address
 * that is not registered here. `dpi` is the printer's native density (203, 300 or 600).
 */
export const qrPrinters = pgTable(
  'qr_printers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    host: text('host').notNull(),
    port: integer('port').notNull(),
    dpi: integer('dpi').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('qr_printers_tenant_name').on(t.tenantId, t.name)],
);
