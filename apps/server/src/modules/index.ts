import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';
import { authRoutes } from './auth/auth.routes';
import { mfaRoutes } from './auth/mfa.routes';
import { passwordRoutes } from './auth/password.routes';
import { dealerRoutes } from './dealers/dealers.routes';
import { deviceActionRoutes } from './device-actions/device-actions.routes';
import { deviceHistoryRoutes } from './device-history/device-history.routes';
import { deviceLogRoutes } from './device-logs/device-logs.routes';
import { deviceModelRoutes } from './device-models/device-models.routes';
import { deviceRoutes } from './devices/devices.routes';
import { fileRoutes } from './files/files.routes';
import { firmwareRoutes } from './firmware/firmware.routes';
import { fotaJobRoutes } from './fota-jobs/fota-jobs.routes';
import { healthRoutes } from './health/health.routes';
import { homeRoutes } from './homes/homes.routes';
import { iduConfigRoutes } from './idu-config/idu-config.routes';
import { incidentEmailRoutes } from './incident-email/incident-email.routes';
import { rolloutRoutes } from './rollouts/rollouts.routes';
import { tenantRoutes } from './tenants/tenants.routes';
import { userRoutes } from './users/users.routes';
import { warrantyRoutes } from './warranty/warranty.routes';

/** Every module's routes, in the order they are registered. */
export const moduleRoutes: ((deps: AppDeps) => FastifyPluginAsyncZod)[] = [
  healthRoutes,
  tenantRoutes,
  authRoutes,
  mfaRoutes,
  passwordRoutes,
  userRoutes,
  deviceRoutes,
  deviceLogRoutes,
  fileRoutes,
  firmwareRoutes,
  homeRoutes,
  warrantyRoutes,
  deviceHistoryRoutes,
  deviceModelRoutes,
  deviceActionRoutes,
  incidentEmailRoutes,
  dealerRoutes,
  iduConfigRoutes,
  rolloutRoutes,
  fotaJobRoutes,
];
