import { firmwareDistribution } from '@console/contracts/firmware';
import {
  type Bucket,
  getGeographicalDist,
  getOnboardByModel,
  getOnboardCount,
  getOnboardCountAc,
  lifecycleDrill,
  metricsDayOf,
  periodBuckets,
  toDmy,
} from '@console/contracts/insights';
import { messages } from '@console/contracts/messages';
import { PATHS } from '@console/contracts/paths';
import { fleetLinkOf } from '@console/contracts/segments';
import { clickChartPoint } from '@test/chart-click';
import { answer, FakeStatus, fakeApi } from '@test/fake-api';
import { currentUrl, renderScreen, signedInAs } from '@test/render-screen';
import { typeDay } from '@test/type-day';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import MetricsChartPage from './metrics-chart-page';

/** Graph 1 opened, Date Range chosen and an end before the start typed (10th, then the 5th). */
async function typeReversedRange(...more: Parameters<typeof fakeApi>) {
  signedInAs(['CUSTOMERSUPPORTL4'], 5);
  const calls = fakeApi(
    answer(getOnboardCount, () => ({ data: [] })),
    ...more,
  );
  renderScreen(<MetricsChartPage />, { path: PATHS.metricsChart, url: PATHS.metricsChart });
  await waitFor(() => expect(calls).toHaveLength(1));
  fireEvent.click(screen.getByRole('radio', { name: 'Date Range' }));
  const [start, end] = document.querySelectorAll<HTMLInputElement>('.ant-picker-range input');
  typeDay(start as HTMLInputElement, '10-10-2026');
  typeDay(end as HTMLInputElement, '05-10-2026');
  return { calls, start: start as HTMLInputElement, end: end as HTMLInputElement };
}

describe('Metrics Chart, Date Range', { timeout: 30_000 }, () => {
  it("keeps an end before the start as chosen and says 'End date must be after start date.'", async () => {
    const { calls, start, end } = await typeReversedRange();
    // Not swapped: the start stays the 10th, the end the 5th.
    await waitFor(() => expect(end.value).toBe('05-10-2026'));
    expect(start.value).toBe('10-10-2026');
    fireEvent.click(screen.getByRole('button', { name: messages.filter }));
    expect(await screen.findByText(messages.metricsEndBeforeStart)).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(document.querySelector('.ant-picker-range.ant-picker-status-error')).toBeTruthy();
  });
});

// Issue 29: a reload showed graph 1 again, whichever graph was chosen.
describe('Metrics Chart, the chosen graph in the link', { timeout: 30_000 }, () => {
  it('opens the graph the URL names, and keeps a newly chosen one there', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    const calls = fakeApi(
      answer(getOnboardCountAc, () => ({ data: [] })),
      answer(getOnboardCount, () => ({ data: [] })),
    );
    renderScreen(<MetricsChartPage />, { path: PATHS.metricsChart, url: `${PATHS.metricsChart}?graph=11` });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toContain(getOnboardCountAc.path);
    expect(screen.getByText('11 Onboard Statistics - AC')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: messages.graphType }));
    fireEvent.click(await screen.findByTitle('1 Onboard Statistics - Others'));
    await waitFor(() => expect(currentUrl()).toBe(PATHS.metricsChart));
    await waitFor(() => expect(calls).toHaveLength(2));
  });
});

/** Chooses a graph with the keyboard (the list draws only its first options in jsdom). */
const chooseGraph = async (label: string) => {
  const select = screen.getByRole('combobox', { name: messages.graphType });
  fireEvent.mouseDown(select);
  const down = (n: number) => {
    for (let i = 0; i < n; i++) fireEvent.keyDown(select, { key: 'ArrowDown', keyCode: 40 });
  };
  // The list opens on its first option; the graphs in the list's order.
  const ids = ['1', '11', '2', '12', '3', '4', '10', '5', '6', '7', '8', '9', '13', '14'];
  down(ids.indexOf(label.split(' ')[0] ?? ''));
  fireEvent.keyDown(select, { key: 'Enter', keyCode: 13 });
  await waitFor(() => expect(select.closest('.ant-select')?.textContent).toContain(label));
};

