import {
  canMoveFeedback,
  commentsEditable,
  FEEDBACK_STATUSES,
  type FeedbackFilterInput,
  type FeedbackStatus,
  type FeedbackTicket,
} from '@console/contracts/feedback';
import { messages } from '@console/contracts/messages';
import { Input, Select, type TableColumnsType } from 'antd';
import { errorText } from '../../../shared/api/api-error';
import { formatTimestamp } from '../../../shared/format/format-timestamp';
import { useUrlPage } from '../../../shared/routing/use-url-page';
import { showAlert } from '../../../shared/ui/alert-store';
import { ServerPagedTable } from '../../../shared/ui/server-paged-table';
import { feedbackKeys, fetchFeedbackPage, useUpdateFeedback } from '../api/feedback-calls';

/** The tickets with Sl.No, a status dropdown while not CLOSED and comments saved on blur. */
export function FeedbackTable({ filters }: { filters: FeedbackFilterInput }) {
  const update = useUpdateFeedback();
  const [page, setPage] = useUrlPage();

  const setStatus = (t: FeedbackTicket, status: FeedbackStatus) =>
    update.mutate(
      { id: t.feedbackId, body: { status } },
      {
        onSuccess: (res) => showAlert('success', res.message),
        onError: (error) => showAlert('danger', errorText(error, messages.feedbackStatusFailed)),
      },
    );
  const saveComments = (t: FeedbackTicket, comments: string) => {
    if (comments.trim() === (t.comments ?? '')) return;
    update.mutate(
      // Saved together with the ticket's current status (spec 002 section 4).
      { id: t.feedbackId, body: { status: t.status, comments } },
      {
        onSuccess: (res) => showAlert('success', res.message),
        onError: (error) => showAlert('danger', errorText(error, messages.feedbackCommentsFailed)),
      },
    );
  };

  const columns: TableColumnsType<FeedbackTicket> = [
    { title: messages.feedbackId, dataIndex: 'feedbackId', key: 'id' },
    { title: messages.feedbackType, dataIndex: 'type', key: 'type' },
    { title: messages.feedbackCategory, dataIndex: 'deviceCategory', key: 'category' },
    { title: messages.feedbackBrand, dataIndex: 'deviceBrand', key: 'brand' },
    { title: messages.feedbackDeviceId, dataIndex: 'deviceId', key: 'deviceId' },
    { title: messages.feedbackMobile, dataIndex: 'mobile', key: 'mobile' },
    {
      title: messages.feedbackDescription,
      dataIndex: 'description',
      key: 'description',
      // A column width alone gives way among 17 columns (a word a line): the text holds its width.
      render: (text: string) => <div className="feedback-description">{text}</div>,
    },
    { title: messages.feedbackErrorCode, dataIndex: 'errorCode', key: 'errorCode' },
    { title: messages.feedbackAppVersion, dataIndex: 'appVersion', key: 'appVersion' },
    { title: messages.feedbackMobileName, dataIndex: 'mobileName', key: 'mobileName' },
    { title: messages.feedbackMobileModel, dataIndex: 'mobileModel', key: 'mobileModel' },
    { title: messages.feedbackMobileOS, dataIndex: 'mobileOSVersion', key: 'os' },
    { title: messages.feedbackMobileBuild, dataIndex: 'mobileOSBuildNumber', key: 'build' },
    {
      title: messages.feedbackCreatedAt,
      dataIndex: 'createdAt',
      key: 'createdAt',
      // On one line: wrapped into a narrow column it made every row five lines tall.
      render: (v: number) => <span className="feedback-created">{formatTimestamp(v)}</span>,
    },
    {
      title: messages.feedbackStatus,
      key: 'status',
      render: (_, t) => (
        <Select<FeedbackStatus>
          value={t.status}
          disabled={t.status === 'CLOSED'}
          aria-label={`${messages.feedbackStatus} ${t.feedbackId}`}
          style={{ minWidth: 130 }}
          options={FEEDBACK_STATUSES.map((s) => ({
            value: s,
            label: s,
            disabled: !canMoveFeedback(t.status, s),
          }))}
          onChange={(s) => setStatus(t, s)}
        />
      ),
    },
    {
      title: messages.feedbackComments,
      key: 'comments',
      render: (_, t) => (
        <Input
          // A new input when the saved comment changes, so it shows what the server holds.
          key={`${t.feedbackId}-${t.comments ?? ''}-${t.status}`}
          defaultValue={t.comments ?? ''}
          readOnly={!commentsEditable(t.status)}
          aria-label={`${messages.feedbackComments} ${t.feedbackId}`}
          style={{ minWidth: 200 }}
          onFocus={() => {
            if (!commentsEditable(t.status)) showAlert('warning', messages.feedbackCommentsLocked);
          }}
          onBlur={(e) => {
            if (commentsEditable(t.status)) saveComments(t, e.target.value);
          }}
        />
      ),
    },
  ];

  return (
    <ServerPagedTable<FeedbackTicket>
      queryKey={feedbackKeys.search(filters)}
      fetchPage={(page, signal) => fetchFeedbackPage(filters, page, signal)}
      columns={columns}
      rowKey="feedbackId"
      failed={messages.errorFetchingData}
      serialNumbers
      page={page}
      onPage={setPage}
    />
  );
}
