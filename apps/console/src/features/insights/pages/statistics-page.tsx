import { DownloadOutlined } from '@ant-design/icons';
import { allowedGroups, DOWNLOAD_GROUP_KEYS } from '@console/contracts/insights';
import { messages } from '@console/contracts/messages';
import { Button, Card, Flex, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { ApiError, errorText } from '@/shared/api/api-error';
import { saveBlob } from '@/shared/files/save-blob';
import { useSession } from '@/shared/session/use-session';
import { showAlert } from '@/shared/ui/alert-store';
import { downloadStatistics } from '../api/download-statistics';

interface Row {
  key: 'onboard' | 'offboard';
  description: string;
}
const ROWS: Row[] = [
  { key: 'onboard', description: messages.onboardStatisticsFile },
  { key: 'offboard', description: messages.offboardStatisticsFile },
];

/**
 * Download Statistics (spec 002 sections 2, 6 and 8): Files description, a Device Category select
 * of the caller's categories grouped as section 6 says, and the download icon. A refusal shows the
 * server's message, a broken transfer the generic download error, no answer the server-down text.
 */
export default function StatisticsPage() {
  const session = useSession();
  const groups = allowedGroups(session?.user.allowedDeviceCategories ?? [], DOWNLOAD_GROUP_KEYS);
  const [category, setCategory] = useState<string | undefined>(groups[0]?.key);
  const [busy, setBusy] = useState<Row['key'] | null>(null);

  async function download(row: Row) {
    setBusy(row.key);
    try {
      const file = await downloadStatistics(row.key === 'onboard' ? (category ?? '') : null, () => {});
      saveBlob(
        file.blob,
        file.fileName ?? (row.key === 'onboard' ? `${category}_Onboard.csv` : 'Offboard.csv'),
      );
    } catch (error) {
      const fallback =
        error instanceof ApiError && error.status === 0 ? messages.serverDown : messages.downloadFailed;
      showAlert('danger', errorText(error, fallback));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={1} className="page-title">
        {messages.downloadStatisticsTitle}
      </Typography.Title>
      <Card>
        <Table<Row>
          rowKey="key"
          pagination={false}
          dataSource={ROWS}
          columns={[
            { key: 'description', title: messages.filesDescription, dataIndex: 'description' },
            {
              key: 'category',
              title: messages.deviceCategory,
              render: (_, row) =>
                row.key === 'onboard' ? (
                  <Select
                    aria-label={messages.deviceCategory}
                    style={{ minWidth: 200 }}
                    value={category}
                    onChange={setCategory}
                    options={groups.map((g) => ({ value: g.key, label: g.label }))}
                  />
                ) : (
                  messages.allCategories
                ),
            },
            {
              key: 'download',
              title: messages.downloadColumn,
              render: (_, row) => (
                <Button
                  aria-label={`${messages.downloadColumn} ${row.description}`}
                  icon={<DownloadOutlined />}
                  loading={busy === row.key}
                  disabled={row.key === 'onboard' && !category}
                  onClick={() => void download(row)}
                />
              ),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
