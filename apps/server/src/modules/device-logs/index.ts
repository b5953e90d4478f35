import { defineModule } from '../../platform/module';
import { deviceLogRoutes } from './device-logs.routes';

/** Status, diagnostic, connection and activity logs and their reports. */
export const deviceLogsModule = defineModule({ name: 'device-logs', routes: deviceLogRoutes });

export { findReportPage } from './device-logs.queries';
export { diagnosticGroupOf, toReportRow } from './log-fields';
