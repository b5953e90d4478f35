import { messages } from '@console/contracts/messages';
import { QR_PRINTS_PAGE_SIZE, type QrPrintsRow } from '@console/contracts/qr-codes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '@/shared/format/dates';
import { qrPrintsQuery } from '../api/zpl-calls';

/**
 * The QR Code Count's breakdown (issue 34): labels printed per serial, operator and station. Keyed
 * by its range in the form, so a new range starts at its first page.
 */
export function QrPrintsTable({ startTs, endTs }: { startTs: string; endTs: string }) {
  const [page, setPage] = useState(0);
  const prints = useQuery({ ...qrPrintsQuery(startTs, endTs, page), placeholderData: keepPreviousData });
  if (!startTs || !endTs) return null;
  const rows = prints.data?.rows ?? [];
  const columns = [
    {
      title: messages.qrProductSerialNumber,
      key: 'psn',
      render: (_: unknown, r: QrPrintsRow) => r.productSerialNumber ?? r.modelId,
    },
    { title: messages.qrOperator, dataIndex: 'operator', key: 'operator' },
    { title: messages.qrStation, dataIndex: 'station', key: 'station' },
    { title: messages.qrPrints, dataIndex: 'prints', key: 'prints' },
    { title: messages.qrReprints, dataIndex: 'reprints', key: 'reprints' },
    { title: messages.qrCopiesPrinted, dataIndex: 'copies', key: 'copies' },
    {
      title: messages.qrLastPrinted,
      key: 'at',
      render: (_: unknown, r: QrPrintsRow) => formatDateTime(r.lastPrintedAt),
    },
  ];
  return (
    <Flex vertical gap="small" className="qr-prints">
      <Typography.Title level={2} className="section-title">
        {messages.qrPrintsTitle}
      </Typography.Title>
      <Table<QrPrintsRow>
        rowKey={(r) => `${r.productSerialNumber ?? r.modelId}/${r.operator}/${r.station ?? ''}`}
        size="small"
        columns={columns}
        dataSource={rows}
        loading={prints.isFetching}
        pagination={false}
      />
      <Flex gap="small">
        <Button disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
          {messages.previous}
        </Button>
        <Button disabled={rows.length < QR_PRINTS_PAGE_SIZE} onClick={() => setPage((p) => p + 1)}>
          {messages.next}
        </Button>
      </Flex>
    </Flex>
  );
}
