import { compareFirmwareVersions, type FirmwareDistribution } from '@console/contracts/firmware';
import { firmwareDrill } from '@console/contracts/insights';
import { messages } from '@console/contracts/messages';
import { Descriptions, Flex, Spin, Table } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { saveCsv } from '@/shared/files/save-csv';
import { useFleetDrill } from '@/shared/routing/use-fleet-drill';
import { ChartFooter } from '@/shared/ui/chart-footer';
import { EmptyState } from '@/shared/ui/empty-state';
import { type DistributionFilters, useFirmwareDistribution } from '../api/get-distribution';
import { ScopeFilters } from './scope-filters';

const DistributionChart = lazy(() => import('./distribution-chart'));

type Row = FirmwareDistribution['firmwareDistribution'][number];

/** The distribution's rows as its CSV holds them, a header first. */
const distributionRows = (data: FirmwareDistribution) => [
  [messages.firmwareVersion, messages.deviceCount, messages.onboardedDeviceCount, messages.percentage],
  ...data.firmwareDistribution.map((r) => [r.firmwareVersion, r.count, r.onboardedCount, r.percentage]),
];

/**
 * Firmware Distribution: filters, pie chart, summary and a sortable table (spec 001 section 2). A
 * slice opens Fleet Search on its devices (issue 32); Download CSV saves the rows.
 */
export function DistributionTab() {
  const [filters, setFilters] = useState<DistributionFilters | null>(null);
  const result = useFirmwareDistribution(filters);
  const data = result.data;
  const open = useFleetDrill();
  const pick =
    open && filters && data
      ? (index: number) => {
          const row = data.firmwareDistribution[index];
          if (row) open(firmwareDrill(filters, row.firmwareVersion));
        }
      : undefined;

  return (
    <Flex vertical gap="middle">
      <ScopeFilters
        third="optionalChipType"
        idPrefix="distribution"
        onFilter={setFilters}
        onReset={() => setFilters(null)}
      />
      {filters === null ? <EmptyState text={messages.distributionHint} /> : null}
      {result.isFetching ? <Spin /> : null}
      {result.isError ? <EmptyState text={errorText(result.error, messages.noDataFound)} /> : null}
      {data && data.totalDevices === 0 ? <EmptyState text={messages.noDataFound} /> : null}
      {data && data.totalDevices > 0 ? (
        <>
          <Suspense fallback={<Spin />}>
            <DistributionChart data={data} onPick={pick} />
          </Suspense>
          <ChartFooter
            drills={pick !== undefined}
            notes={pick ? ['chartDrillCountries'] : []}
            onDownload={() =>
              saveCsv(distributionRows(data), `firmware-distribution-${filters?.category ?? ''}.csv`)
            }
          />
          <Descriptions
            bordered
            size="small"
            column={3}
            items={[
              { key: 't', label: messages.totalDevices, children: data.totalDevices },
              { key: 'o', label: messages.totalOnboardedDevices, children: data.totalOnboardedDevices },
              { key: 'v', label: messages.totalFirmwareVersions, children: data.totalFirmwareVersions },
            ]}
          />
          <Table<Row>
            rowKey="firmwareVersion"
            size="small"
            pagination={false}
            scroll={{ y: '58vh' }}
            dataSource={data.firmwareDistribution}
            columns={[
              { title: messages.sr, key: 'sr', width: 70, render: (_v, _r, i) => i + 1 },
              {
                title: messages.firmwareVersion,
                dataIndex: 'firmwareVersion',
                sorter: (a, b) => compareFirmwareVersions(a.firmwareVersion, b.firmwareVersion),
              },
              { title: messages.deviceCount, dataIndex: 'count', sorter: (a, b) => a.count - b.count },
              {
                title: messages.onboardedDeviceCount,
                dataIndex: 'onboardedCount',
                sorter: (a, b) => a.onboardedCount - b.onboardedCount,
              },
              {
                title: messages.percentage,
                dataIndex: 'percentage',
                sorter: (a, b) => a.percentage - b.percentage,
                render: (p: number) => `${p}%`,
              },
            ]}
          />
        </>
      ) : null}
    </Flex>
  );
}
