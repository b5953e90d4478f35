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
  /**
   * The caller's address (`request.ip`), required so no call site can leave it out: the route hands
   * it to the service. Work no request started (a scheduled job, a worker, a device's message)
   * records null, and then the actor is the system (no actor id) or the person the job runs for.
   */
  ip: string | null;
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

/** Several entries in one INSERT: chained in the order given (decision 0037), committed together. */
export async function auditMany(db: Pick<Db, 'insert'>, entries: AuditEntry[]): Promise<void> {
  if (entries.length > 0) await db.insert(auditLog).values(entries);
}
