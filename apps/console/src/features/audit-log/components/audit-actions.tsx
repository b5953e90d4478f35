import { DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { fillMessage, messages } from '@console/contracts/messages';
import { Button, Flex } from 'antd';
import { errorText } from '@/shared/api/api-error';
import { showAlert } from '@/shared/ui/alert-store';
import { type AuditExportFormat, useExportAuditLog } from '../api/export-audit-log';
import { useVerifyAuditChain } from '../api/verify-audit-chain';
import type { AuditFilters } from '../hooks/use-audit-params';
import { ChainVerdict } from './chain-verdict';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString()} KB`;
const LABELS = { csv: messages.auditExportCsv, ndjson: messages.auditExportNdjson } as const;

/**
 * Export CSV and Export NDJSON of the entries the applied filters find (every page, not only the
 * one shown), each saying what has arrived while it runs; Verify chain checks the tenant's whole
 * audit chain and says what it found.
 */
export function AuditActions({ filters }: { filters: AuditFilters }) {
  const exporting = useExportAuditLog();
  const verifying = useVerifyAuditChain();
  const exportAs = (format: AuditExportFormat) =>
    exporting.mutate(
      { format, filters },
      { onError: (e) => showAlert('danger', errorText(e, messages.auditExportFailed)) },
    );
  const exportButton = (format: AuditExportFormat) => (
    <Button
      icon={<DownloadOutlined aria-hidden />}
      loading={exporting.format === format}
      disabled={exporting.isPending && exporting.format !== format}
      onClick={() => exportAs(format)}
    >
      {exporting.format === format && exporting.bytes !== null
        ? fillMessage(messages.auditExporting, { size: kb(exporting.bytes) })
        : LABELS[format]}
    </Button>
  );
  return (
    <Flex vertical gap="small">
      <Flex gap="small" justify="end" wrap>
        <Button
          icon={<SafetyCertificateOutlined aria-hidden />}
          loading={verifying.isPending}
          onClick={() => verifying.mutate()}
        >
          {verifying.checked
            ? fillMessage(messages.auditVerifying, { checked: verifying.checked.toLocaleString() })
            : messages.auditVerifyChain}
        </Button>
        {exportButton('csv')}
        {exportButton('ndjson')}
      </Flex>
      <ChainVerdict result={verifying.data} error={verifying.error} onClose={verifying.reset} />
    </Flex>
  );
}
