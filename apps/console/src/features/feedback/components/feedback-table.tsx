import type { FeedbackFilterInput, FeedbackTicket } from '@console/contracts/feedback';
import { messages } from '@console/contracts/messages';
import { ConfigProvider, type TableColumnsType } from 'antd';
import { formatDateTime } from '@/shared/format/dates';
import { useUrlPage } from '@/shared/routing/use-url-page';
import { ServerPagedTable, SL_NO_WIDTH } from '@/shared/ui/server-paged-table';
import { feedbackKeys, fetchFeedbackPage } from '../api/feedback-calls';
import { CellText, MobileCell } from './feedback-cells';
import { TicketComment } from './ticket-comment';
import { TicketStatus } from './ticket-status';

/**
 * The columns' widths: each holds its header on one line and its usual value (a ticket id, 'FB-'
 * then 12 hex digits on the next line; a category, PANASONIC); a longer value wraps between words or ends in an ellipsis with the whole text in its
 * tooltip. Mobile, Description and Comments share what is left, at least FLEX_MIN each: in a 1280 px
 * window, the page's vertical scrollbar included, every column, Status and Comments too, is in view;
 * a wider window widens those three.
 */
const WIDTHS = {
  id: 114,
  type: 100,
  category: 80,
  brand: 80,
  deviceId: 100,
  errorCode: 76,
  createdAt: 84,
  status: 128,
} as const;
const FLEX_MIN = 120;
const TABLE_MIN = Object.values(WIDTHS).reduce((a, b) => a + b, SL_NO_WIDTH + 3 * FLEX_MIN);

/** Twelve fields a ticket: a compact table (12 px text, 4 px cell sides, small controls) fits 1280 px. */
const COMPACT = {
  components: {
    Table: { cellFontSizeSM: 12, cellPaddingInlineSM: 4 },
    Select: { fontSize: 12 },
    Input: { fontSize: 12 },
    Button: { fontSize: 12 },
  },
};

/** A header wraps only between words (Ant Design's own rule breaks a word in a narrow column). */
const wholeWords = () => ({ style: { overflowWrap: 'normal', wordBreak: 'normal' } as const });

const fields: TableColumnsType<FeedbackTicket> = [
  {
    title: messages.feedbackId,
    key: 'id',
    width: WIDTHS.id,
    render: (_, t) => <CellText text={t.feedbackId} lines={2} />,
  },
  {
    title: messages.feedbackType,
    key: 'type',
    width: WIDTHS.type,
    render: (_, t) => <CellText text={t.type} lines={2} />,
  },
  {
    title: messages.feedbackCategory,
    key: 'category',
    width: WIDTHS.category,
    render: (_, t) => <CellText text={t.deviceCategory} />,
  },
  {
    title: messages.feedbackBrand,
    key: 'brand',
    width: WIDTHS.brand,
    render: (_, t) => <CellText text={t.deviceBrand} />,
  },
  {
    title: messages.feedbackDeviceId,
    key: 'deviceId',
    width: WIDTHS.deviceId,
    render: (_, t) => <CellText text={t.deviceId} />,
  },
  {
    title: messages.feedbackMobile,
    key: 'mobile',
    render: (_, t) => <MobileCell ticket={t} />,
  },
  {
    title: messages.feedbackDescription,
    key: 'description',
    render: (_, t) => <CellText text={t.description} lines={3} />,
  },
  {
    title: messages.feedbackErrorCode,
    key: 'errorCode',
    width: WIDTHS.errorCode,
    render: (_, t) => <CellText text={t.errorCode} />,
  },
  {
    title: messages.feedbackCreatedAt,
    key: 'createdAt',
    width: WIDTHS.createdAt,
    render: (_, t) => <CellText text={formatDateTime(t.createdAt)} lines={3} />,
  },
  {
    title: messages.feedbackStatus,
    key: 'status',
    width: WIDTHS.status,
    render: (_, t) => <TicketStatus ticket={t} />,
  },
  {
    title: messages.feedbackComments,
    key: 'comments',
    render: (_, t) => <TicketComment ticket={t} />,
  },
];
const columns = fields.map((column) => ({ ...column, onHeaderCell: wholeWords }));

/** The tickets with Sl.No, the status (closing confirmed, reopen) and the comment saved on Enter or blur. */
export function FeedbackTable({ filters }: { filters: FeedbackFilterInput }) {
  const [page, setPage] = useUrlPage();
  return (
    <ConfigProvider theme={COMPACT} componentSize="small">
      <ServerPagedTable<FeedbackTicket>
        queryKey={feedbackKeys.search(filters)}
        fetchPage={(page, signal) => fetchFeedbackPage(filters, page, signal)}
        columns={columns}
        rowKey="feedbackId"
        failed={messages.errorFetchingData}
        serialNumbers
        page={page}
        onPage={setPage}
        scrollX={TABLE_MIN}
      />
    </ConfigProvider>
  );
}
