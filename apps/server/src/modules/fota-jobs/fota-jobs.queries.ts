import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { fotaJobRuns, fotaJobs } from '../../platform/db/schema';

export type FotaJobRecord = typeof fotaJobs.$inferSelect;
export type NewFotaJob = typeof fotaJobs.$inferInsert;

export async function insertJob(db: Db, job: NewFotaJob) {
  const [row] = await db.insert(fotaJobs).values(job).returning();
  return row!;
}

export async function updateJob(db: Db, tenantId: string, id: string, job: Partial<NewFotaJob>) {
  const [row] = await db
    .update(fotaJobs)
    .set({ ...job, updatedAt: new Date() })
    .where(and(eq(fotaJobs.tenantId, tenantId), eq(fotaJobs.id, id)))
    .returning();
  return row;
}

/** A tenant's jobs, oldest first (indexed by tenant and creation time). */
export const listJobs = (db: Db, tenantId: string) =>
  db.select().from(fotaJobs).where(eq(fotaJobs.tenantId, tenantId)).orderBy(asc(fotaJobs.createdAt));

export async function findJob(db: Db, id: string, tenantId?: string) {
  const [row] = await db
    .select()
    .from(fotaJobs)
    .where(and(eq(fotaJobs.id, id), tenantId ? eq(fotaJobs.tenantId, tenantId) : undefined));
  return row;
}

export async function deleteJobRow(db: Db, tenantId: string, id: string) {
  const rows = await db
    .delete(fotaJobs)
    .where(and(eq(fotaJobs.tenantId, tenantId), eq(fotaJobs.id, id)))
    .returning({ id: fotaJobs.id });
  return rows.length > 0;
}

/** Every job of every tenant: what each server keeps a worker for. */
export const allJobIds = async (db: Db) =>
  (await db.select({ id: fotaJobs.id }).from(fotaJobs)).map((r) => r.id);

export async function insertRun(db: Db, run: typeof fotaJobRuns.$inferInsert) {
  await db.insert(fotaJobRuns).values(run);
}
