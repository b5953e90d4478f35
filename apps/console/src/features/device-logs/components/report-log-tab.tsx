import type { ReportLogRow } from '@console/contracts/device-logs';
import { fillMessage, messages } from '@console/contracts/messages';
import { Button, Flex, type TableColumnsType } from 'antd';
import { formatDateTime } from '@/shared/format/dates';
import { useDialog } from '@/shared/ui/use-dialog';
import { type ReportKind, reportLogsQuery } from '../api/get-report-logs';
import { useLogParams } from '../hooks/use-log-params';
import { LogRangeFilter } from './log-range-filter';
import { PagedLogTable } from './paged-log-table';
import { ReportLogDialog } from './report-log-dialog';
import { useLogPage } from './use-log-page';
import { useReportDownload } from './use-report-download';

const FAILED = { status: messages.statusLogsFailed, diagnostic: messages.diagnosticLogsFailed } as const;
/** Fields shown in the row itself; every field is in the View dialog. */
const SUMMARY_FIELDS = 4;

const summary = (row: ReportLogRow) =>
  row.payload
    .slice(0, SUMMARY_FIELDS)
    .map((f) => `${f.header}: ${f.value ?? '—'}`)
    .join(' · ');

/** Status Logs and Diagnostic Logs: a date range, 100-row pages, View and CSV download. */
export default function ReportLogTab({ kind, deviceId }: { kind: ReportKind; deviceId: string }) {
  const { range, applyRange, resetRange } = useLogParams();
  const { open: viewed, show: view, close: closeView } = useDialog<ReportLogRow>();
  const table = useLogPage(
    (page) => reportLogsQuery(kind, deviceId, range, page),
    fillMessage(FAILED[kind], { id: deviceId }),
  );
  const { bytes, download } = useReportDownload(kind, deviceId);

  const columns: TableColumnsType<ReportLogRow> = [
    { key: 'ts', title: messages.logTime, render: (_, row) => formatDateTime(row.ts), width: 240 },
    { key: 'ty', title: messages.logType, dataIndex: 'ty', width: 110 },
    { key: 'mo', title: messages.logModel, dataIndex: 'mo', width: 150 },
    { key: 'st', title: messages.logState, dataIndex: 'st', width: 90 },
    { key: 'fields', title: messages.logFields, render: (_, row) => summary(row) },
    {
      key: 'view',
      title: messages.view,
      width: 90,
      render: (_, row) => (
        <Button size="small" onClick={() => view(row)}>
          {messages.view}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <LogRangeFilter
        applied={range}
        onFilter={applyRange}
        onReset={resetRange}
        onDownload={download}
        downloadedBytes={bytes}
      />
      <PagedLogTable columns={columns} {...table} rowKey={(row, i) => `${row.ts}-${i}`} scrollX={900} />
      <ReportLogDialog kind={kind} row={viewed} onClose={closeView} />
    </Flex>
  );
}
