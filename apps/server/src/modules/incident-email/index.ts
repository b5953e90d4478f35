import { defineModule } from '../../platform/module';
import { incidentEmailRoutes } from './incident-email.routes';

/** Incident reports by e-mail. */
export const incidentEmailModule = defineModule({ name: 'incident-email', routes: incidentEmailRoutes });
