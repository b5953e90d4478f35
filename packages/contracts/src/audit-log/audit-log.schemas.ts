import { z } from 'zod';

/*
 * The Audit Log (our own call; the spec has no such screen): the entries the platform records
 * (platform/audit) of the caller's tenant, newest first.
 */

const base = '/simplifi/v1/auditManagement/entries';

/** Entries a page holds at most. */
export const AUDIT_PAGE_SIZE = 50;

export const AuditLogEntry = z.object({
  id: z.number(),
  /** Epoch milliseconds. */
  at: z.number(),
  actorName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntry>;

export const AuditLogQuery = z.object({
  size: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE).default(AUDIT_PAGE_SIZE),
});
export type AuditLogQuery = z.input<typeof AuditLogQuery>;

export const AuditLogPage = z.object({ entries: z.array(AuditLogEntry) });
export type AuditLogPage = z.infer<typeof AuditLogPage>;

/** One page of the tenant's audit entries, newest first. */
export const listAuditLog = {
  method: 'GET',
  path: base,
  query: AuditLogQuery,
  response: AuditLogPage,
} as const;
