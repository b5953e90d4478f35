import { messages } from '@console/contracts/messages';
import { Flex, Table, type TableProps } from 'antd';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { LogPager } from './log-pager';

interface Props<T> {
  columns: TableProps<T>['columns'];
  rows: T[];
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
  rowKey: (row: T, index: number) => string;
  /** Table paging inside one 100-row page (the Device Logs tab shows 20 a page). */
  pagination?: TableProps<T>['pagination'];
  scroll?: TableProps<T>['scroll'];
}

/** A log table of one 100-row server page, 'No Data found' when empty, Previous/Next below. */
export function PagedLogTable<T extends object>(props: Props<T>) {
  const { rows, rowKey, page, onPage, loading } = props;
  return (
    <Flex vertical gap="middle">
      <Table<T>
        rowKey={(row) => rowKey(row, rows.indexOf(row))}
        columns={props.columns}
        dataSource={rows}
        loading={loading}
        pagination={props.pagination ?? false}
        size="small"
        scroll={props.scroll ?? { y: '58vh' }}
        locale={{ emptyText: <EmptyState text={messages.noDataFound} /> }}
      />
      <LogPager page={page} rows={rows.length} onPage={onPage} busy={loading} />
    </Flex>
  );
}
