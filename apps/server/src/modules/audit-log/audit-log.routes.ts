import type { Readable } from 'node:stream';
import {
  exportAuditLogCsv,
  exportAuditLogNdjson,
  listAuditActions,
  listAuditLog,
  verifyAuditChain,
} from '@console/contracts/audit-log';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/guard';
import type { PlatformContext } from '../../platform/context';
import { routeOptions } from '../../platform/http/route-options';
import { createAuditChainService } from './audit-chain.service';
import { createAuditExport } from './audit-export.service';
import { createAuditLogService } from './audit-log.service';

/*
 * Access: level above 4 or a cloud admin (rule `auditLog`, the menu's rule too), each reading their
 * own tenant's entries only: the main tenant's and every partner's are apart. The exports and the
 * chain's verification read the same entries, so they take the same rule.
 */
const tags = ['audit-log'];

export const auditLogRoutes =
  (deps: Pick<PlatformContext, 'db' | 'guard'>): FastifyPluginAsyncZod =>
  async (app) => {
    const audit = createAuditLogService(deps);
    const exports = createAuditExport(deps);
    const chain = createAuditChainService(deps);
    const guard = deps.guard('auditLog');

    app.get(listAuditLog.path, routeOptions(listAuditLog, { tags, preValidation: guard }), (request) =>
      audit.list(authOf(request), request.query),
    );

    app.get(
      listAuditActions.path,
      routeOptions(listAuditActions, { tags, preValidation: guard }),
      (request) => audit.actions(authOf(request)),
    );

    const sendFile = (reply: FastifyReply, file: { fileName: string; contentType: string; body: Readable }) =>
      reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    app.get(
      exportAuditLogCsv.path,
      routeOptions(exportAuditLogCsv, { tags, preValidation: guard }),
      async (request, reply) =>
        sendFile(reply, await exports.file(authOf(request), request.query, 'csv', request.ip)),
    );
    app.get(
      exportAuditLogNdjson.path,
      routeOptions(exportAuditLogNdjson, { tags, preValidation: guard }),
      async (request, reply) =>
        sendFile(reply, await exports.file(authOf(request), request.query, 'ndjson', request.ip)),
    );

    // The answer is a stream of NDJSON lines (the descriptor's `response` is one line's shape, for
    // the console), so Fastify is given no schema to serialize it with.
    const { response: _line, ...verifyCall } = verifyAuditChain;
    app.post(verifyCall.path, routeOptions(verifyCall, { tags, preValidation: guard }), (request, reply) =>
      reply
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .send(chain.verify(authOf(request), request.ip)),
    );
  };
