import { defineModule } from '../../platform/module';
import { auditLogRoutes } from './audit-log.routes';

export { runAuditVerify } from './audit-verify-command';

/** The Audit Log: reading what platform/audit records, exporting it and verifying its hash chain. */
export const auditLogModule = defineModule({ name: 'audit-log', routes: auditLogRoutes });
