import { messages } from '@console/contracts/messages';
import { useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { showAlert } from '@/shared/ui/alert-store';
import { saveBatchReport } from '../api/download-batch-report';

/** Downloads one batch report at a time, with the spec's success and failure alerts. */
export function useReportDownload() {
  const [running, setRunning] = useState<string | null>(null);
  async function download(batchId: string) {
    setRunning(batchId);
    try {
      await saveBatchReport(batchId);
      showAlert('success', messages.reportDownloaded);
    } catch (error) {
      showAlert('danger', errorText(error, messages.reportFailed));
    } finally {
      setRunning(null);
    }
  }
  return { running, download };
}
