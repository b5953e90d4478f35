import {
  CATEGORY_GROUPS,
  CONTROLLERS,
  HOUR_BUCKETS,
  type HourBucket,
  isAfterMetricsToday,
  mapShownOn,
  metricsDayOf,
  metricsRangeProblem,
  PERIOD_OPTIONS,
} from '@console/contracts/insights';
import { messages } from '@console/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Checkbox, DatePicker, Flex, Radio, Select, Spin, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { DATE_FORMATS, WIRE_DATE_FORMATS } from '@/shared/format/dates';
import { useUrlTab } from '@/shared/routing/use-url-tab';
import { useSession } from '@/shared/session/use-session';
import { useTenant } from '@/shared/tenant/tenant-context';
import { showAlert } from '@/shared/ui/alert-store';
import { EmptyState } from '@/shared/ui/empty-state';
import { metricsQuery } from '../api/get-metrics';
import { ChartPanel } from '../components/chart-panel';
import { drillOf } from '../metrics-drill';
import { chartOf, GRAPHS, type Graph, modelsOf } from '../metrics-graphs';

/** The graphs by id, as kept in the URL (`?graph=5`; none for the first). */
const GRAPH_KEYS = GRAPHS.map((g) => String(g.id));
/** The metrics calls' days (spec 002 section 9), and the day the range rules read. */
const { dayMonthYear: DMY, isoDay: DAY } = WIRE_DATE_FORMATS;

/** What was asked, and of which graph: a call never goes out with another graph's query. */
type Asked = { graphId: number; query: Record<string, string>; params?: Record<string, string> } | null;

/** The query of a graph from the controls, or the message that stops it (spec 002 section 5). */
function inputOf(
  graph: Graph,
  c: {
    period: number;
    range: [Dayjs | null, Dayjs | null];
    onDate: Dayjs | null;
    category: string;
    brand: string;
  },
): { input?: NonNullable<Asked>; problem?: string } {
  const query: Record<string, string> = {};
  if (graph.controls === 'period') {
    const preset = PERIOD_OPTIONS.find((p) => p.value === c.period)?.dateType;
    if (preset) query.dateType = preset;
    else {
      const [start, end] = c.range;
      const problem = metricsRangeProblem(start?.format(DAY), end?.format(DAY));
      if (problem) return { problem: messages[problem] };
      query.startDate = (start as Dayjs).format(DMY);
      query.endDate = (end as Dayjs).format(DMY);
    }
  }
  if (graph.controls === 'date') {
    if (!c.onDate) return { problem: messages.metricsDateMissing };
    query[graph.id === 9 ? 'startDate' : 'onDate'] = c.onDate.format(DMY);
    if (graph.id === 10) query.subject = 'user';
  }
  if (graph.id === 8 || graph.id === 14) query.category = c.category;
  if (graph.id === 6) Object.assign(query, { category: c.category, brand: c.brand });
  const params = graph.id === 3 ? { params: { category: c.category } } : {};
  return { input: { graphId: graph.id, query, ...params } };
}

/**
 * Metrics Chart (spec 002 sections 2, 4 and 5): the 14 graph types with their controls. Period
 * graphs: Daily, Weekly, Monthly or a Date Range (at most 90 days) and Filter; single-day graphs:
 * a date and Search ('Dta not found' without one); controller checkboxes, a category select, model
 * checkboxes (graph 8, the models of the answer), hours per bar (graph 9); Daily resets to the last
 * days, and so does choosing another graph. Empty answers read 'No Data found'.
 */
