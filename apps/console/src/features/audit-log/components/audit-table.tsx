import type { AuditLogEntry } from '@console/contracts/audit-log';
import { messages } from '@console/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { formatDateTime } from '@/shared/format/dates';
import { EmptyState } from '@/shared/ui/empty-state';
import { auditPageQuery } from '../api/audit-log-calls';
import type { AuditParams } from '../hooks/use-audit-params';
import { AuditDetail } from './audit-detail';

interface Props {
  query: AuditParams;
  /** The page after the entry `before`; undefined: the newest. */
  onBefore: (before: number | undefined) => void;
}

/** A page of entries with Newest and Older; Details opens an entry whole. */
export function AuditTable({ query, onBefore }: Props) {
  const page = useQuery(auditPageQuery(query));
  const [open, setOpen] = useState<AuditLogEntry | null>(null);
  const columns: TableColumnsType<AuditLogEntry> = [
    { title: messages.auditAt, dataIndex: 'at', key: 'at', render: (v: number) => formatDateTime(v) },
    { title: messages.auditActor, dataIndex: 'actorName', key: 'actor' },
    { title: messages.auditAction, dataIndex: 'action', key: 'action' },
    { title: messages.auditEntity, dataIndex: 'entity', key: 'entity' },
    { title: messages.auditEntityId, dataIndex: 'entityId', key: 'entityId' },
    {
      title: messages.auditDetails,
      key: 'details',
      render: (_, e) => (
        <Button
          size="small"
          onClick={() => setOpen(e)}
          aria-label={`${messages.auditDetails} ${e.action} ${e.id}`}
        >
          {messages.auditDetails}
        </Button>
      ),
    },
  ];
  return (
    <Flex vertical gap="small">
      {page.error ? (
        <Alert type="error" showIcon role="alert" message={errorText(page.error, messages.auditLoadFailed)} />
      ) : null}
      <Table<AuditLogEntry>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={page.data?.entries ?? []}
        loading={page.isFetching}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: <EmptyState text={messages.noDataFound} /> }}
      />
      <Flex gap={4} justify="end" role="navigation" aria-label="pages">
        <Button size="small" disabled={query.before === undefined} onClick={() => onBefore(undefined)}>
          {messages.auditNewest}
        </Button>
        <Button
          size="small"
          disabled={!page.data?.next || page.isFetching}
          onClick={() => onBefore(page.data?.next ?? undefined)}
        >
          {messages.auditOlder}
        </Button>
      </Flex>
      <AuditDetail entry={open} onClose={() => setOpen(null)} />
    </Flex>
  );
}
