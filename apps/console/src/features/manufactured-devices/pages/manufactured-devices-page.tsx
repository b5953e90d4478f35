import { can } from '@console/contracts/access';
import type { DeviceDetail } from '@console/contracts/manufactured-devices';
import { messages } from '@console/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, type TableProps, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { saveBlob } from '@/shared/files/save-blob';
import { formatDateTime } from '@/shared/format/dates';
import { usePrincipal } from '@/shared/session/use-principal';
import { showAlert } from '@/shared/ui/alert-store';
import { ServerPagedTable } from '@/shared/ui/server-paged-table';
import { type ManufacturedFilter, manufacturedKeys } from '../api/keys';
import { downloadManufactured, fetchManufacturedPage, updateSerial } from '../api/manufactured-devices';
import { ManufacturedFilterForm } from '../components/manufactured-filter';
import { OpenedUnit } from '../components/opened-unit';
import { SerialCell } from '../components/serial-cell';
import { useManufacturedParams } from '../hooks/use-manufactured-params';

/**
 * Manufactured Devices (spec 002 sections 2, 4, 5 and 7): filters, a list fetched 100 at a time and
 * shown 20 a page with a window of 5 page links, the device detail with Back, the inline serial edit
 * (level above 1) and the CSV of the filter. The filter, the page and the opened unit are kept in the URL.
 */
export default function ManufacturedDevicesPage() {
  const principal = usePrincipal();
  const canEdit = principal ? can(principal, 'editManufacturedSerial') : false;
  const client = useQueryClient();
  const { values, filter, page, apply, reset, setPage, unit, openUnit, closeUnit } = useManufacturedParams();
  const [clicked, setClicked] = useState<DeviceDetail | null>(null);
  const detail = unit !== null;
  const [downloading, setDownloading] = useState(false);

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
        <Button
          type="link"
          // No side padding: the ids line up with their header, as the other columns' text does.
          style={{ padding: 0 }}
          onClick={() => {
            setClicked(row);
            openUnit(row.deviceId);
          }}
        >
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
    { title: messages.manufacturedDate, dataIndex: 'manufacturedDate', render: formatDateTime },
    { title: messages.provisionedAt, dataIndex: 'provisionedAt', render: formatDateTime },
    { title: messages.onboardedAt, dataIndex: 'onboardedAt', render: formatDateTime },
  ];

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={1} className="page-title">
        {messages.manufacturedDevicesTitle}
      </Typography.Title>
      {unit !== null ? <OpenedUnit deviceId={unit} known={clicked} onBack={closeUnit} /> : null}
      {/* The list stays mounted under the detail view, so Back returns to the same filter and page. */}
      <Card hidden={detail}>
        <ManufacturedFilterForm
          initial={values}
          downloading={downloading}
          onDownload={download}
          onFilter={apply}
          onReset={reset}
        />
      </Card>
      {filter ? (
        <Card hidden={detail}>
          <ServerPagedTable<DeviceDetail>
            queryKey={manufacturedKeys.list(filter)}
            fetchPage={(n, signal) => fetchManufacturedPage(filter, n, signal)}
            columns={columns}
            rowKey="deviceId"
            failed={messages.fetchDataFailed}
            page={page}
            onPage={setPage}
            scrollX={1100}
          />
        </Card>
      ) : null}
    </Flex>
  );
}
