import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';
import { authRoutes } from './auth/auth.routes';
import { mfaRoutes } from './auth/mfa.routes';
import { deviceLogRoutes } from './device-logs/device-logs.routes';
import { deviceRoutes } from './devices/devices.routes';
import { healthRoutes } from './health/health.routes';
import { tenantRoutes } from './tenants/tenants.routes';
import { userRoutes } from './users/users.routes';

/** Every module's routes, in the order they are registered. */
export const moduleRoutes: ((deps: AppDeps) => FastifyPluginAsyncZod)[] = [
  healthRoutes,
  tenantRoutes,
  authRoutes,
  mfaRoutes,
  userRoutes,
  deviceRoutes,
  deviceLogRoutes,
];
