import type { PlatformContext } from '../../platform/context';
import { createActivityRetention } from './activity-retention.service';
import { createProductMetrics } from './product-metrics.service';

/** What the insights area takes from the composition root. */
export type InsightsContext = Pick<PlatformContext, 'config' | 'db' | 'files' | 'guard' | 'jobs'>;

/** The Product Metrics images its routes serve and its workers redraw, and the raw-activity retention. */
export function createInsightsServices({ config, db, files, jobs }: InsightsContext) {
  return {
    productMetrics: createProductMetrics({ db, files, jobs }),
    retention: createActivityRetention({ db, jobs, rawDays: config.INSIGHTS_RAW_EVENT_DAYS }),
  };
}

export type InsightsDeps = InsightsContext & ReturnType<typeof createInsightsServices>;
