import { apiTokensModule } from './api-tokens';
import { auditLogModule } from './audit-log';
import { authModule } from './auth';
import type { AreaModule } from './context';
import { dealersModule } from './dealers';
import { demoModule } from './demo';
import { deviceActionsModule } from './device-actions';
import { deviceHistoryModule } from './device-history';
import { deviceLogsModule } from './device-logs';
import { deviceModelsModule } from './device-models';
import { devicesModule } from './devices';
import { feedbackModule } from './feedback';
import { filesModule } from './files';
import { firmwareModule } from './firmware';
import { fotaJobsModule } from './fota-jobs';
import { healthModule } from './health';
import { homesModule } from './homes';
import { iduConfigModule } from './idu-config';
import { incidentEmailModule } from './incident-email';
import { insightsModule } from './insights';
import { manufacturedDevicesModule } from './manufactured-devices';
import { notificationsModule } from './notifications';
import { qrCodesModule } from './qr-codes';
import { rolloutsModule } from './rollouts';
import { segmentsModule } from './segments';
import { ssoModule } from './sso';
import { telemetryModule } from './telemetry';
import { tenantsModule } from './tenants';
import { timelineModule } from './timeline';
import { usersModule } from './users';
import { warrantyModule } from './warranty';
import { webhooksModule } from './webhooks';

export { type AreaModule, createModuleContext, type ModuleContext } from './context';

/**
 * Every area of the server, one line each. Routes register in this order; workers start in this
 * order (the demo data first, then scheduled FOTA jobs, then the MQTT ingest and command channel)
 * and stop in the reverse.
 */
export const modules: readonly AreaModule[] = [
  demoModule,
  healthModule,
  tenantsModule,
  authModule,
  usersModule,
  devicesModule,
  deviceLogsModule,
  filesModule,
  firmwareModule,
  homesModule,
  warrantyModule,
  deviceHistoryModule,
  deviceModelsModule,
  deviceActionsModule,
  incidentEmailModule,
  dealersModule,
  feedbackModule,
  iduConfigModule,
  manufacturedDevicesModule,
  qrCodesModule,
  rolloutsModule,
  fotaJobsModule,
  insightsModule,
  notificationsModule,
  telemetryModule,
  auditLogModule,
  segmentsModule,
  apiTokensModule,
  ssoModule,
  timelineModule,
  webhooksModule,
];
