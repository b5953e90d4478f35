import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlatformContext } from '../../platform/context';
import { defineModule } from '../../platform/module';
import { healthRoutes } from './health.routes';
import { metricsRoutes } from './metrics.routes';

const routes =
  (
    deps: Pick<
      PlatformContext,
      'config' | 'database' | 'files' | 'jobs' | 'metrics' | 'mqttConnected' | 'rateLimits'
    >,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(healthRoutes(deps));
    await app.register(metricsRoutes(deps));
  };

/** Liveness and readiness (/healthz) and Prometheus metrics (/metrics). */
export const healthModule = defineModule({ name: 'health', routes });
