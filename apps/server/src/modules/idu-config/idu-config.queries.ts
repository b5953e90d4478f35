import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { textList } from '../../platform/db/list-param';
import { deviceModels, devices, iduConfigs } from '../../platform/db/schema';

export type IduConfigRecord = typeof iduConfigs.$inferSelect;
export type NewIduConfig = typeof iduConfigs.$inferInsert;

/** Which of `modelIds` are models of this tenant, category and brand. */
export async function existingModelIds(
  db: Db,
  tenantId: string,
  category: string,
  brand: string,
  modelIds: string[],
): Promise<string[]> {
  const rows = await db
    .select({ modelId: deviceModels.modelId })
    .from(deviceModels)
    .where(
      and(
        eq(deviceModels.tenantId, tenantId),
        eq(deviceModels.category, category),
        eq(deviceModels.brand, brand),
        inArray(deviceModels.modelId, modelIds),
      ),
    );
  return rows.map((r) => r.modelId);
}

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

export async function modelNumbersOf(db: Db, tenantId: string, modelIds: string[]) {
  if (modelIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ modelId: deviceModels.modelId, modelNumber: deviceModels.modelNumber })
    .from(deviceModels)
    .where(and(eq(deviceModels.tenantId, tenantId), inArray(deviceModels.modelId, modelIds)));
  return new Map(rows.map((r) => [r.modelId, r.modelNumber]));
}

/** A device of the tenant with the model ID of its model number, if that model exists. */
export async function findDeviceWithModel(db: Db, tenantId: string, deviceId: string) {
  const [row] = await db
    .select({
      deviceId: devices.deviceId,
      country: devices.country,
      category: devices.category,
      brand: devices.brand,
      modelId: deviceModels.modelId,
    })
    .from(devices)
    .leftJoin(
      deviceModels,
      and(eq(deviceModels.tenantId, devices.tenantId), eq(deviceModels.modelNumber, devices.modelNumber)),
    )
    .where(and(eq(devices.tenantId, tenantId), eq(devices.deviceId, deviceId)));
  return row;
}
