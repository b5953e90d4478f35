import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { type ImageScope, productMetricsSets } from '../../platform/db/schema';

/* product_metrics_sets: one row per tenant and scope key (its primary key); a few hundred rows. */

export type MetricsSet = typeof productMetricsSets.$inferSelect;
export type MetricsImage = MetricsSet['images'][number];
export interface SetKey {
  tenantId: string;
  scopeKey: string;
}

const setWhere = (key: SetKey) =>
  and(eq(productMetricsSets.tenantId, key.tenantId), eq(productMetricsSets.scopeKey, key.scopeKey));

export async function findMetricsSet(db: Db, key: SetKey): Promise<MetricsSet | undefined> {
  const [set] = await db.select().from(productMetricsSets).where(setWhere(key));
  return set;
}

/** Adds a set not drawn yet; false when it exists already (another caller made it first). */
export async function insertMetricsSet(db: Db, key: SetKey, scope: ImageScope, askedAt: Date) {
  const made = await db
    .insert(productMetricsSets)
    .values({ ...key, scope, askedAt })
    .onConflictDoNothing()
    .returning({ scopeKey: productMetricsSets.scopeKey });
  return made.length > 0;
}

export async function touchMetricsSet(db: Db, key: SetKey, askedAt: Date) {
  await db.update(productMetricsSets).set({ askedAt }).where(setWhere(key));
}

/** The set's current images, its row locked until the transaction ends; undefined when dropped. */
export async function lockMetricsSetImages(tx: Db, key: SetKey): Promise<MetricsImage[] | undefined> {
  const [locked] = await tx
    .select({ images: productMetricsSets.images })
    .from(productMetricsSets)
    .where(setWhere(key))
    .for('update');
  return locked?.images;
}

export async function setMetricsImages(db: Db, key: SetKey, images: MetricsImage[], renderedAt: Date) {
  await db.update(productMetricsSets).set({ images, renderedAt }).where(setWhere(key));
}

/** Every set's key, or only those never drawn. */
export function listMetricsSets(db: Db, pendingOnly: boolean): Promise<SetKey[]> {
  return db
    .select({ tenantId: productMetricsSets.tenantId, scopeKey: productMetricsSets.scopeKey })
    .from(productMetricsSets)
    .where(pendingOnly ? isNull(productMetricsSets.renderedAt) : sql`true`);
}

/** Deletes the sets last asked for before `before`; answers their images, whose files go next. */
export async function deleteMetricsSetsAskedBefore(db: Db, before: Date): Promise<MetricsImage[][]> {
  const gone = await db
    .delete(productMetricsSets)
    .where(lt(productMetricsSets.askedAt, before))
    .returning({ images: productMetricsSets.images });
  return gone.map((set) => set.images);
}
