import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/**
 * IDU EEPROM configs (spec 001 section 3): one file and version shared by the model IDs listed.
 * A model has at most one config: giving a model a new config takes it off its old one.
 */
export const iduConfigs = pgTable(
  'idu_configs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    configId: text('config_id').notNull(),
    category: text('category').notNull(),
    brand: text('brand').notNull(),
    modelIds: text('model_ids').array().notNull().default(sql`'{}'::text[]`),
    configVersion: text('config_version').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    updatedBy: text('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idu_configs_tenant_config_id').on(t.tenantId, t.configId),
    index('idu_configs_model_ids').using('gin', t.modelIds),
  ],
);
