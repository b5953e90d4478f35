import { z } from 'zod';

/*
 * The Audit Log (our own calls; the spec has no such screen): the entries the platform records
 * (platform/audit) of the caller's tenant, newest first (at, then id), a page at a time by keyset:
 * `next` is the id of the page's last entry (null on the last page), sent back as `before`.
 */

const base = '/simplifi/v1/auditManagement';

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

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);
const epochSeconds = z.coerce.number().int().min(0).max(99_999_999_999).optional();

/** The filters, each optional: the dates are epoch seconds (the range rules: audit-range.ts). */
export const AuditLogQuery = z.object({
  action: optionalText(100),
  /** The user name of who acted, whatever its case. */
  actor: optionalText(100),
  entityId: optionalText(200),
  from: epochSeconds,
  to: epochSeconds,
  /** The entry the page follows: the page holds what was recorded before it. */
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  size: z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE).default(AUDIT_PAGE_SIZE),
});
export type AuditLogQuery = z.input<typeof AuditLogQuery>;
export type AuditLogFilters = Omit<z.output<typeof AuditLogQuery>, 'size' | 'before'>;

export const AuditLogPage = z.object({ entries: z.array(AuditLogEntry), next: z.number().nullable() });
export type AuditLogPage = z.infer<typeof AuditLogPage>;

/** One page of the tenant's audit entries, newest first, with the filters. */
export const listAuditLog = {
  method: 'GET',
  path: `${base}/entries`,
  query: AuditLogQuery,
  response: AuditLogPage,
} as const;

/** The actions recorded in the tenant, by name: the action filter's choices. */
export const listAuditActions = {
  method: 'GET',
  path: `${base}/actions`,
  response: z.array(z.string()),
} as const;

/** The filters of an export: the list's, without the page (every matching entry, newest first). */
export const AuditExportQuery = AuditLogQuery.omit({ before: true, size: true });
export type AuditExportQuery = z.input<typeof AuditExportQuery>;

/** Every entry the filters find as CSV, streamed; the export is itself audited. */
export const exportAuditLogCsv = {
  method: 'GET',
  path: `${base}/entries.csv`,
  query: AuditExportQuery,
} as const;

/** The same as NDJSON (one JSON object a line), for a SIEM or a script. */
export const exportAuditLogNdjson = {
  method: 'GET',
  path: `${base}/entries.ndjson`,
  query: AuditExportQuery,
} as const;
