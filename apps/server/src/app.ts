import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { messages } from '@console/contracts/messages';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import { moduleRoutes } from './modules';
import { body, registerErrorHandler } from './platform/http/error-handler';

const here = dirname(fileURLToPath(import.meta.url));
const tenantAssets = resolve(here, '../public/tenant-assets');
const defaultConsoleDist = resolve(here, '../../console/dist');

/** The composition root: platform plugins, then every module's routes (modules/index.ts). */
export async function buildApp(deps: AppDeps, options: { logger?: FastifyServerOptions['logger'] } = {}) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: true,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Ant Design writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // The captcha widget solves its proof of work in a worker.
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
      },
    },
  });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: { info: { title: 'Appliance operations console API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  registerErrorHandler(app);

  for (const routes of moduleRoutes) await app.register(routes(deps));

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
    if (built) await app.register(fastifyStatic, { root: dist, prefix: '/', wildcard: false });
    app.setNotFoundHandler((request, reply) => {
      const api = /^\/(simplifi|docs|healthz|tenant-assets)(\/|$)/.test(request.url);
      if (!built || request.method !== 'GET' || api) {
        return reply.status(404).send(body(404, 'notFound', messages.notFound));
      }
      return reply.sendFile('index.html', dist);
    });
  });
