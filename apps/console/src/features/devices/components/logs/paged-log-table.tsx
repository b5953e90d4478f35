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
  /** Width the columns need before the table scrolls sideways. */
  scrollX?: number;
}

/**
 * A log table of one 100-row server page (spec 001 sections 4 and 9): every row of the page in
 * the table, which scrolls within 58vh; 'No Data found' when empty; Previous/Next below as the
 * only pager. No table pagination: a second pager would page inside the hundred and make Next
 * skip rows.
 */
export function PagedLogTable<T extends object>(props: Props<T>) {
  const { rows, rowKey, page, onPage, loading, scrollX } = props;
  return (
    <Flex vertical gap="middle">
      <Table<T>
        rowKey={(row) => rowKey(row, rows.indexOf(row))}
        columns={props.columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        size="small"
        scroll={{ y: '58vh', x: scrollX }}
        locale={{ emptyText: <EmptyState text={messages.noDataFound} /> }}
      />
      <LogPager page={page} rows={rows.length} onPage={onPage} busy={loading} />
    </Flex>
  );
}
