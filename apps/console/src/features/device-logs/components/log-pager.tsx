import { LOG_PAGE_SIZE } from '@console/contracts/constants';
import { fillMessage, messages } from '@console/contracts/messages';
import { Button, Space, Typography } from 'antd';

interface Props {
  page: number;
  /** Rows the current page returned: fewer than 100 means there is no next page. */
  rows: number;
  onPage: (page: number) => void;
  busy?: boolean;
}

/** Previous/Next over 100-row pages (spec 001 section 4). */
export function LogPager({ page, rows, onPage, busy }: Props) {
  return (
    <Space className="log-pager">
      <Button onClick={() => onPage(page - 1)} disabled={page === 0 || busy}>
        {messages.previous}
      </Button>
      <Typography.Text>{fillMessage(messages.logPage, { page: page + 1 })}</Typography.Text>
      <Button onClick={() => onPage(page + 1)} disabled={rows < LOG_PAGE_SIZE || busy}>
        {messages.next}
      </Button>
    </Space>
  );
}
