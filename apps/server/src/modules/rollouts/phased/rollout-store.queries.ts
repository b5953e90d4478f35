import type { RolloutState, StageCounts } from '@console/contracts/rollouts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type ScopedCaller, scopeCondition } from '../../../platform/auth/scope';
import type { Db } from '../../../platform/db/client';
import { rolloutPhases, rollouts, tenants } from '../../../platform/db/schema';

export type RolloutRow = typeof rollouts.$inferSelect;
export type PhaseRow = typeof rolloutPhases.$inferSelect;
export type NewRollout = typeof rollouts.$inferInsert;
export type NewPhase = typeof rolloutPhases.$inferInsert;

export async function insertRollout(db: Db, rollout: NewRollout, phases: NewPhase[]) {
  await db.transaction(async (tx) => {
    await tx.insert(rollouts).values(rollout);
    await tx.insert(rolloutPhases).values(phases);
  });
}

export async function findRollout(
  db: Db,
  tenantId: string,
  rolloutId: string,
): Promise<RolloutRow | undefined> {
  const [row] = await db
    .select()
    .from(rollouts)
    .where(and(eq(rollouts.tenantId, tenantId), eq(rollouts.rolloutId, rolloutId)));
  return row;
}

export async function findRolloutById(db: Db, rolloutId: string): Promise<RolloutRow | undefined> {
  const [row] = await db.select().from(rollouts).where(eq(rollouts.rolloutId, rolloutId));
  return row;
}

export function findPhases(db: Db, rolloutId: string): Promise<PhaseRow[]> {
  return db
    .select()
    .from(rolloutPhases)
    .where(eq(rolloutPhases.rolloutId, rolloutId))
    .orderBy(asc(rolloutPhases.phaseIndex));
}

export interface RolloutFilter {
  state?: RolloutState;
  modelNumber?: string;
  page: number;
  size: number;
}

/** A tenant's rollouts within the caller's categories and brands, newest first, one page and the total. */
export async function findRolloutPage(db: Db, caller: ScopedCaller, f: RolloutFilter) {
  const where = and(
    scopeCondition(caller, {
      tenantId: rollouts.tenantId,
      category: rollouts.category,
      brand: rollouts.brand,
    }),
    f.state ? eq(rollouts.state, f.state) : undefined,
    f.modelNumber ? eq(rollouts.modelNumber, f.modelNumber) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(rollouts)
      .where(where)
      .orderBy(desc(rollouts.createdAt), desc(rollouts.rolloutId))
      .limit(f.size)
      .offset(f.page * f.size),
    db.select({ total: sql<number>`count(*)::int` }).from(rollouts).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/**
 * Takes the rollout's step lease for `seconds` when no other server holds it: one server at a
 * time does a rollout's work. A server that dies holding it only delays the next step.
 */
export async function takeLease(db: Db, rolloutId: string, seconds: number): Promise<boolean> {
  const rows = await db
    .update(rollouts)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${seconds})` })
    .where(
      and(
        eq(rollouts.rolloutId, rolloutId),
        sql`(${rollouts.leaseUntil} IS NULL OR ${rollouts.leaseUntil} < now())`,
      ),
    )
    .returning({ rolloutId: rollouts.rolloutId });
  return rows.length > 0;
}

export async function releaseLease(db: Db, rolloutId: string) {
  await db.update(rollouts).set({ leaseUntil: null }).where(eq(rollouts.rolloutId, rolloutId));
}

/**
 * Changes a rollout if it is still at `revision` (compare-and-set), moving the revision on:
 * a control and a step that race, or two servers, never both apply. Answers whether it applied.
 */
export async function moveRollout(
  db: Db,
  rolloutId: string,
  revision: number,
  set: Partial<
    Pick<
      RolloutRow,
      | 'state'
      | 'stopReason'
      | 'currentPhase'
      | 'approvedBy'
      | 'approvedAt'
      | 'abortedBy'
      | 'abortedByEmail'
      | 'abortedAt'
      | 'rollbackDevices'
    >
  >,
): Promise<RolloutRow | undefined> {
  const [row] = await db
    .update(rollouts)
    .set({ ...set, revision: revision + 1, updatedAt: new Date() })
    .where(and(eq(rollouts.rolloutId, rolloutId), eq(rollouts.revision, revision)))
    .returning();
  return row;
}

/** Changes a phase if it is still in one of `from` (compare-and-set). Answers whether it applied. */
export async function movePhase(
  db: Db,
  rolloutId: string,
  phaseIndex: number,
  from: readonly PhaseRow['state'][],
  set: Partial<Omit<PhaseRow, 'rolloutId' | 'phaseIndex'>>,
): Promise<boolean> {
  const rows = await db
    .update(rolloutPhases)
    .set(set)
    .where(
      and(
        eq(rolloutPhases.rolloutId, rolloutId),
        eq(rolloutPhases.phaseIndex, phaseIndex),
        inArray(rolloutPhases.state, [...from]),
      ),
    )
    .returning({ phaseIndex: rolloutPhases.phaseIndex });
  return rows.length > 0;
}

/** Ends every phase not yet ended (the rollout stopped or was aborted). */
export async function stopOpenPhases(db: Db, rolloutId: string) {
  await db
    .update(rolloutPhases)
    .set({ state: 'stopped', endedAt: new Date() })
    .where(
      and(
        eq(rolloutPhases.rolloutId, rolloutId),
        inArray(rolloutPhases.state, ['pending', 'installing', 'soaking', 'waitingForResume']),
      ),
    );
}

export async function savePaceTokens(db: Db, rolloutId: string, tokens: number, at: Date) {
  await db.update(rollouts).set({ paceTokens: tokens, paceAt: at }).where(eq(rollouts.rolloutId, rolloutId));
}

/** The tenant's time zone for homes that name none (its settings), else UTC. */
export async function tenantTimeZone(db: Db, tenantId: string): Promise<string> {
  const [row] = await db.select({ settings: tenants.settings }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.settings.timeZone ?? 'UTC';
}

/** Counts devices that joined a phase after it started (an open rollout's newcomers). */
export async function addPhaseDevices(db: Db, rolloutId: string, phaseIndex: number, added: number) {
  await db
    .update(rolloutPhases)
    .set({ deviceCount: sql`${rolloutPhases.deviceCount} + ${added}::int` })
    .where(and(eq(rolloutPhases.rolloutId, rolloutId), eq(rolloutPhases.phaseIndex, phaseIndex)));
}

/** Keeps each phase's stage counts as just counted (phases with no device get none). */
export async function savePhaseCounts(
  db: Db,
  rolloutId: string,
  byPhase: Map<number, StageCounts>,
  phaseCount: number,
) {
  const values = Array.from(
    { length: phaseCount },
    (_, i) => sql`(${i}::int, ${JSON.stringify(byPhase.get(i) ?? {})}::jsonb)`,
  );
  await db.execute(sql`
    UPDATE rollout_phases AS p SET counts = v.counts
    FROM (VALUES ${sql.join(values, sql`, `)}) AS v(phase_index, counts)
    WHERE p.rollout_id = ${rolloutId} AND p.phase_index = v.phase_index AND p.counts IS DISTINCT FROM v.counts`);
}

/** Rollouts the engine counts for: running ones (it steps them) and paused ones (devices still answer). */
export async function findCountedRollouts(db: Db): Promise<{ rolloutId: string; state: RolloutState }[]> {
  return db
    .select({ rolloutId: rollouts.rolloutId, state: rollouts.state })
    .from(rollouts)
    .where(inArray(rollouts.state, ['running', 'paused']));
}
