import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { messages } from '@console/contracts/messages';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleContext } from './modules';
import { trackRouteAccess } from './platform/auth/route-access';
import { watchSessionRevocations } from './platform/auth/session-revocations';
import { auditTokenCalls } from './platform/auth/token-calls';
import { watchTableChanges } from './platform/db/read-cache';
import { connectionLimits } from './platform/http/connection-limits';
import { body, registerErrorHandler } from './platform/http/error-handler';
import { registerOpenApi } from './platform/http/openapi';
import { OneLineRequestLog } from './platform/http/request-log';
import { lazyRequestLogger } from './platform/http/request-logger';
import { registerRequestMetrics } from './platform/http/request-metrics';
import { responseSerializer } from './platform/http/response-serializer';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { registerWellFormedText } from './platform/http/well-formed-text';
import type { Area } from './platform/module';

const here = dirname(fileURLToPath(import.meta.url));
const tenantAssets = resolve(here, '../public/tenant-assets');
const defaultConsoleDist = resolve(here, '../../console/dist');

/** The composition root: platform plugins, then every area's routes (in the list's order, modules/index.ts). */
export async function buildApp(
  deps: ModuleContext,
  areas: readonly Area[],
  options: { logger?: FastifyServerOptions['logger'] } = {},
) {
  const app = Fastify({
    logger: options.logger ?? false,
    // One line per request, query strings left out; each request's logger made when it writes.
    logController: new OneLineRequestLog(),
    ...(options.logger && { childLoggerFactory: lazyRequestLogger }),
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    // Bounds on slow or stalled clients: silence, headers, a whole request (HTTP_*_TIMEOUT_SECONDS).
    ...connectionLimits(deps.config),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(deps.config.RESPONSE_CHECK));

  await registerSecurityHeaders(app);
  await registerOpenApi(app);
  registerErrorHandler(app);
  registerWellFormedText(app);
  registerRequestMetrics(app, deps.metrics);
  trackRouteAccess(app);
  auditTokenCalls(app, deps.db);

  for (const area of areas) if (area.routes) await app.register(area.routes);
  // Logouts and password changes on other servers reach this one's session cache at once.
  const stopWatchingRevocations = await watchSessionRevocations(deps.database);
  const stopWatchingTables = await watchTableChanges(deps.database);
  // Background jobs and listeners use the database; they stop before whoever closes the app closes it.
  app.addHook('onClose', async () => {
    await deps.jobs.stop();
    await stopWatchingRevocations();
    await stopWatchingTables();
    await deps.rateLimits.close();
  });

  await app.register(fastifyStatic, { root: tenantAssets, prefix: '/tenant-assets/', decorateReply: false });
  await app.register(
    consolePlugin(deps.config.CONSOLE_DIST ? resolve(deps.config.CONSOLE_DIST) : defaultConsoleDist),
  );
  return app;
}

/** The built console at `/` (when built), every other browser path answered by its index.html. */
const consolePlugin = (dist: string) =>
  fp(async (app: FastifyInstance) => {
    const built = existsSync(join(dist, 'index.html'));
    // wildcard: files are looked up per request, so a rebuilt console is served without a restart.
    if (built) await app.register(fastifyStatic, { root: dist, prefix: '/', wildcard: true });
    app.setNotFoundHandler((request, reply) => {
      const api = /^\/(simplifi|docs|healthz|metrics|tenant-assets)(\/|$)/.test(request.url);
      if (!built || request.method !== 'GET' || api) {
        return reply.status(404).send(body(404, 'notFound', messages.notFound));
      }
      return reply.sendFile('index.html', dist);
    });
  });
