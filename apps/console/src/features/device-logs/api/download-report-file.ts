import { getDeviceDiagnosticsFile, getDeviceStatusFile, type LogRange } from '@console/contracts/device-logs';
import { apiDownload } from '@/shared/api/api-download';
import type { ReportKind } from './get-report-logs';

const calls = { status: getDeviceStatusFile, diagnostic: getDeviceDiagnosticsFile } as const;

/** The CSV of every report in the range, streamed by the server (spec 001 section 7). */
export function downloadReportFile(
  kind: ReportKind,
  deviceId: string,
  range: LogRange,
  onProgress: (bytes: number) => void,
) {
  return apiDownload(calls[kind], { params: { id: deviceId }, query: range, onProgress });
}
