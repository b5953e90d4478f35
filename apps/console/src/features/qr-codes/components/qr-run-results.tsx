import { fillMessage, messages } from '@console/contracts/messages';
import { QR_RESULT_FILE } from '@console/contracts/qr-codes';
import { Alert, Button, Card, Flex, Statistic, Table, Tag } from 'antd';
import { saveBlob } from '@/shared/files/save-blob';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import { type QrResultRow, qrResultCsv } from '../qr-csv';
import type { QrFormValues } from '../qr-form-values';
import type { QrRun } from '../use-qr-run';
import { ZplPrintPanel } from '../zpl/zpl-print-panel';
import { zplRequestOf } from '../zpl/zpl-request';
import { QrPrintArea } from './qr-print-area';

const columns = [
  { title: messages.modelIdLabel, dataIndex: 'modelId', key: 'modelId', className: 'qr-model' },
  // A serial number is read whole: never broken over lines (the region scrolls sideways instead).
  {
    title: messages.qrProductSerialNumber,
    dataIndex: 'productSerialNumber',
    key: 'psn',
    className: 'qr-serial',
  },
  {
    title: messages.qrPrintStatus,
    dataIndex: 'status',
    key: 'status',
    render: (s: QrResultRow['status']) => <Tag color={s === 'Success' ? 'green' : 'red'}>{s}</Tag>,
  },
  { title: messages.reasonOfFailure, dataIndex: 'reasonOfFailure', key: 'reason', className: 'qr-reason' },
];

/** The status panel, the results table and the hidden print area of a run (spec 002 section 2). */
export function QrRunResults({ run, settings }: { run: QrRun; settings: QrFormValues }) {
  const s = run.state;
  if (!s) return null;
  const success = s.rows.filter((r) => r.status === 'Success').length;
  // The labels that were made: their serial numbers, or the one model's own label.
  const made = s.rows.filter((r) => r.status === 'Success');
  const zplRequest = () => {
    const modelIds = [...new Set(made.map((r) => r.modelId))];
    if (s.mode === 'model' && modelIds.length !== 1) return null;
    return zplRequestOf('create', settings, {
      modelId: (settings.modelIds ?? modelIds).join(','),
      productSerialNumbers: s.mode === 'psn' ? made.flatMap((r) => r.productSerialNumber ?? []) : [],
    });
  };
  const download = () =>
    saveBlob(new Blob([qrResultCsv(s.rows, s.mode)], { type: 'text/csv;charset=utf-8' }), QR_RESULT_FILE);
  return (
    <Flex vertical gap="middle" className="qr-run">
      <Card size="small" className="qr-status">
        <Flex gap="large" wrap align="center">
          <Statistic title={messages.totalQrCodes} value={s.total} />
          <Statistic title={messages.qrSuccess} value={success} />
          <Statistic title={messages.qrFailed} value={s.rows.length - success} />
          {s.droppedRows > 0 ? <Statistic title={messages.qrDuplicateRows} value={s.droppedRows} /> : null}
          <Button type="primary" onClick={download} disabled={!s.done || success === 0} loading={!s.done}>
            {s.done ? messages.downloadResult : messages.fileGenerationInProgress}
          </Button>
          <Button onClick={() => window.print()} disabled={!s.done || success === 0}>
            {messages.printQrCode}
          </Button>
        </Flex>
      </Card>
      {s.done && success > 0 ? (
        <ZplPrintPanel
          request={zplRequest}
          formDpi={settings.dpi}
          disabled={s.mode === 'model' && success !== 1}
        />
      ) : null}
      {s.duplicates.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          className="qr-duplicates"
          message={fillMessage(messages.qrDuplicateSerials, {
            count: s.droppedRows,
            serials: s.duplicates.join(', '),
          })}
        />
      ) : null}
      {/*
       * The table scrolls in its own named region on a phone (serial numbers stay whole); see
       * ScrollRegion.
       */}
      <ScrollRegion className="qr-results" label={messages.qrResultsTable}>
        <Table<QrResultRow>
          rowKey="key"
          size="small"
          columns={columns}
          dataSource={s.rows}
          pagination={{ pageSize: 20, showSizeChanger: false }}
        />
      </ScrollRegion>
      {s.done ? (
        <QrPrintArea
          labels={s.labels}
          copies={settings.copies ?? undefined}
          horizontalSpacingMm={settings.horizontalSpacingMm ?? 0}
          qrSpacingMm={settings.qrSpacingMm ?? undefined}
          verticalSpacingMm={settings.verticalSpacingMm ?? undefined}
        />
      ) : null}
    </Flex>
  );
}
