import { LOG_PAGE_SIZE } from '@console/contracts/constants';
import { fillMessage, messages } from '@console/contracts/messages';
import { Flex, Table, type TableProps } from 'antd';
import { EmptyState } from '@/shared/ui/empty-state';
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
  /** Rows a table page shows inside the server's page (Device Logs); by default all of them. */
  tablePageSize?: number;
  /** The table page inside the server's page (0-based), when `tablePageSize` is set. */
  tablePage?: number;
  onTablePage?: (index: number) => void;
}

/**
 * A log table of one 100-row server page (spec 001 sections 4 and 9), scrolling within 58vh;
 * 'No Data found' when empty; Previous/Next below for the next hundred. With `tablePageSize` the
 * table pages inside the hundred (`tablePage`), and each new hundred starts on its first table page,
 * so Next never skips rows. The table pager names its rows within the loaded hundred, so the two
 * pagers say which pages what.
 */
export function PagedLogTable<T extends object>(props: Props<T>) {
  const { rows, rowKey, page, onPage, loading, scrollX, tablePageSize, tablePage = 0, onTablePage } = props;
  return (
    <Flex vertical gap="middle">
      <Table<T>
        key={page}
        rowKey={(row) => rowKey(row, rows.indexOf(row))}
        columns={props.columns}
        dataSource={rows}
        loading={loading}
        pagination={
          tablePageSize
            ? {
                pageSize: tablePageSize,
                current: tablePage + 1,
                onChange: (current) => onTablePage?.(current - 1),
                showSizeChanger: false,
                hideOnSinglePage: true,
                showTotal: (total, [from, to]) => {
                  const first = page * LOG_PAGE_SIZE;
                  return fillMessage(messages.logTableRows, {
                    from: first + from,
                    to: first + to,
                    count: total,
                    first: first + 1,
                    last: first + total,
                  });
                },
              }
            : false
        }
        size="small"
        scroll={{ y: '58vh', x: scrollX }}
        locale={{ emptyText: <EmptyState text={messages.noDataFound} /> }}
      />
      <LogPager page={page} rows={rows.length} onPage={onPage} busy={loading} />
    </Flex>
  );
}
