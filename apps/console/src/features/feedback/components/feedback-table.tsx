import type { FeedbackFilterInput, FeedbackTicket } from '@console/contracts/feedback';
import { messages } from '@console/contracts/messages';
import type { TableColumnsType } from 'antd';
import { formatDateTime } from '../../../shared/format/dates';
import { useUrlPage } from '../../../shared/routing/use-url-page';
import { ServerPagedTable } from '../../../shared/ui/server-paged-table';
import { feedbackKeys, fetchFeedbackPage } from '../api/feedback-calls';
import { TicketComment } from './ticket-comment';
import { TicketStatus } from './ticket-status';

/** The tickets with Sl.No, the status (closing confirmed, reopen) and the comment saved on Enter or blur. */
export function FeedbackTable({ filters }: { filters: FeedbackFilterInput }) {
  const [page, setPage] = useUrlPage();

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
      render: (v: number) => <span className="feedback-created">{formatDateTime(v)}</span>,
    },
    {
      title: messages.feedbackStatus,
      key: 'status',
      render: (_, t) => <TicketStatus ticket={t} />,
    },
    {
      title: messages.feedbackComments,
      key: 'comments',
      render: (_, t) => <TicketComment ticket={t} />,
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
