import type { AreaModule } from '../context';
import { insightsRoutes } from './insights.routes';

/**
 * Fleet insights: DAC statistics, download statistics and the metrics portal, answered from the
 * activity rollups (docs/decisions/0020-insights-rollups.md).
 */
export const insightsModule: AreaModule = { name: 'insights', routes: insightsRoutes };
