import { can } from '@console/contracts/access';
import type { DeviceDetail } from '@console/contracts/manufactured-devices';
import { messages } from '@console/contracts/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Table, type TableProps, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { errorText } from '../../../shared/api/api-error';
import { saveBlob } from '../../../shared/files/save-blob';
import { formatTimestamp } from '../../../shared/format/format-timestamp';
import { usePrincipal } from '../../../shared/session/use-principal';
import { showAlert } from '../../../shared/ui/alert-store';
import { EmptyState } from '../../../shared/ui/empty-state';
import { type ManufacturedFilter, manufacturedKeys } from '../api/keys';
import { downloadManufactured, manufacturedPageQuery, updateSerial } from '../api/manufactured-devices';
import { fetchOf, nextOf, pageLinks, rowsOfPage } from '../chunk-paging';
import { DeviceDetailCard } from '../components/device-detail-card';
import { ManufacturedFilterForm } from '../components/manufactured-filter';
import { SerialCell } from '../components/serial-cell';
import { useManufacturedParams } from '../hooks/use-manufactured-params';

const date = (value: number | null) => (value === null ? '-' : (formatTimestamp(value) ?? '-'));

/**
 * Manufactured Devices (spec 002 sections 2, 4, 5 and 7): filters, a list fetched 100 at a time and
 * shown 20 a page with a window of 5 page links, the device detail with Back, the inline serial edit
 * (level above 1) and the CSV of the filter. The filter and the page are kept in the URL.
 */
export default function ManufacturedDevicesPage() {
  const principal = usePrincipal();
  const canEdit = principal ? can(principal, 'editManufacturedSerial') : false;
  const client = useQueryClient();
  const { values, filter, page, apply, reset, setPage } = useManufacturedParams();
  const [detail, setDetail] = useState<DeviceDetail | null>(null);
  const [downloading, setDownloading] = useState(false);

  const fetched = useQuery({
    ...manufacturedPageQuery(filter as ManufacturedFilter, fetchOf(page)),
    enabled: !!filter,
  });
  const rows = fetched.data ?? [];
  useEffect(() => {
    if (fetched.error) showAlert('danger', errorText(fetched.error, messages.fetchDataFailed));
  }, [fetched.error]);

  const save = useMutation({
    mutationFn: ({ deviceId, serial }: { deviceId: string; serial: string }) =>
      updateSerial(deviceId, serial),
  });
  const onSave = async (deviceId: string, serial: string) => {
    try {
      const result = await save.mutateAsync({ deviceId, serial });
      showAlert('success', result.message);
      await client.invalidateQueries({ queryKey: manufacturedKeys.all });
      return true;
    } catch (error) {
      showAlert('danger', errorText(error, messages.fetchDataFailed));
      return false;
    }
  };

  const go = async (next: number | 'end') => {
    if (next === 'end' || !filter) return showAlert('warning', messages.endOfPage);
    if (fetchOf(next) !== fetchOf(page)) {
      // A full hundred may be the last: an empty next hundred is the end too.
      const more = await client
        .fetchQuery(manufacturedPageQuery(filter, fetchOf(next)))
        .catch((error: unknown) => {
          showAlert('danger', errorText(error, messages.fetchDataFailed));
          return null;
        });
      if (!more) return;
      if (more.length === 0) return showAlert('warning', messages.endOfPage);
    }
    setPage(next);
  };

  const download = async (f: ManufacturedFilter) => {
    setDownloading(true);
    try {
      const file = await downloadManufactured(f, () => {});
      saveBlob(file.blob, file.fileName ?? `Manufactured_Devices_${f.category}.csv`);
    } catch (error) {
      showAlert('danger', errorText(error, messages.downloadFailed));
    } finally {
      setDownloading(false);
    }
  };

  const columns: TableProps<DeviceDetail>['columns'] = [
    {
      title: messages.deviceId,
      dataIndex: 'deviceId',
      render: (id: string, row) => (
        <Button type="link" onClick={() => setDetail(row)}>
          {id}
        </Button>
      ),
    },
    {
      title: messages.productSerialNumber,
      dataIndex: 'productSerialNumber',
      width: 340,
      render: (value: string | null, row) => (
        <SerialCell
          key={`${row.deviceId}-${value}`}
          deviceId={row.deviceId}
          value={value}
          canEdit={canEdit}
          saving={save.isPending && save.variables?.deviceId === row.deviceId}
          onSave={onSave}
        />
      ),
    },
    { title: messages.modelNumber, dataIndex: 'modelNumber' },
    { title: messages.manufacturedDate, dataIndex: 'manufacturedDate', render: date },
    { title: messages.provisionedAt, dataIndex: 'provisionedAt', render: date },
    { title: messages.onboardedAt, dataIndex: 'onboardedAt', render: date },
  ];

  const links = pageLinks(page, rows.length);
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={1} className="page-title">
        {messages.manufacturedDevicesTitle}
      </Typography.Title>
      {detail ? (
        <Card>
          <Flex vertical gap="middle" align="start">
            <Button onClick={() => setDetail(null)}>{messages.back}</Button>
            <DeviceDetailCard device={detail} title={messages.deviceDetails} />
          </Flex>
        </Card>
      ) : null}
      {/* The list stays mounted under the detail view, so Back returns to the same filter and page. */}
      <Card hidden={!!detail}>
        <ManufacturedFilterForm
          initial={values}
          downloading={downloading}
          onDownload={download}
          onFilter={apply}
          onReset={reset}
        />
      </Card>
      {filter ? (
        <Card hidden={!!detail}>
          <Flex vertical gap="middle">
            <Table<DeviceDetail>
              rowKey="deviceId"
              columns={columns}
              dataSource={rowsOfPage(rows, page)}
              loading={fetched.isFetching}
              pagination={false}
              size="small"
              scroll={{ y: '58vh', x: 1100 }}
              locale={{ emptyText: <EmptyState text={messages.noDataFound} /> }}
            />
            <Flex gap="small" justify="end" align="center" role="navigation" aria-label="pages">
              <Button disabled={page === 0} onClick={() => go(page - 1)}>
                {messages.previous}
              </Button>
              {links.map((p) => (
                <Button
                  key={p}
                  type={p === page ? 'primary' : 'default'}
                  aria-current={p === page ? 'page' : undefined}
                  onClick={() => setPage(p)}
                >
                  {p + 1}
                </Button>
              ))}
              <Button disabled={fetched.isFetching} onClick={() => go(nextOf(page, rows.length))}>
                {messages.next}
              </Button>
            </Flex>
          </Flex>
        </Card>
      ) : null}
    </Flex>
  );
}
