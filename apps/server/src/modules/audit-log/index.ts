import { defineModule } from '../../platform/module';
import { auditLogRoutes } from './audit-log.routes';

/** The Audit Log: reading what platform/audit records. */
export const auditLogModule = defineModule({ name: 'audit-log', routes: auditLogRoutes });
