import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  tenantId: string | null;
  actorId?: string | null;
  actorName?: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  detail?: Record<string, unknown>;
  ip?: string | null;
}

/** Records who did what, when, from which tenant. Pass the transaction when inside one. */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}
