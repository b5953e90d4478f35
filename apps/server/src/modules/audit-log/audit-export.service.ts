import { Readable } from 'node:stream';
import { audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import { csvLine } from '../../platform/http/csv';
import { type AuditExportFormat, auditExportLines } from './audit-log.queries';
import { type AuditFilters, auditFilterOf } from './audit-log.service';

/** The CSV's columns, in the order of the lines the queries write (`auditExportLines`). */
const HEADER = [
  'ID',
  'When',
  'Actor ID',
  'Who',
  'Action',
  'Entity',
  'Entity ID',
  'IP Address',
  'Detail',
  'Chain Number',
  'Previous Hash',
  'Hash',
];

/** Lines per string sent: pieces well under V8's large-object size (128 KB), freed young as well. */
const LINES_PER_PIECE = 100;

const FILES = {
  csv: { contentType: 'text/csv; charset=utf-8', header: csvLine(HEADER) },
  ndjson: { contentType: 'application/x-ndjson; charset=utf-8', header: '' },
} as const;

/**
 * The Audit Log's filtered view as a file (rule `auditLog`): every matching entry of the caller's
 * tenant, newest first, with its chain number and hashes, streamed a chunk at a time. The export
 * is itself an audit entry (who exported what), recorded before the first byte.
 */
export function createAuditExport(deps: { db: Db }) {
  const { db } = deps;
  return {
    async file(auth: RequestAuth, query: AuditFilters, format: AuditExportFormat, ip: string) {
      const filter = auditFilterOf(auth.tenantId, query);
      await audit(db, auth, {
        action: `export.audit-log.${format}`,
        entity: 'audit_log',
        ip,
        detail: { filters: query },
      });
      const file = FILES[format];
      async function* lines() {
        if (file.header) yield file.header;
        for await (const chunk of auditExportLines(db, filter, format))
          for (let i = 0; i < chunk.length; i += LINES_PER_PIECE)
            yield chunk.slice(i, i + LINES_PER_PIECE).join('');
      }
      return {
        fileName: `audit-log.${format}`,
        contentType: file.contentType,
        body: Readable.from(lines(), { highWaterMark: 1 }),
      };
    },
  };
}
