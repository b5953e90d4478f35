import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { auditLog } from '../../platform/db/schema';

/* Index walked: `audit_log_tenant_at` (tenant_id, at), backwards: newest first. */

/** The tenant's newest entries. */
export async function findAuditPage(db: Db, tenantId: string, size: number) {
  const t = auditLog;
  const rows = await db
    .select({
      id: t.id,
      at: t.at,
      actorName: t.actorName,
      action: t.action,
      entity: t.entity,
      entityId: t.entityId,
      detail: t.detail,
      ip: t.ip,
    })
    .from(t)
    .where(eq(t.tenantId, tenantId))
    .orderBy(desc(t.at), desc(t.id))
    .limit(size);
  return rows.map((r) => ({ ...r, at: r.at.getTime() }));
}
