import { type Home, homeNameOf } from '@console/contracts/homes';
import { messages } from '@console/contracts/messages';
import { Table } from 'antd';
import { addressLine } from './home-address';

/**
 * S. No., Home ID, Home Name and address of a user's homes (spec 000 section 2). Only the home tab
 * falls back to the id; a home without a name shows an empty mark here.
 */
export function HomesTable({ homes }: { homes: Home[] }) {
  return (
    <Table
      size="small"
      rowKey="homeId"
      pagination={false}
      scroll={{ y: '58vh' }}
      dataSource={homes}
      columns={[
        { key: 'sno', title: messages.serialNo, width: 80, render: (_, __, i) => i + 1 },
        { key: 'id', title: messages.homeIdLabel, dataIndex: 'homeId' },
        { key: 'name', title: messages.homeNameLabel, render: (_, h) => homeNameOf(h) ?? '—' },
        { key: 'address', title: messages.addressLabel, render: (_, h) => addressLine(h.address) || '—' },
      ]}
    />
  );
}
