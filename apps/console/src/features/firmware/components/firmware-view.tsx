import { DownloadOutlined } from '@ant-design/icons';
import type { FirmwareStatisticsRow } from '@console/contracts/firmware';
import { messages } from '@console/contracts/messages';
import { Button, Flex, Spin, Table, Tooltip } from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { showAlert } from '@/shared/ui/alert-store';
import { EmptyState } from '@/shared/ui/empty-state';
import { downloadFirmwareLinks } from '../api/download-firmware';
import { type StatisticsFilters, useFirmwareStatistics } from '../api/get-firmware-statistics';
import { ScopeFilters } from './scope-filters';

/** Follows a signed link: the browser saves the file under the name the server gives. */
function follow(url: string) {
  const a = document.createElement('a');
  a.href = url;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

const TEXT = {
  factory: {
    failed: messages.factoryDetailsFailed,
    download: messages.factoryDownloaded,
    downloadFailed: messages.factoryDownloadFailed,
  },
  fota: {
    failed: messages.fotaDetailsFailed,
    download: messages.fotaDownloaded,
    downloadFailed: messages.fotaDownloadFailed,
  },
};

/** View Firmware Info: filters and the uploaded versions with their device counts and downloads. */
export function FirmwareView({ kind }: { kind: 'factory' | 'fota' }) {
  const [filters, setFilters] = useState<StatisticsFilters | null>(null);
  const result = useFirmwareStatistics(kind, filters);
  const text = TEXT[kind];

  const download = async (row: FirmwareStatisticsRow, part: 'url' | 'signatureUrl') => {
    if (!filters) return;
    try {
      const links = await downloadFirmwareLinks({
        kind,
        category: filters.category,
        brand: filters.brand,
        version: row.firmwareVersion,
        chipType: row.chipType,
        modelNumber: row.modelNumber ?? undefined,
      });
      const url = links[part];
      if (!url) throw new Error('no link');
      follow(url);
      showAlert('success', text.download);
    } catch (error) {
      showAlert('danger', errorText(error, text.downloadFailed));
    }
  };

  const icon = (
    row: FirmwareStatisticsRow,
    part: 'url' | 'signatureUrl',
    label: string,
    name: string | null,
  ) =>
    name ? (
      <Tooltip title={name}>
        <Button
          type="text"
          icon={<DownloadOutlined />}
          aria-label={`${label} ${row.firmwareVersion}`}
          onClick={() => download(row, part)}
        />
      </Tooltip>
    ) : (
      '-'
    );

  return (
    <Flex vertical gap="middle">
      <ScopeFilters
        third={kind === 'factory' ? 'chipType' : 'modelNumber'}
        idPrefix={`${kind}-view`}
        onFilter={setFilters}
        onReset={() => setFilters(null)}
      />
      {result.isError ? <EmptyState text={errorText(result.error, text.failed)} /> : null}
      {filters && !result.isError ? (
        <Table<FirmwareStatisticsRow>
          rowKey={(r) => `${r.modelNumber ?? ''}/${r.chipType}/${r.firmwareVersion}`}
          size="small"
          loading={result.isFetching ? { indicator: <Spin /> } : false}
          pagination={false}
          scroll={{ y: '58vh' }}
          locale={{ emptyText: <EmptyState text={messages.noDataFound} /> }}
          dataSource={result.data ?? []}
          columns={[
            { title: messages.firmwareVersion, dataIndex: 'firmwareVersion' },
            ...(kind === 'fota' ? [{ title: messages.modelNumber, dataIndex: 'modelNumber' }] : []),
            { title: messages.chipType, dataIndex: 'chipType' },
            { title: messages.deviceCount, dataIndex: 'deviceCount' },
            {
              title: messages.firmwareImage,
              key: 'image',
              render: (_v, r) => icon(r, 'url', messages.downloadImage, r.firmwareImage),
            },
            {
              title: messages.signatureFile,
              key: 'signature',
              render: (_v, r) => icon(r, 'signatureUrl', messages.downloadSignature, r.firmwareSign),
            },
          ]}
        />
      ) : null}
    </Flex>
  );
}
