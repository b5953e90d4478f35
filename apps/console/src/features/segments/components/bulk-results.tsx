import { DownloadOutlined } from '@ant-design/icons';
import { fillMessage, messages } from '@console/contracts/messages';
import { deviceInfoOf } from '@console/contracts/paths';
import {
  type BulkAction,
  type BulkResult,
  ENDED_BULK_ACTION_STATES,
  exportBulkResults,
} from '@console/contracts/segments';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Progress, Table, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { apiDownload } from '@/shared/api/api-download';
import { errorText } from '@/shared/api/api-error';
import { saveBlob } from '@/shared/files/save-blob';
import { formatDateTime } from '@/shared/format/dates';
import { showAlert } from '@/shared/ui/alert-store';
import { EmptyState } from '@/shared/ui/empty-state';
import { bulkActionQuery, bulkResultsQuery } from '../api/bulk-actions';
import { KIND_TEXT, OUTCOME_TAG, progressPercent, progressText, STATE_TAG } from '../bulk-labels';
import { BulkActionControls } from './bulk-action-controls';

/**
 * One bulk action's results (the link's `?action=`): its progress, each device's outcome and
 * reason (paged by the last device of each page), and all of them as CSV.
 */
export function BulkResults({ actionId, onClose }: { actionId: string; onClose: () => void }) {
  const action = useQuery(bulkActionQuery(actionId));
  const shown = useRef<HTMLDivElement>(null);
  // Opened (just started, from the list, or by a link): brought into view, below the answer. A
  // block body: Chromium's scrollIntoView now answers a promise, which React would call on close.
  useEffect(() => {
    shown.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  return (
    <div ref={shown} className="bulk-results">
      {action.error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={errorText(action.error, messages.bulkActionNotFound)}
        />
      ) : action.data ? (
        <Shown a={action.data} actionId={actionId} onClose={onClose} />
      ) : (
        <Progress percent={0} showInfo={false} />
      )}
    </div>
  );
}

/** The action's heading, controls, progress and its page of per-device results. */
function Shown({ a, actionId, onClose }: { a: BulkAction; actionId: string; onClose: () => void }) {
  const [passed, setPassed] = useState<string[]>([]);
  const after = passed.at(-1) ?? null;
  const running = !ENDED_BULK_ACTION_STATES.includes(a.state);
  const results = useQuery(bulkResultsQuery(actionId, after, running));
  const download = useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await apiDownload(exportBulkResults, { params: { actionId } });
      saveBlob(blob, fileName ?? 'bulk-results.csv');
    },
    onError: (e) => showAlert('danger', errorText(e, messages.bulkListFailed)),
  });
  return (
    <Flex vertical gap="small" aria-label={messages.bulkOpenResults} role="region">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Text strong>
          {fillMessage(messages.bulkResultsTitle, {
            kind: messages[KIND_TEXT[a.kind]],
            total: a.total.toLocaleString(),
            name: a.createdBy,
            time: formatDateTime(a.createdAt),
          })}
        </Typography.Text>
        <Flex gap="small" wrap>
          <BulkActionControls action={a} size="middle" />
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={download.isPending}
            onClick={() => download.mutate()}
          >
            {messages.bulkResultsCsv}
          </Button>
          <Button onClick={onClose}>{messages.bulkCloseResults}</Button>
        </Flex>
      </Flex>
      <Flex align="center" gap="middle" wrap>
        <Tag color={STATE_TAG[a.state].color}>{messages[STATE_TAG[a.state].text]}</Tag>
        <Progress
          percent={progressPercent(a)}
          style={{ flex: '1 1 200px', margin: 0 }}
          aria-label={progressText(a)}
        />
        <Typography.Text>{progressText(a)}</Typography.Text>
      </Flex>
      <Table<BulkResult>
        rowKey="deviceId"
        size="small"
        loading={results.isLoading}
        pagination={false}
        dataSource={results.data?.results ?? []}
        locale={{ emptyText: <EmptyState text={messages.bulkResultsEmpty} /> }}
        columns={[
          {
            title: messages.bulkColumnDevice,
            dataIndex: 'deviceId',
            render: (id: string) => <Link to={deviceInfoOf(id)}>{id}</Link>,
          },
          {
            title: messages.bulkColumnOutcome,
            render: (_, r) => (
              <Tag color={OUTCOME_TAG[r.outcome].color}>{messages[OUTCOME_TAG[r.outcome].text]}</Tag>
            ),
          },
          { title: messages.bulkColumnReason, render: (_, r) => r.reason ?? '' },
          { title: messages.bulkColumnAt, render: (_, r) => formatDateTime(r.at) },
        ]}
      />
      <Flex gap="small" justify="end">
        <Button size="small" disabled={passed.length === 0} onClick={() => setPassed(passed.slice(0, -1))}>
          {messages.previousPage}
        </Button>
        <Button
          size="small"
          disabled={!results.data?.next}
          onClick={() => results.data?.next && setPassed([...passed, results.data.next])}
        >
          {messages.nextPage}
        </Button>
      </Flex>
    </Flex>
  );
}
