import { PassThrough, type Readable } from 'node:stream';
import type { Db } from '../../platform/db/client';
import type { CommandStatus } from '../../platform/db/schema';
import { batchCommandsAfter } from '../telemetry';
import type { BatchRow } from './rollouts.queries';

const PAGE = 2000;

/** What each command status means to someone reading the report. */
const STATUS_TEXT: Record<CommandStatus, string> = {
  queued: 'Queued',
  sent: 'MQTT Command Sent',
  publishFailed: 'MQTT Command Failed',
  accepted: 'Upgrade In Progress',
  timedOut: 'Timed Out (no answer before the command expired)',
  success: 'Successfully Upgraded',
  failure: 'Upgrade Failed',
  rolledBack: 'Rolled Back (reported its old version after installing)',
};

export const reportFileName = (batchId: string) =>
  `FOTA_Batch_Report_${batchId.replace(/[^\w-]/g, '_')}.xlsx`;

/**
 * The batch report: one row per device with its status, as a streamed .xlsx. Rows are read a page at
 * a time and committed to the stream as written, so memory stays flat for a batch of any size.
 */
export function batchReport(db: Db, batch: BatchRow): Readable {
  const stream = new PassThrough();
  (async () => {
    // Loaded on the first report, not at start: exceljs takes a quarter of a second to load.
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
    const sheet = workbook.addWorksheet('Batch Report');
    sheet.columns = [
      { header: 'Batch ID', key: 'batchId', width: 38 },
      { header: 'Device ID', key: 'deviceId', width: 30 },
      { header: 'Model Number', key: 'modelNumber', width: 18 },
      { header: 'Firmware Version', key: 'firmwareVersion', width: 16 },
      { header: 'Status', key: 'status', width: 24 },
      { header: 'Reason', key: 'reason', width: 20 },
      { header: 'Updated At (UTC)', key: 'updatedAt', width: 22 },
    ];
    sheet.getRow(1).font = { bold: true };

    let after = '';
    for (;;) {
      const rows = await batchCommandsAfter(db, batch.batchId, after, PAGE);
      for (const r of rows) {
        sheet
          .addRow({
            batchId: batch.batchId,
            deviceId: r.deviceId,
            modelNumber: batch.modelNumber,
            firmwareVersion: batch.firmwareVersion,
            status: STATUS_TEXT[r.status as CommandStatus] ?? r.status,
            reason: r.reason ?? '',
            updatedAt: r.updatedAt.toISOString().replace('T', ' ').slice(0, 19),
          })
          .commit();
      }
      if (rows.length < PAGE) break;
      after = rows.at(-1)?.commandId ?? after;
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err) => stream.destroy(err as Error));
  return stream;
}
