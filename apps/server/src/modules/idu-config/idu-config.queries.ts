import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { textList } from '../../platform/db/list-param';
import { iduConfigs } from '../../platform/db/schema';

export type IduConfigRecord = typeof iduConfigs.$inferSelect;
export type NewIduConfig = typeof iduConfigs.$inferInsert;

export async function insertConfig(db: Db, values: NewIduConfig): Promise<string> {
  const [row] = await db.insert(iduConfigs).values(values).returning({ id: iduConfigs.id });
  return row!.id;
}

/** A new file, version or model list for an existing config (by its row id). */
export async function updateConfig(db: Db, tenantId: string, id: string, values: Partial<NewIduConfig>) {
  await db
    .update(iduConfigs)
    .set(values)
    .where(and(eq(iduConfigs.tenantId, tenantId), eq(iduConfigs.id, id)));
}

export async function findConfigById(db: Db, tenantId: string, configId: string) {
  const [row] = await db
    .select()
    .from(iduConfigs)
    .where(and(eq(iduConfigs.tenantId, tenantId), eq(iduConfigs.configId, configId)));
  return row;
}

/** Configs holding any of `modelIds` (GIN index on model_ids). */
export function findConfigsOfModels(db: Db, tenantId: string, modelIds: string[]) {
  return db
    .select()
    .from(iduConfigs)
    .where(and(eq(iduConfigs.tenantId, tenantId), sql`${iduConfigs.modelIds} && ${textList(modelIds)}`));
}

/**
 * Takes `modelIds` off every config but `keepId`, then deletes configs left with no model.
 * Returns the file keys of the deleted configs, to remove once the transaction commits.
 */
export async function releaseModels(db: Db, tenantId: string, modelIds: string[], keepId?: string) {
  const ids = textList(modelIds);
  await db
    .update(iduConfigs)
    .set({
      modelIds: sql`array(select m from unnest(${iduConfigs.modelIds}) m where m <> all(${ids}))`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(iduConfigs.tenantId, tenantId),
        sql`${iduConfigs.modelIds} && ${ids}`,
        keepId ? ne(iduConfigs.id, keepId) : undefined,
      ),
    );
  const emptied = await db
    .delete(iduConfigs)
    .where(and(eq(iduConfigs.tenantId, tenantId), sql`cardinality(${iduConfigs.modelIds}) = 0`))
    .returning({ fileKey: iduConfigs.fileKey });
  return emptied.map((r) => r.fileKey);
}
