import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { upperCaseScope } from './upper-case-scope';

/** Device models (spec 001 section 3). Capabilities are stored as the spec's JSON shapes. */
export const deviceModels = pgTable(
  'device_models',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    modelId: text('model_id').notNull(),
    modelNumber: text('model_number').notNull(),
    modelName: text('model_name').notNull(),
    category: text('category').notNull(),
    subCategory: text('sub_category'),
    launchDate: bigint('launch_date', { mode: 'number' }),
    isActive: boolean('is_active').notNull().default(true),
    manufacturer: text('manufacturer').notNull(),
    manufacturerAddress: text('manufacturer_address').notNull(),
    version: integer('version').notNull().default(1),
    helpDocUrl: text('help_doc_url'),
    productManagerId: text('product_manager_id').notNull(),
    countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
    brand: text('brand').notNull(),
    tonnage: doublePrecision('tonnage'),
    capacity: text('capacity'),
    devices: jsonb('devices').$type<unknown[]>(),
    isMatterEnabled: boolean('is_matter_enabled').notNull().default(false),
    chipType: text('chip_type'),
    matterPid: text('matter_pid'),
    vendorId: integer('vendor_id'),
    /** Matter product id, the number of `matterPid` (which keeps the text as entered). */
    productId: integer('product_id'),
    controlCapabilities: jsonb('control_capabilities').$type<unknown[]>().notNull().default([]),
    statusCapabilities: jsonb('status_capabilities').$type<unknown[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('device_models_tenant_model_id').on(t.tenantId, t.modelId),
    uniqueIndex('device_models_tenant_model_number').on(t.tenantId, t.modelNumber),
    index('device_models_category_brand').on(t.tenantId, t.category, t.brand),
    upperCaseScope('device_models_scope_upper_case', t.category, t.brand),
  ],
);

/** Factory and FOTA firmware images, stored in the file store under generated keys. */
export const firmware = pgTable(
  'firmware',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    kind: text('kind', { enum: ['factory', 'fota'] }).notNull(),
    category: text('category').notNull(),
    brand: text('brand').notNull(),
    modelNumber: text('model_number'),
    chipType: text('chip_type').notNull(),
    firmwareVersion: text('firmware_version').notNull(),
    isMandatory: boolean('is_mandatory').notNull().default(false),
    imageKey: text('image_key'),
    imageName: text('image_name'),
    imageSha256: text('image_sha256'),
    imageSize: integer('image_size'),
    signatureKey: text('signature_key'),
    signatureName: text('signature_name'),
    uploadedBy: text('uploaded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('firmware_lookup').on(t.tenantId, t.kind, t.category, t.brand),
    index('firmware_model').on(t.tenantId, t.modelNumber),
  ],
);
