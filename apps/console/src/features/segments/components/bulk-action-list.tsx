import { fillMessage, messages } from '@console/contracts/messages';
import type { BulkAction } from '@console/contracts/segments';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Progress, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { formatDateTime } from '@/shared/format/dates';
import { EmptyState } from '@/shared/ui/empty-state';
import { BULK_LIST_SIZE, bulkActionsQuery } from '../api/bulk-actions';
import { KIND_TEXT, progressPercent, progressText, STATE_TAG } from '../bulk-labels';
import { useSearchesAfterBulk } from '../hooks/use-searches-after-bulk';
import { BulkActionControls } from './bulk-action-controls';

/** Who asked, when, and who approved or cancelled. */
function asked(a: BulkAction) {
  const more = [
    a.approvedBy ? fillMessage(messages.bulkApprovedBy, { name: a.approvedBy }) : null,
    a.cancelledBy ? fillMessage(messages.bulkCancelledBy, { name: a.cancelledBy }) : null,
  ].filter(Boolean);
  return (
    <Flex vertical>
      <span>{a.createdBy}</span>
      <Typography.Text type="secondary">{formatDateTime(a.createdAt)}</Typography.Text>
      {more.length ? <Typography.Text type="secondary">{more.join(', ')}</Typography.Text> : null}
    </Flex>
  );
}

/**
 * The tenant's bulk actions, newest first and paged, with their state and progress (read again
 * every 2 s while one is open), the controls a person may use, and a link to each one's results
 * (the row of the results shown is marked). The answer above is read again when one ends.
 */
export function BulkActionList({
  openId,
  onOpen,
}: {
  openId: string | null;
  onOpen: (actionId: string) => void;
}) {
  const [page, setPage] = useState(0);
  const list = useQuery(bulkActionsQuery(page));
  useSearchesAfterBulk(list.data?.actions);
  if (list.error)
    return (
      <Alert type="error" showIcon role="alert" message={errorText(list.error, messages.bulkListFailed)} />
    );
  return (
    <Table<BulkAction>
      rowKey="actionId"
      size="small"
      loading={list.isLoading}
      pagination={{
        current: page + 1,
        pageSize: BULK_LIST_SIZE,
        total: list.data?.total ?? 0,
        onChange: (n) => setPage(n - 1),
        hideOnSinglePage: true,
        showSizeChanger: false,
      }}
      rowClassName={(a) => (a.actionId === openId ? 'ant-table-row-selected' : '')}
      dataSource={list.data?.actions ?? []}
      locale={{ emptyText: <EmptyState text={messages.bulkListEmpty} /> }}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: messages.bulkColumnAction, render: (_, a) => messages[KIND_TEXT[a.kind]] },
        {
          title: messages.bulkColumnState,
          render: (_, a) => <Tag color={STATE_TAG[a.state].color}>{messages[STATE_TAG[a.state].text]}</Tag>,
        },
        {
          title: messages.bulkColumnProgress,
          render: (_, a) => (
            <Flex vertical style={{ minWidth: 220 }}>
              <Progress
                percent={progressPercent(a)}
                size="small"
                status={a.failed > 0 ? 'exception' : a.state === 'running' ? 'active' : undefined}
                aria-label={progressText(a)}
              />
              <Typography.Text type="secondary">{progressText(a)}</Typography.Text>
            </Flex>
          ),
        },
        { title: messages.bulkColumnAsked, render: (_, a) => asked(a) },
        {
          title: '',
          key: 'controls',
          // Always in sight, as the Webhooks screen's actions: on a narrow screen the other columns
          // scroll under it (at 760 px the buttons had scrolled out of view); on a phone the
          // buttons wrap, two a line (global.css, .bulk-row-controls).
          fixed: 'right',
          render: (_, a) => (
            <BulkActionControls
              action={a}
              className="bulk-row-controls"
              leading={
                <Button size="small" aria-pressed={a.actionId === openId} onClick={() => onOpen(a.actionId)}>
                  {messages.bulkOpenResults}
                </Button>
              }
            />
          ),
        },
      ]}
    />
  );
}
