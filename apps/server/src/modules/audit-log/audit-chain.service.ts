import { Readable } from 'node:stream';
import { audit } from '../../platform/audit/audit';
import type { RequestAuth } from '../../platform/auth/request-auth';
import type { Db } from '../../platform/db/client';
import { walkAuditChain } from './audit-chain';

/**
 * The Audit Log screen's Verify chain (rule `auditLog`): the caller's tenant's chain walked as NDJSON
 * lines, progress then the result. The verification is recorded with its result before the result
 * line is sent, so the head it saw is sealed into the chain that follows (decision 0037).
 */
export function createAuditChainService(deps: { db: Db }) {
  const { db } = deps;
  return {
    verify(auth: RequestAuth, ip: string): Readable {
      async function* lines() {
        for await (const line of walkAuditChain(db, auth.tenantId)) {
          if ('result' in line) {
            const { checked, head, problem, problems } = line.result;
            await audit(db, auth, {
              action: 'audit.chain.verified',
              entity: 'audit_log',
              entityId: head ? String(head.entryId) : null,
              ip,
              detail: { checked, intact: problem === null, head, problem, problems },
            });
          }
          yield `${JSON.stringify(line)}\n`;
        }
      }
      return Readable.from(lines());
    },
  };
}
