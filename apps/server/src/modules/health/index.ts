import type { AreaModule } from '../context';
import { healthRoutes } from './health.routes';

/** Liveness and readiness (/healthz). */
export const healthModule: AreaModule = { name: 'health', routes: healthRoutes };
