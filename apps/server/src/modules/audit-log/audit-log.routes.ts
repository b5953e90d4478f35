import { listAuditActions, listAuditLog } from '@console/contracts/audit-log';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/guard';
import type { PlatformContext } from '../../platform/context';
import { routeOptions } from '../../platform/http/route-options';
import { createAuditLogService } from './audit-log.service';

/*
 * Access: level above 4 or a cloud admin (rule `auditLog`, the menu's rule too), each reading their
 * own tenant's entries only: the main tenant's and every partner's are apart.
 */
const tags = ['audit-log'];

export const auditLogRoutes =
  (deps: Pick<PlatformContext, 'db' | 'guard'>): FastifyPluginAsyncZod =>
  async (app) => {
    const audit = createAuditLogService(deps);
    const guard = deps.guard('auditLog');

    app.get(listAuditLog.path, routeOptions(listAuditLog, { tags, preValidation: guard }), (request) =>
      audit.list(authOf(request), request.query),
    );

    app.get(
      listAuditActions.path,
      routeOptions(listAuditActions, { tags, preValidation: guard }),
      (request) => audit.actions(authOf(request)),
    );
  };
