import { defineModule } from '../../platform/module';
import { createSegmentsServices, type SegmentsContext } from './segments.deps';
import { segmentRoutes } from './segments.routes';

export { fleetCondition } from './fleet-filter.queries';

/**
 * Fleet search, saved segments and bulk actions on them (issue 32): its worker is the bulk action
 * runner, on every server.
 */
export const segmentsModule = defineModule({
  name: 'segments',
  services: (ctx: SegmentsContext) => createSegmentsServices(ctx),
  routes: segmentRoutes,
  workers: (deps, runtime) => ({
    start: async () => deps.runner.start(runtime.log),
    stop: () => deps.runner.stop(),
  }),
});
