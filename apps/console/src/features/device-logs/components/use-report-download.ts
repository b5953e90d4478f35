import type { LogRange } from '@console/contracts/device-logs';
import { fillMessage, messages } from '@console/contracts/messages';
import { useState } from 'react';
import { ApiError, errorText } from '@/shared/api/api-error';
import { saveBlob } from '@/shared/files/save-blob';
import { showAlert } from '@/shared/ui/alert-store';
import { downloadReportFile } from '../api/download-report-file';
import type { ReportKind } from '../api/get-report-logs';
import { rangeText } from './log-range';

const TEXT = {
  status: { prefix: 'Device_Status', done: messages.statusDownloaded, failed: messages.statusDownloadFailed },
  diagnostic: {
    prefix: 'Device_Diagnostic',
    done: messages.diagnosticDownloaded,
    failed: messages.diagnosticDownloadFailed,
  },
} as const;

/**
 * The CSV of a range, saved under the name the server sends (else the spec's
 * Device_Status_{id}_{range}). While it streams, `bytes` counts what has arrived.
 */
export function useReportDownload(kind: ReportKind, deviceId: string) {
  const [bytes, setBytes] = useState<number | null>(null);
  const text = TEXT[kind];

  async function download(range: LogRange) {
    setBytes(0);
    try {
      const file = await downloadReportFile(kind, deviceId, range, setBytes);
      saveBlob(file.blob, file.fileName ?? `${text.prefix}_${deviceId}_${rangeText(range)}.csv`);
      showAlert('success', fillMessage(text.done, { range: rangeText(range), id: deviceId }));
    } catch (error) {
      // A refusal from the server has its own words; a broken transfer is the spec's download error.
      const fallback = error instanceof ApiError && error.status > 0 ? text.failed : messages.downloadFailed;
      showAlert('danger', errorText(error, fallback));
    } finally {
      setBytes(null);
    }
  }

  return { bytes, download };
}