// Walk findings: after choosing another graph the last graph's refused range came along ('Dta not
// found' on graph 8), and leaving graph 5 sent its call with the next graph's query (a 400).
describe('Metrics Chart, choosing another graph', { timeout: 30_000 }, () => {
  it("sends each graph's call with its own query only", async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    const calls = fakeApi(
      answer(firmwareDistribution, () => ({
        totalDevices: 0,
        totalOnboardedDevices: 0,
        totalFirmwareVersions: 0,
        firmwareDistribution: [],
      })),
      answer(getGeographicalDist, ({ query }) => {
        // As the server's schema: graph 5 needs its day.
        if (!query.get('onDate')) throw new FakeStatus(400, { message: 'onDate' });
        return { data: [] };
      }),
    );
    renderScreen(<MetricsChartPage />, { path: PATHS.metricsChart, url: `${PATHS.metricsChart}?graph=5` });
    expect(await screen.findByText(messages.metricsDateMissing)).toBeTruthy();
    await chooseGraph('6 Firmware distribution Analytics');
    await waitFor(() => expect(calls.some((c) => c.url.startsWith(firmwareDistribution.path))).toBe(true));
    expect(calls.filter((c) => c.url.startsWith(getGeographicalDist.path))).toEqual([]);
  });

  it('starts the next graph at Daily, and an empty answer reads No Data found', async () => {
    const { calls } = await typeReversedRange(answer(getOnboardByModel, () => ({ data: [] })));
    fireEvent.click(screen.getByRole('button', { name: messages.filter }));
    expect(await screen.findByText(messages.metricsEndBeforeStart)).toBeTruthy();

    await chooseGraph('8 Onboarded device Count by Model Number');
    await waitFor(() => expect(calls.at(-1)?.url).toContain(getOnboardByModel.path));
    expect(calls.at(-1)?.url).toContain('dateType=daily');
    expect((screen.getByRole('radio', { name: 'Daily' }) as HTMLInputElement).checked).toBe(true);
    expect(document.querySelector('.ant-picker-range')).toBeNull();
    const models = screen.getByRole('group', { name: messages.models });
    expect(await within(models).findByText(messages.noDataFound)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText(messages.noDataFound)).toHaveLength(2));
    expect(screen.queryByText(messages.metricsDateMissing)).toBeNull();
  });
});

// Issue 32: a bar opens Fleet Search on the devices behind it.
describe('Metrics Chart drill-through', { timeout: 30_000 }, () => {
  const today = metricsDayOf(Date.now() / 1000);
  const days = periodBuckets({ dateType: 'daily' }, today);
  const points = days.map((b, i) => ({
    date: toDmy(b.start),
    totalCount: i === 5 ? 3 : 0,
    deviceCategories: (i === 5 ? { AC: 2, CAC: 1 } : {}) as Record<string, number>,
  }));

  it('opens Fleet Search on the devices onboarded in the bar’s day and category, saying how they can differ', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    fakeApi(answer(getOnboardCountAc, () => ({ data: points })));
    renderScreen(<MetricsChartPage />, { path: PATHS.metricsChart, url: `${PATHS.metricsChart}?graph=11` });
    expect(await screen.findByText(messages.chartDrillHint)).toBeTruthy();
    expect(screen.getByText(messages.chartDrillEvents)).toBeTruthy();
    await clickChartPoint(() => screen.queryByTestId('metrics-chart'), 1, 5); // the CAC bar of the sixth day
    const expected = lifecycleDrill('onboard', ['CAC'], days[5] as Bucket);
    expect(currentUrl()).toBe(fleetLinkOf(expected));
  });

  it('stays a chart for a person who may not search the fleet', async () => {
    signedInAs(['FIELDOPERATOR', 'CUSTOMERSUPPORTL4'], 5);
    fakeApi(answer(getOnboardCountAc, () => ({ data: points })));
    renderScreen(<MetricsChartPage />, { path: PATHS.metricsChart, url: `${PATHS.metricsChart}?graph=11` });
    expect(await screen.findByRole('button', { name: messages.downloadChartCsv })).toBeTruthy();
    expect(screen.queryByText(messages.chartDrillHint)).toBeNull();
    await clickChartPoint(() => screen.queryByTestId('metrics-chart'), 1, 5);
    expect(currentUrl()).toBe(`${PATHS.metricsChart}?graph=11`);
  });

  it('downloads the rows the chart drew as CSV', async () => {
    signedInAs(['CUSTOMERSUPPORTL4'], 5);
    fakeApi(answer(getOnboardCountAc, () => ({ data: points })));
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => {
      saved.push(b);
      return 'blob:chart';
    });
    URL.revokeObjectURL = vi.fn();
    renderScreen(<MetricsChartPage />, { path: PATHS.metricsChart, url: `${PATHS.metricsChart}?graph=11` });
    fireEvent.click(await screen.findByRole('button', { name: messages.downloadChartCsv }));
    const text = await (saved[0] as Blob).text();
    expect(text.split('\r\n')[0]).toBe('Date,AC,CAC');
    expect(text.split('\r\n')[6]).toBe(`${toDmy((days[5] as Bucket).start)},2,1`);
  });
});
