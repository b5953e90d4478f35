import { messages } from '@console/contracts/messages';
import type { ServiceRequest, Warranty } from '@console/contracts/warranty';
import { useQuery } from '@tanstack/react-query';
import { Spin, Table } from 'antd';
import { errorText } from '@/shared/api/api-error';
import { formatDateTime } from '@/shared/format/dates';
import { EmptyState } from '@/shared/ui/empty-state';
import { productDetailQuery } from '../../api/get-product-detail';
import { ExpiryTag } from './expiry-tag';

/** Which records a warranty dialog shows: the product's warranties or its service requests. */
export type WarrantyView = 'warranty' | 'service';

/** Warranty days and job times in the console's display format (date only when there is no time). */
const shown = formatDateTime;

function WarrantyTable({ rows }: { rows: Warranty[] }) {
  if (rows.length === 0) return <EmptyState text={messages.warrantyRecordsNotAvailable} />;
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={rows}
      columns={[
        { key: 'type', title: messages.typeOfWarranty, dataIndex: 'TypeOfWarranty' },
        { key: 'start', title: messages.warrantyStartDate, render: (_, w) => shown(w.WarrantyStartDate) },
        { key: 'expiry', title: messages.warrantyExpiryDate, render: (_, w) => shown(w.WarrantyExpiryDate) },
        { key: 'label', title: '', render: (_, w) => <ExpiryTag expiryDate={w.WarrantyExpiryDate} /> },
      ]}
    />
  );
}

function ServiceTable({ rows }: { rows: ServiceRequest[] }) {
  if (rows.length === 0) return <EmptyState text={messages.serviceRequestsNotAvailable} />;
  return (
    <Table
      size="small"
      rowKey="JobNumber"
      pagination={false}
      scroll={{ x: true, y: '58vh' }}
      dataSource={rows}
      columns={[
        { key: 'number', title: messages.jobNumber, dataIndex: 'JobNumber' },
        { key: 'asc', title: messages.ascJobId, dataIndex: 'ASCJobId' },
        { key: 'class', title: messages.jobClassification, dataIndex: 'JobClassification' },
        { key: 'status', title: messages.jobStatus, dataIndex: 'JobStatusName' },
        { key: 'created', title: messages.jobCreationDate, render: (_, j) => shown(j.JobCreationDate) },
        { key: 'closed', title: messages.jobClosingDate, render: (_, j) => shown(j.JobClosingDate) },
        { key: 'by', title: messages.registeredBy, dataIndex: 'RegisteredBy' },
        { key: 'remarks', title: messages.jobRemarks, render: (_, j) => j.JobRemarks || '—' },
      ]}
    />
  );
}

/** One product's warranties or service requests, loaded when its tab opens. */
export function ProductRecords({
  token,
  productId,
  view,
}: {
  token: string;
  productId: string;
  view: WarrantyView;
}) {
  const result = useQuery(productDetailQuery(token, productId));
  if (result.isPending) return <Spin />;
  const empty =
    view === 'warranty' ? messages.warrantyRecordsNotAvailable : messages.serviceRequestsNotAvailable;
  if (!result.data) return <EmptyState text={errorText(result.error, empty)} />;
  return view === 'warranty' ? (
    <WarrantyTable rows={result.data.warranties} />
  ) : (
    <ServiceTable rows={result.data.services} />
  );
}
