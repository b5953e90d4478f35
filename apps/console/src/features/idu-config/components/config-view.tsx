import type { IduConfigRow } from '@console/contracts/idu-config';
import { messages } from '@console/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Table } from 'antd';
import { useEffect, useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { showAlert } from '@/shared/ui/alert-store';
import { EmptyState } from '@/shared/ui/empty-state';
import { fetchConfigModelIds } from '../api/get-config-model-ids';
import { iduConfigQuery } from '../api/get-idu-config';
import { downloadConfig } from '../download-config';
import type { IduConfigEdit } from '../idu-config-edit';
import { ConfigSearchForm } from './config-search-form';

/** View IDU EEFROM Config: the search and its table; Edit opens the Upload tab in edit mode. */
export function ConfigView({ onEdit }: { onEdit: (edit: IduConfigEdit) => void }) {
  const [search, setSearch] = useState<{ by: 'modelId' | 'configId'; value: string } | null>(null);
  const result = useQuery({
    ...iduConfigQuery(search?.by ?? 'modelId', search?.value ?? ''),
    enabled: !!search,
  });
  const rows = search ? (result.data ?? []) : [];
  const byConfig = search?.by === 'configId';

  useEffect(() => {
    if (result.error) showAlert('danger', errorText(result.error, messages.iduConfigGetFailed));
  }, [result.error]);

  const edit = (row: IduConfigRow, target: IduConfigEdit['target'], modelIds: string[]) =>
    onEdit({
      target,
      category: row.category,
      brand: row.brand,
      modelIds,
      iduConfigVersion: row.iduConfigVersion,
    });

  /** Edit Configuration starts from the config's own model list (GET {configId}/modelIds). */
  async function editConfiguration(row: IduConfigRow) {
    try {
      const models = await fetchConfigModelIds(row.configId);
      edit(
        row,
        { configId: row.configId },
        models.map((m) => m.modelId),
      );
    } catch (error) {
      showAlert('danger', errorText(error, messages.iduConfigGetFailed));
    }
  }

  function download(row: IduConfigRow) {
    try {
      downloadConfig(row);
      showAlert('success', messages.iduConfigDownloaded);
    } catch {
      showAlert('danger', messages.iduConfigDownloadFailed);
    }
  }

  const columns = [
    { title: messages.modelIdLabel, dataIndex: 'modelId', key: 'modelId' },
    { title: messages.configIdLabel, dataIndex: 'configId', key: 'configId' },
    { title: messages.configVersionLabel, dataIndex: 'iduConfigVersion', key: 'version' },
    {
      title: messages.configFileLabel,
      key: 'file',
      render: (_: unknown, row: IduConfigRow) => (
        <Button type="link" onClick={() => download(row)} aria-label={`Download ${row.fileName}`}>
          {row.fileName}
        </Button>
      ),
    },
    ...(byConfig
      ? []
      : [
          {
            title: messages.edit,
            key: 'edit',
            render: (_: unknown, row: IduConfigRow) => (
              <Button onClick={() => edit(row, { modelId: row.modelId }, [row.modelId])}>
                {messages.edit}
              </Button>
            ),
          },
        ]),
  ];

  return (
    <Flex vertical gap="middle">
      <ConfigSearchForm onSearch={(by, value) => setSearch({ by, value })} />
      {byConfig && rows[0] ? (
        <Flex>
          <Button type="primary" onClick={() => editConfiguration(rows[0] as IduConfigRow)}>
            {messages.editConfiguration}
          </Button>
        </Flex>
      ) : null}
      {search ? (
        <Table<IduConfigRow>
          rowKey={(r) => `${r.configId}/${r.modelId}`}
          columns={columns}
          dataSource={rows}
          loading={result.isFetching}
          pagination={false}
          scroll={{ y: '58vh' }}
          locale={{ emptyText: <EmptyState text={messages.noDataFound} /> }}
        />
      ) : null}
    </Flex>
  );
}