export default function MetricsChartPage() {
  const session = useSession();
  const map = mapShownOn(window.location.hostname, useTenant());
  const allowed = session?.user.allowedDeviceCategories ?? [];
  const groups = CATEGORY_GROUPS.filter((g) => g.members.some((m) => allowed.includes(m)));
  const brand = session?.user.allowCompanyBrand[0] ?? '';
  // The chosen graph is kept in the URL: a reload or a shared link shows the same graph.
  const [graphKey, setGraphKey] = useUrlTab(GRAPH_KEYS, 'graph');
  const graphId = Number(graphKey);
  const graph = GRAPHS.find((g) => g.id === graphId) as Graph;
  const [period, setPeriod] = useState(1);
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null]>([null, null]);
  const [onDate, setOnDate] = useState<Dayjs | null>(null);
  const [category, setCategory] = useState(groups[0]?.key ?? 'AC');
  const [controllers, setControllers] = useState<string[]>(CONTROLLERS.map((c) => c.code));
  const [models, setModels] = useState<string[] | null>(null);
  const [hours, setHours] = useState<HourBucket>(1);
  const [asked, setAsked] = useState<Asked>(
    () => inputOf(graph, { period: 1, range, onDate, category, brand }).input ?? null,
  );

  // The graph the answer is of: until a newly chosen graph's query is asked, the last one's.
  const askedGraph = GRAPHS.find((g) => g.id === asked?.graphId) ?? graph;
  const rangeReversed =
    metricsRangeProblem(range[0]?.format(DAY), range[1]?.format(DAY)) === 'metricsEndBeforeStart';

  const result = useQuery({
    ...metricsQuery(askedGraph.descriptor, asked ?? { query: {} }),
    enabled: asked !== null,
  });
  useEffect(() => {
    if (result.error) showAlert('danger', errorText(result.error, messages.metricsFailed));
  }, [result.error]);

  const found = modelsOf(result.data);
  const chart = useMemo(() => {
    if (!result.data || asked?.graphId !== graph.id) return null;
    const options = { controllers, models: models ?? found, hours, map };
    // The Fleet Search filter behind each point, for the metrics day it was drawn on.
    const drill = drillOf(graph, result.data, options, asked, metricsDayOf(Date.now() / 1000));
    return { spec: chartOf(graph, result.data, options), drill };
  }, [graph, asked, result.data, controllers, models, found, hours, map]);

  const ask = (next = { period, range, onDate, category, brand }, g = graph) => {
    const { input, problem } = inputOf(g, next);
    if (problem) {
      showAlert('warning', problem);
      return;
    }
    setModels(null);
    setAsked(input ?? null);
  };
  const chooseGraph = (id: number) => {
    const g = GRAPHS.find((x) => x.id === id) as Graph;
    setGraphKey(String(id));
    // A new graph starts at Daily: the last graph's Date Range (perhaps refused) is not carried over.
    setPeriod(1);
    setRange([null, null]);
    // Period graphs and the firmware pie draw at once; single-day graphs wait for a date.
    if (g.controls === 'date' && !onDate) setAsked(null);
    else ask({ period: 1, range: [null, null], onDate, category, brand }, g);
  };
  const dailyReset = () => {
    setPeriod(1);
    setRange([null, null]);
    ask({ period: 1, range: [null, null], onDate, category, brand });
  };

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={1} className="page-title">
        {messages.metricsChartTitle}
      </Typography.Title>
      <Card>
        <Flex vertical gap="middle">
          <Flex gap="middle" wrap align="center">
            <Select
              aria-label={messages.graphType}
              style={{ minWidth: 380 }}
              value={graphId}
              onChange={chooseGraph}
              options={GRAPHS.map((g) => ({ value: g.id, label: `${g.id} ${g.label}` }))}
            />
            {graph.category ? (
              <Select
                aria-label={messages.deviceCategory}
                style={{ minWidth: 180 }}
                value={category}
                onChange={setCategory}
                options={groups.map((g) => ({ value: g.key, label: g.label }))}
              />
            ) : null}
            {graph.controls === 'none' ? (
              <Button type="primary" onClick={() => ask()}>
                {messages.filter}
              </Button>
            ) : null}
          </Flex>
          {graph.controls === 'period' ? (
            <Flex gap="middle" wrap align="center">
              <Radio.Group
                aria-label={messages.period}
                value={period}
                onChange={(e) => setPeriod(e.target.value)}
                options={PERIOD_OPTIONS.map((p) => ({ value: p.value, label: p.label }))}
              />
              {period === 4 ? (
                <DatePicker.RangePicker
                  format={DATE_FORMATS.pickerDate}
                  value={range}
                  // An end before the start stays as chosen, so Filter can say so (spec 002
                  // section 5); by default the picker swapped the two without a word.
                  order={false}
                  status={rangeReversed ? 'error' : undefined}
                  allowEmpty={[true, true]}
                  disabledDate={(d) => isAfterMetricsToday(d.format(DAY))}
                  onChange={(v) => setRange([v?.[0] ?? null, v?.[1] ?? null])}
                />
              ) : null}
              <Button type="primary" onClick={() => ask()}>
                {messages.filter}
              </Button>
              <Button onClick={dailyReset}>{messages.dailyReset}</Button>
            </Flex>
          ) : null}
          {graph.controls === 'date' ? (
            <Flex gap="middle" wrap align="center">
              <DatePicker
                aria-label={messages.onDate}
                format={DATE_FORMATS.pickerDate}
                value={onDate}
                disabledDate={(d) => isAfterMetricsToday(d.format(DAY))}
                onChange={setOnDate}
              />
              <Button type="primary" onClick={() => ask()}>
                {messages.search}
              </Button>
              {graph.id === 9 ? (
                <Select
                  aria-label={messages.hourlyBucket}
                  value={hours}
                  onChange={setHours}
                  options={HOUR_BUCKETS.map((h) => ({ value: h, label: `${h} h` }))}
                />
              ) : null}
            </Flex>
          ) : null}
          {graph.id === 4 || graph.id === 10 ? (
            <Checkbox.Group
              aria-label={messages.controllers}
              value={controllers}
              onChange={(v) => setControllers(v as string[])}
              options={CONTROLLERS.map((c) => ({ value: c.code, label: c.label }))}
            />
          ) : null}
          {graph.id === 8 ? (
            <Flex gap="small" wrap align="center" role="group" aria-label={messages.models}>
              <Typography.Text strong>{messages.models}:</Typography.Text>
              {found.length > 0 ? (
                <Checkbox.Group
                  value={models ?? found}
                  onChange={(v) => setModels(v as string[])}
                  options={found.map((m) => ({ value: m, label: m }))}
                />
              ) : (
                <Typography.Text type="secondary">{messages.noDataFound}</Typography.Text>
              )}
            </Flex>
          ) : null}
          {result.isFetching ? (
            <Flex justify="center" style={{ minHeight: 460 }} align="center">
              <Spin tip={messages.chartLoading} size="large">
                <div style={{ width: 200 }} />
              </Spin>
            </Flex>
          ) : chart && !chart.spec.empty ? (
            <ChartPanel spec={chart.spec} filters={chart.drill.filters} notes={chart.drill.notes} />
          ) : (
            // 'Dta not found' only for a single-date graph still without a date (spec 002 section 5).
            <EmptyState
              text={graph.controls === 'date' && !asked ? messages.metricsDateMissing : messages.noDataFound}
            />
          )}
        </Flex>
      </Card>
    </Flex>
  );
}
