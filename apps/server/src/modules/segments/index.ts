import { defineModule } from '../../platform/module';
import { segmentRoutes } from './segments.routes';

export { fleetCondition } from './fleet-filter.queries';

/** Fleet search and saved segments (issue 32): the fleet as one searchable thing. */
export const segmentsModule = defineModule({ name: 'segments', routes: segmentRoutes });
