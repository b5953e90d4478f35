import {
  type AuditExportQuery,
  type AuditLogPage,
  auditRangeProblem,
  type listAuditLog,
} from '@console/contracts/audit-log';
import type { z } from 'zod';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import { badRequest } from '../../platform/http/errors';
import { type AuditFilter, findAuditActions, findAuditPage } from './audit-log.queries';

/** The viewer's clock may run ahead of the server's by this much on "not in the future". */
const CLOCK_SKEW_SECONDS = 300;

type AuditLogQuery = z.output<(typeof listAuditLog)['query']>;
/** The filters as the list and the exports take them (parsed). */
export type AuditFilters = z.output<typeof AuditExportQuery>;

/** The filters of the caller's tenant, refused with the range rule's message when the dates break it. */
export function auditFilterOf(tenantId: string, query: AuditFilters): AuditFilter {
  const problem = auditRangeProblem(query, Math.floor(Date.now() / 1000), CLOCK_SKEW_SECONDS);
  if (problem) throw badRequest(problem);
  return {
    tenantId,
    action: query.action,
    actor: query.actor,
    entityId: query.entityId,
    from: query.from === undefined ? undefined : new Date(query.from * 1000),
    // The whole last second, to the microsecond.
    until: query.to === undefined ? undefined : new Date((query.to + 1) * 1000),
  };
}

/**
 * The Audit Log of the caller's tenant (rule `auditLog`). Entries without a tenant (a sign-in
 * attempt for an unknown tenant) are nobody's to read.
 */
export function createAuditLogService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async list(auth: RequestAuth, query: AuditLogQuery): Promise<AuditLogPage> {
      const filter = { ...auditFilterOf(auth.tenantId, query), before: query.before };
      // One more than the page, to know whether another follows.
      const rows = await findAuditPage(db, filter, query.size + 1);
      const entries = rows.slice(0, query.size).map((e) => ({ ...e, at: e.at.getTime() }));
      return { entries, next: rows.length > query.size ? (entries.at(-1)?.id ?? null) : null };
    },

    actions: (auth: RequestAuth) => findAuditActions(db, auth.tenantId),
  };
}
