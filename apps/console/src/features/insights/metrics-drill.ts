import {
  activeDrill,
  bucketOfPoint,
  CONTROLLERS,
  cityDrill,
  firmwareDrill,
  groupCategories,
  lifecycleDrill,
  type PeriodAsked,
  parseDmy,
} from '@console/contracts/insights';
import type { MessageCode } from '@console/contracts/messages';
import type { FleetFilter } from '@console/contracts/segments';
import type { ChartOptions, Graph, Point } from './metrics-graphs';
import { seriesKeys } from './metrics-graphs';

/*
 * Which Fleet Search filter each drawn point of a Metrics Chart graph opens (issue 32), in the
 * order chartOf draws them: `filters[series][point]`, undefined where a point counts no devices
 * (users, sessions, controls) or cannot be reproduced. `notes` say where the chart's number and
 * the devices listed can differ (the rules are in contracts' drill-through).
 */

export interface MetricsDrill {
  filters: (FleetFilter | undefined)[][];
  notes: MessageCode[];
}

/** What was asked of the graph: the call's query and path parameters. */
export interface DrillAsked {
  query: Record<string, string>;
  params?: Record<string, string>;
}

const NONE: MetricsDrill = { filters: [], notes: [] };

export function drillOf(
  graph: Graph,
  answer: unknown,
  options: ChartOptions,
  asked: DrillAsked,
  today: string,
): MetricsDrill {
  const data = ((answer as { data?: Point[] })?.data ?? []) as Point[];
  const period = asked.query as PeriodAsked;
  /** One filter per point of the dated series (a bucket of the period each). */
  const perBucket = (make: (bucket: { start: string; end: string }) => FleetFilter) =>
    data.map((p) => {
      const bucket = bucketOfPoint(period, String(p.date), today);
      return bucket ? make(bucket) : undefined;
    });
  const events: MessageCode[] = ['chartDrillEvents'];
  switch (graph.id) {
    case 1:
    case 2:
    case 11:
    case 12: {
      const kind = graph.id === 1 || graph.id === 11 ? 'onboard' : 'offboard';
      const filters = seriesKeys(data, 'deviceCategories').map((key) =>
        perBucket((b) => lifecycleDrill(kind, graph.id > 10 ? [key] : groupCategories(key), b)),
      );
      return { filters, notes: events };
    }
    case 3: {
      const categories = groupCategories(asked.params?.category ?? '');
      return { filters: [[], perBucket((b) => lifecycleDrill('onboard', categories, b))], notes: events };
    }
    case 8: {
      const categories = groupCategories(asked.query.category ?? '');
      const filters = seriesKeys(data, 'modelCategories', options.models).map((model) =>
        perBucket((b) => lifecycleDrill('onboard', categories, b, model)),
      );
      return { filters, notes: events };
    }
    case 4: {
      const day = parseDmy(asked.query.onDate ?? '');
      if (!day) return NONE;
      const shown = CONTROLLERS.filter((c) => options.controllers.includes(c.code));
      return {
        filters: [shown.map((c) => activeDrill(day, { controllers: [c.code] }))],
        notes: ['chartDrillRecentDays'],
      };
    }
    case 9: {
      const day = parseDmy(asked.query.startDate ?? '');
      if (!day) return NONE;
      const size = options.hours;
      const bars = Array.from({ length: 24 / size }, (_, i) =>
        activeDrill(day, { hours: Array.from({ length: size }, (_, k) => i * size + k) }),
      );
      return {
        filters: [bars],
        notes: size > 1 ? ['chartDrillRecentDays', 'chartDrillHours'] : ['chartDrillRecentDays'],
      };
    }
    case 5: {
      // Only today's map: an earlier day's devices are not kept by city.
      if (parseDmy(asked.query.onDate ?? '') !== today)
        return { filters: [], notes: ['chartDrillTodayOnly'] };
      return { filters: [data.map((p) => cityDrill(String(p.name)))], notes: [] };
    }
    case 6: {
      const rows =
        (answer as { firmwareDistribution?: { firmwareVersion: string }[] })?.firmwareDistribution ?? [];
      const scope = { category: asked.query.category ?? '', brand: asked.query.brand ?? '' };
      return {
        filters: [rows.map((r) => firmwareDrill(scope, r.firmwareVersion))],
        notes: ['chartDrillCountries'],
      };
    }
    default:
      return NONE;
  }
}
