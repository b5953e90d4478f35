import type { AreaModule } from '../context';
import { deviceLogRoutes } from './device-logs.routes';

/** Status, diagnostic, connection and activity logs and their reports. */
export const deviceLogsModule: AreaModule = { name: 'device-logs', routes: deviceLogRoutes };

export { csvLine } from './csv';
export { byDevice, type DeviceKey, findReportPage, type Page } from './device-logs.queries';
export { diagnosticGroupOf, toReportRow } from './log-fields';
