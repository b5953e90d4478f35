import type { ChartSpec } from '@console/contracts/insights';
import type { MessageCode } from '@console/contracts/messages';
import type { FleetFilter } from '@console/contracts/segments';
import { Flex, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { saveCsv } from '@/shared/files/save-csv';
import { useFleetDrill } from '@/shared/routing/use-fleet-drill';
import { ChartFooter } from '@/shared/ui/chart-footer';
import { chartFileName, chartRows } from '../chart-rows';

const EChart = lazy(() => import('./echart'));

/**
 * A drawn chart with its drill-through and its data (issue 32): a click on a bar, slice or marker
 * with a filter (`filters[series][index]`) opens Fleet Search on it, for a person who may search
 * the fleet; Download CSV saves the rows the chart drew.
 */
export function ChartPanel({
  spec,
  filters = [],
  notes = [],
}: {
  spec: ChartSpec;
  filters?: (FleetFilter | undefined)[][];
  notes?: MessageCode[];
}) {
  const open = useFleetDrill();
  const drills = open !== null && filters.some((s) => s.some(Boolean));
  const pick = (series: number, index: number) => {
    const filter = filters[series]?.[index];
    if (filter) open?.(filter);
  };
  return (
    <Flex vertical gap="small">
      <Suspense fallback={<Spin />}>
        <EChart spec={spec} onPick={drills ? pick : undefined} />
      </Suspense>
      <ChartFooter
        drills={drills}
        notes={open === null ? [] : notes}
        onDownload={() => saveCsv(chartRows(spec), chartFileName(spec))}
      />
    </Flex>
  );
}
