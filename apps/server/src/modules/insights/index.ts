import { defineModule } from '../../platform/module';
import { createInsightsServices, type InsightsContext } from './insights.deps';
import { insightsRoutes } from './insights.routes';

/**
 * Fleet insights: DAC statistics, download statistics, the metrics portal and the Product Metrics
 * images, answered from the activity rollups (docs/decisions/0020-insights-rollups.md, 0022). Its
 * workers redraw the images on their schedule and prune raw activity older than the retention.
 */
export const insightsModule = defineModule({
  name: 'insights',
  services: (ctx: InsightsContext) => createInsightsServices(ctx),
  routes: insightsRoutes,
  workers: ({ config, productMetrics, retention }, runtime) => ({
    async start() {
      await productMetrics.startWorker(runtime.log);
      await retention.startWorker(runtime.log, config.INSIGHTS_RETENTION_START_DELAY_SECONDS);
    },
    async stop() {
      await retention.stopWorker();
      await productMetrics.stopWorker();
    },
  }),
});

/** The retention's deletion, which `seed:scale` runs on the raw week it loads. */
export { pruneActivity } from './activity-retention.service';
/** The 13 images' chart specs for one scope (the bench times them at scale). */
export { productMetricsFigures } from './product-metrics.figures';
/** ECharts and resvg load only when something draws. */
export const loadChartRenderer = () => import('./product-metrics.render');
