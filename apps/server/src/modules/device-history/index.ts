import { defineModule } from '../../platform/module';
import { deviceHistoryRoutes } from './device-history.routes';

/** A device's history. */
export const deviceHistoryModule = defineModule({ name: 'device-history', routes: deviceHistoryRoutes });

/** Device Info's offboarding adds its line to the onboard history this area keeps. */
export { recordOffboarding } from './device-history.queries';
