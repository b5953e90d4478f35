import { type AuditExportQuery, exportAuditLogCsv, exportAuditLogNdjson } from '@console/contracts/audit-log';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiDownload } from '@/shared/api/api-download';
import { saveBlob } from '@/shared/files/save-blob';
import { auditLogKeys } from './audit-log-calls';

export type AuditExportFormat = 'csv' | 'ndjson';

const CALLS = { csv: exportAuditLogCsv, ndjson: exportAuditLogNdjson } as const;

/**
 * Every entry the filters find, as the CSV or NDJSON the server streams, fetched with the session
 * (the API takes its token in a header, as every export here does) and saved under the server's
 * file name; `bytes` counts what has arrived while it runs, `format` says which one runs.
 */
export function useExportAuditLog() {
  const [bytes, setBytes] = useState<number | null>(null);
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({ format, filters }: { format: AuditExportFormat; filters: AuditExportQuery }) => {
      setBytes(0);
      const { blob, fileName } = await apiDownload(CALLS[format], { query: filters, onProgress: setBytes });
      saveBlob(blob, fileName ?? `audit-log.${format}`);
    },
    onSettled: () => {
      setBytes(null);
      // It is itself recorded: the list and the actions show it.
      void client.invalidateQueries({ queryKey: auditLogKeys.all });
    },
  });
  return { ...mutation, bytes, format: mutation.isPending ? mutation.variables?.format : undefined };
}
