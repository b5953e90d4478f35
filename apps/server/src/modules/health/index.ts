import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaModule, ModuleContext } from '../context';
import { healthRoutes } from './health.routes';
import { metricsRoutes } from './metrics.routes';

const routes =
  (deps: ModuleContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(healthRoutes(deps));
    await app.register(metricsRoutes(deps));
  };

/** Liveness and readiness (/healthz) and Prometheus metrics (/metrics). */
export const healthModule: AreaModule = { name: 'health', routes };
