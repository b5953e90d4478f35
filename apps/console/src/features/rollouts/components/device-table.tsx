import { DownloadOutlined } from '@ant-design/icons';
import { fillMessage, messages } from '@console/contracts/messages';
import type { Rollout, RolloutDevice } from '@console/contracts/rollouts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { formatDateTime } from '@/shared/format/dates';
import { showAlert } from '@/shared/ui/alert-store';
import { EmptyState } from '@/shared/ui/empty-state';
import { saveRolloutDevicesCsv } from '../api/export-rollout-devices';
import { isRolloutLive } from '../api/get-rollout';
import { rolloutDevicesQuery } from '../api/list-rollout-devices';
import { DEVICE_PAGE_SIZE, useDeviceParams } from '../hooks/use-device-params';
import { reasonText, stageText } from '../rollout-labels';
import { CallError } from './call-error';
import { DeviceFilterSelects } from './device-filters';

const stageOf = (d: RolloutDevice) =>
  d.stage === 'downloading' && d.percent !== null
    ? `${stageText(d.stage)} ${d.percent} %`
    : stageText(d.stage);

const columns: TableColumnsType<RolloutDevice> = [
  { title: messages.deviceSerialNumber, dataIndex: 'serialNumber', key: 'serial' },
  { title: messages.deviceIdColumn, dataIndex: 'deviceId', key: 'deviceId' },
  {
    title: messages.devicePhase,
    key: 'phase',
    render: (_, d) => fillMessage(messages.rolloutPhaseNumber, { n: d.phase + 1 }),
  },
  { title: messages.deviceStage, key: 'stage', render: (_, d) => stageOf(d) },
  { title: messages.deviceReason, key: 'reason', render: (_, d) => (d.reason ? reasonText(d.reason) : '') },
  { title: messages.deviceAttempts, dataIndex: 'attempts', key: 'attempts', align: 'right' },
  {
    title: messages.deviceUpdatedAt,
    dataIndex: 'updatedAt',
    key: 'updatedAt',
    render: (at: number) => formatDateTime(at),
  },
];

/**
 * The rollout's devices, paged on the server and filtered by stage, reason and phase (all in the
 * URL), live while the rollout runs; Export CSV downloads every device with the same filters.
 */
export function DeviceTable({ rollout }: { rollout: Rollout }) {
  const { filters, page, setPage, setFilters } = useDeviceParams();
  const query = { ...filters, page, size: DEVICE_PAGE_SIZE };
  const devices = useQuery(rolloutDevicesQuery(rollout.rolloutId, query, isRolloutLive(rollout)));
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await saveRolloutDevicesCsv(rollout.rolloutId, filters);
    } catch (error) {
      showAlert('danger', errorText(error, messages.exportDevicesFailed));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Card title={<h2 className="card-title">{messages.rolloutDevices}</h2>} size="small">
      <Flex vertical gap="small">
        <Flex gap="small" wrap justify="space-between">
          <Flex gap="small" wrap>
            <DeviceFilterSelects filters={filters} phaseCount={rollout.phases.length} onChange={setFilters} />
          </Flex>
          <Button icon={<DownloadOutlined aria-hidden />} loading={exporting} onClick={exportCsv}>
            {messages.exportDevicesCsv}
          </Button>
        </Flex>
        <CallError error={devices.error} fallback={messages.rolloutDevicesFailed} />
        <Table<RolloutDevice>
          rowKey="deviceId"
          size="small"
          columns={columns}
          dataSource={devices.data?.devices ?? []}
          loading={devices.isPending}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <EmptyState text={messages.noDataFound} /> }}
          pagination={{
            current: page + 1,
            pageSize: DEVICE_PAGE_SIZE,
            total: devices.data?.total ?? 0,
            showSizeChanger: false,
            onChange: (next) => setPage(next - 1),
          }}
        />
      </Flex>
    </Card>
  );
}
