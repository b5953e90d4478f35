import type { AreaModule } from '../context';
import { insightsRoutes } from './insights.routes';
import { createProductMetrics } from './product-metrics.service';

/**
 * Fleet insights: DAC statistics, download statistics, the metrics portal and the Product Metrics
 * images, answered from the activity rollups (docs/decisions/0020-insights-rollups.md, 0022). Its
 * workers redraw the images on their schedule.
 */
export const insightsModule: AreaModule = {
  name: 'insights',
  routes: insightsRoutes,
  workers: (ctx, runtime) => {
    const productMetrics = createProductMetrics(ctx);
    return {
      start: () => productMetrics.startWorker(runtime.log),
      stop: () => productMetrics.stopWorker(),
    };
  },
};

/** The 13 images' chart specs for one scope (the bench times them at scale). */
export { productMetricsFigures } from './product-metrics.figures';
/** ECharts and resvg load only when something draws. */
export const loadChartRenderer = () => import('./product-metrics.render');
