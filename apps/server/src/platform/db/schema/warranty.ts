import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { endUsers } from './people';
import { tenants } from './tenants';
import { upperCaseScope } from './upper-case-scope';

/**
 * Our own e-warranty records (spec 000 section 3): the appliances a customer registered, connected
 * or not, with their warranties and service jobs. Served through the WarrantyProvider interface, so
 * an external warranty system can replace these tables later.
 */
export const customerProducts = pgTable(
  'customer_products',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: text('user_id')
      .notNull()
      .references(() => endUsers.id, { onDelete: 'cascade' }),
    /** The connected device this product is, when it is one. */
    deviceId: text('device_id'),
    productName: text('product_name').notNull(),
    subProductName: text('sub_product_name'),
    modelName: text('model_name'),
    serialNo: text('serial_no'),
    image: text('image'),
    icon: text('icon'),
    /** Category and brand limit who sees it, as for devices. */
    category: text('category').notNull(),
    brand: text('brand').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_products_user').on(t.tenantId, t.userId),
    // The product a connected device is (a device's warranty and service records on its timeline).
    index('customer_products_device').on(t.deviceId).where(sql`${t.deviceId} is not null`),
    upperCaseScope('customer_products_scope_upper_case', t.category, t.brand),
  ],
);

export const productWarranties = pgTable(
  'product_warranties',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    productId: text('product_id')
      .notNull()
      .references(() => customerProducts.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    typeOfWarranty: text('type_of_warranty').notNull(),
  },
  (t) => [index('product_warranties_product').on(t.productId, t.startDate)],
);

export const serviceRequests = pgTable(
  'service_requests',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    productId: text('product_id')
      .notNull()
      .references(() => customerProducts.id, { onDelete: 'cascade' }),
    ascJobId: text('asc_job_id').notNull(),
    jobNumber: text('job_number').notNull(),
    jobClassification: text('job_classification').notNull(),
    jobStatusName: text('job_status_name').notNull(),
    jobCreationDate: timestamp('job_creation_date', { withTimezone: true }).notNull(),
    jobRemarks: text('job_remarks'),
    registeredBy: text('registered_by').notNull(),
    jobClosingDate: timestamp('job_closing_date', { withTimezone: true }),
  },
  (t) => [index('service_requests_product').on(t.productId, t.jobCreationDate)],
);
