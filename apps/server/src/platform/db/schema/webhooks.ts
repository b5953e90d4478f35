import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/**
 * A tenant's webhook endpoint (issue 33): where events go, which ones, and the signing secret
 * (sealed with the server key: it must be read back to sign, so it cannot be hashed).
 * `failingSince` is the first failed attempt since the last success; a day of it disables the
 * endpoint (`disabledAt`, `disabledReason`); a person may disable it too (`disabledBy`).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    /** Who disabled it by hand; null when the server did (failing) or it is enabled. */
    disabledBy: text('disabled_by'),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_tenant').on(t.tenantId, t.createdAt)],
);

/**
 * The outbox: one row an event that at least one endpoint of its tenant asked for. Kept, with its
 * deliveries and tries, for WEBHOOK_LOG_RETENTION_DAYS once none of its deliveries waits.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_events_created').on(t.createdAt)],
);

/**
 * One event to one endpoint: pending until delivered or given up (a day of retries). `nextAt` is
 * when it is due; a server that takes it moves `nextAt` past its lease, so a crashed server's
 * delivery is taken again after the lease (at least once).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    state: text('state').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_due').on(t.nextAt).where(sql`${t.state} = 'pending'`),
    index('webhook_deliveries_endpoint').on(t.endpointId, t.id),
    // The retention's look for an event's waiting deliveries, and the cascade deleting its others.
    index('webhook_deliveries_event').on(t.eventId),
  ],
);

/** The delivery log: every attempt with its answer (status code or error) and duration. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: text('tenant_id').notNull(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    deliveryId: bigint('delivery_id', { mode: 'number' }).notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    attempt: integer('attempt').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    /** When it will be tried again; null when delivered or given up. */
    retryAt: timestamp('retry_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_attempts_endpoint').on(t.tenantId, t.endpointId, t.id),
    // The retention deletes the oldest tries first.
    index('webhook_attempts_at').on(t.at),
  ],
);

/**
 * How far each audit stream has read each tenant's audit chain (chain '' is the entries without a
 * tenant): stream 'syslog', or 'webhook:<endpoint id>'. The chain's numbers commit in order
 * (decision 0037), so everything up to `lastSeq` has been handed on.
 */
export const auditStreamCursors = pgTable(
  'audit_stream_cursors',
  {
    stream: text('stream').notNull(),
    chain: text('chain').notNull(),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.stream, t.chain] })],
);
