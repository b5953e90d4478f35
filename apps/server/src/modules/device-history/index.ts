import type { AreaModule } from '../context';
import { deviceHistoryRoutes } from './device-history.routes';

/** A device's history. */
export const deviceHistoryModule: AreaModule = { name: 'device-history', routes: deviceHistoryRoutes };
