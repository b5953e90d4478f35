import { ArrowLeftOutlined } from '@ant-design/icons';
import type { FirmwareInfoRow } from '@console/contracts/firmware';
import { messages } from '@console/contracts/messages';
import { Button, Card, Flex, Spin, Table, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { errorText } from '@/shared/api/api-error';
import { EmptyState } from '@/shared/ui/empty-state';
import { useFirmwareInfo } from '../api/get-firmware-info';

/**
 * /firmwareInfo (spec 001 section 2): Back, then a table per allowed device category. Back returns
 * to the firmware page as it was left (its tabs, handed in the link's state), else to `backPath`.
 */
export default function FirmwareInfoPage({ backPath }: { backPath: string }) {
  const report = useFirmwareInfo();
  const navigate = useNavigate();
  const from = (useLocation().state as { back?: unknown } | null)?.back;
  const back = typeof from === 'string' && from.startsWith(backPath) ? from : backPath;
  const byCategory = new Map<string, FirmwareInfoRow[]>();
  for (const row of report.data ?? [])
    byCategory.set(row.category, [...(byCategory.get(row.category) ?? []), row]);

  return (
    <Flex vertical gap="middle">
      <Flex gap="middle" align="center">
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(back)}>
          {messages.back}
        </Button>
        <Typography.Title level={1} className="page-title">
          {messages.firmwareInfoTitle}
        </Typography.Title>
      </Flex>
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
