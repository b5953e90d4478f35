import type { FirmwareInfoRow } from '@console/contracts/firmware';
import { messages } from '@console/contracts/messages';
import { Card, Flex, Spin, Table, Typography } from 'antd';
import { errorText } from '../../../shared/api/api-error';
import { EmptyState } from '../../../shared/ui/empty-state';
import { useFirmwareInfo } from '../api/get-firmware-info';

/** /firmwareInfo (spec 001 section 2): a table per allowed device category. */
export default function FirmwareInfoPage() {
  const report = useFirmwareInfo();
  const byCategory = new Map<string, FirmwareInfoRow[]>();
  for (const row of report.data ?? [])
    byCategory.set(row.category, [...(byCategory.get(row.category) ?? []), row]);

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={1} className="page-title">
        {messages.firmwareInfoTitle}
      </Typography.Title>
      {report.isPending ? <Spin /> : null}
      {report.isError ? <EmptyState text={errorText(report.error, messages.noDataFound)} /> : null}
      {report.isSuccess && byCategory.size === 0 ? <EmptyState text={messages.noDataFound} /> : null}
      {[...byCategory].map(([category, rows]) => (
        <Card key={category} title={<h2 className="settings-card-title">{category}</h2>} size="small">
          <Table<FirmwareInfoRow>
            rowKey="firmwareVersion"
            size="small"
            pagination={false}
            scroll={{ y: '58vh' }}
            dataSource={rows}
            columns={[
              { title: messages.sr, key: 'sr', width: 70, render: (_v, _r, i) => i + 1 },
              { title: messages.firmwareVersion, dataIndex: 'firmwareVersion' },
              { title: messages.count, dataIndex: 'count' },
              { title: messages.percentage, dataIndex: 'percentage', render: (p: number) => `${p}%` },
            ]}
          />
        </Card>
      ))}
    </Flex>
  );
}
