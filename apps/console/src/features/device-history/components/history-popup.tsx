import { messages } from '@console/contracts/messages';
import type { UseQueryOptions } from '@tanstack/react-query';
import { Table, type TableProps } from 'antd';
import { DevicePopup } from './device-popup';

interface Props<T extends object, K extends readonly unknown[]> {
  title: string;
  query: UseQueryOptions<T[], Error, T[], K>;
  failedText: string;
  columns: TableProps<T>['columns'];
  rowKey: (row: T) => string;
  onClose: () => void;
}

/** A popup listing a device's history (the latest 100 entries), 'No Data found' when there is none. */
export function HistoryPopup<T extends object, K extends readonly unknown[]>(props: Props<T, K>) {
  return (
    <DevicePopup
      title={props.title}
      query={props.query}
      failedText={props.failedText}
      isEmpty={(rows) => rows.length === 0}
      emptyText={messages.noDataFound}
      onClose={props.onClose}
      width={820}
    >
      {(rows) => (
        <Table<T>
          rowKey={props.rowKey}
          columns={props.columns}
          dataSource={rows}
          pagination={false}
          size="small"
          scroll={{ y: '58vh' }}
        />
      )}
    </DevicePopup>
  );
}
