import { downloadBatchReport } from '@console/contracts/rollouts';
import { apiDownload } from '@/shared/api/api-download';
import { saveBlob } from '@/shared/files/save-blob';

/** Fetches a batch's .xlsx report and saves it under the server's file name. */
export async function saveBatchReport(batchId: string): Promise<void> {
  const { blob, fileName } = await apiDownload(downloadBatchReport, { query: { batchId } });
  saveBlob(blob, fileName ?? `FOTA_Batch_Report_${batchId}.xlsx`);
}
