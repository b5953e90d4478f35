import type { AreaModule } from '../context';
import { auditLogRoutes } from './audit-log.routes';

/** The Audit Log: reading what platform/audit records. */
export const auditLogModule: AreaModule = { name: 'audit-log', routes: auditLogRoutes };
