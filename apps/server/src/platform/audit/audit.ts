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

/** Who acted: a signed-in person's RequestAuth fits; a job passes the person it runs for. */
export interface AuditActor {
  tenantId: string;
  userId: string;
  userName: string;
}

/** What was done to which entity, beside who did it. */
export type AuditChange = Omit<AuditEntry, 'tenantId' | 'actorId' | 'actorName'>;

/**
 * Records who did what, when, from which tenant. Pass the transaction when inside one, so the
 * record and the change commit together. Give an actor when a person (or a job for one) acted;
 * sign-in events before anyone is known pass the entry whole.
 */
export async function audit(db: Pick<Db, 'insert'>, entry: AuditEntry): Promise<void>;
export async function audit(db: Pick<Db, 'insert'>, actor: AuditActor, change: AuditChange): Promise<void>;
export async function audit(
  db: Pick<Db, 'insert'>,
  entryOrActor: AuditEntry | AuditActor,
  change?: AuditChange,
): Promise<void> {
  const entry: AuditEntry = change
    ? {
        tenantId: entryOrActor.tenantId,
        actorId: (entryOrActor as AuditActor).userId,
        actorName: (entryOrActor as AuditActor).userName,
        ...change,
      }
    : (entryOrActor as AuditEntry);
  await db.insert(auditLog).values(entry);
}
