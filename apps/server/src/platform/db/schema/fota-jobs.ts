import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/**
 * Scheduled MQTT FOTA jobs (spec 001 section 3): when they fire (weekdays, hour, minute, UTC)
 * until their end date, and the rollout each firing starts (our own fields; see decision 0012).
 * Each job is also a pg-boss schedule named after its id.
 */
export const fotaJobs = pgTable(
  'fota_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    /** As sent: a range such as mon-fri or a comma list such as mon,wed,fri. */
    dayOfWeek: text('day_of_week').notNull(),
    hour: integer('hour').notNull(),
    minute: integer('minute').notNull(),
    modelNumber: text('model_number'),
    percentage: integer('percentage'),
    priority: text('priority'),
    firmwareVersion: text('firmware_version'),
    /** The staff user whose data scope each firing acts in (the job's creator, or its last editor). */
    ownerId: uuid('owner_id').notNull(),
    ownerName: text('owner_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fota_jobs_tenant_created').on(t.tenantId, t.createdAt)],
);

/** Every time a FOTA job fired, and what came of it. */
export const fotaJobRuns = pgTable(
  'fota_job_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    jobId: uuid('job_id')
      .notNull()
      .references(() => fotaJobs.id, { onDelete: 'cascade' }),
    firedAt: timestamp('fired_at', { withTimezone: true }).notNull().defaultNow(),
    /** started (a rollout began), skipped (nothing to do, or past the end date) or failed. */
    status: text('status').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [index('fota_job_runs_job').on(t.jobId, t.firedAt)],
);
