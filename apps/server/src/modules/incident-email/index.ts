import type { AreaModule } from '../context';
import { incidentEmailRoutes } from './incident-email.routes';

/** Incident reports by e-mail. */
export const incidentEmailModule: AreaModule = { name: 'incident-email', routes: incidentEmailRoutes };
