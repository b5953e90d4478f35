import { Readable } from 'node:stream';
import { audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import { csvLine, csvTimestamp } from '../../platform/http/csv';
import { auditExportChunks, type AuditExportEntry as Entry } from './audit-log.queries';
import { type AuditFilters, auditFilterOf } from './audit-log.service';

export type AuditExportFormat = 'csv' | 'ndjson';

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

const csvRow = (e: Entry) =>
  csvLine([
    e.id,
    csvTimestamp(e.at),
    e.actorId,
    e.actorName,
    e.action,
    e.entity,
    e.entityId,
    e.ip,
    e.detail === null ? '' : JSON.stringify(e.detail),
    e.chainSeq,
    e.prevHash,
    e.hash,
  ]);

/** One JSON object a line, the same fields as the CSV under the API's names; the time as ISO 8601. */
const ndjsonRow = (e: Entry) => `${JSON.stringify({ ...e, at: csvTimestamp(e.at) })}\n`;

const FILES = {
  csv: { contentType: 'text/csv; charset=utf-8', header: csvLine(HEADER), row: csvRow },
  ndjson: { contentType: 'application/x-ndjson; charset=utf-8', header: '', row: ndjsonRow },
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
        for await (const chunk of auditExportChunks(db, filter)) yield chunk.map(file.row).join('');
      }
      return { fileName: `audit-log.${format}`, contentType: file.contentType, body: Readable.from(lines()) };
    },
  };
}
