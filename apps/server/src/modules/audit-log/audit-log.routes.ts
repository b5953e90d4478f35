import { listAuditLog } from '@console/contracts/audit-log';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/guard';
import { routeOptions } from '../../platform/http/route-options';
import type { ModuleContext } from '../context';
import { findAuditPage } from './audit-log.queries';

/* Access: level above 4 or a cloud admin (rule `auditLog`), each their own tenant's entries only. */
const tags = ['audit-log'];

export const auditLogRoutes =
  (deps: ModuleContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      listAuditLog.path,
      routeOptions(listAuditLog, { tags, preValidation: deps.guard('auditLog') }),
      async (request) => ({
        entries: await findAuditPage(deps.db, authOf(request).tenantId, request.query.size),
      }),
    );
  };
