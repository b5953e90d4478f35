import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { scopeCondition, scopePlaceholders, scopeValues } from '../../platform/auth/scope';
import { type Db, preparedPerDb, type Tx } from '../../platform/db/client';
import { deviceModels } from '../../platform/db/schema';

export type ModelKey = 'modelId' | 'modelNumber';
export type ModelRow = typeof deviceModels.$inferSelect;
export type NewModelRow = typeof deviceModels.$inferInsert;

/** A model is visible within the caller's tenant, categories and brands. */
const scope = scopePlaceholders({
  tenantId: deviceModels.tenantId,
  category: deviceModels.category,
  brand: deviceModels.brand,
});

const value = sql.placeholder('value');
/** One prepared lookup per key, each served by its (tenant, key) unique index. */
const lookups = preparedPerDb((db) => {
  const lookup = (key: ModelKey) =>
    db
      .select()
      .from(deviceModels)
      .where(and(eq(deviceModels[key], value), scope))
      .limit(1)
      .prepare(`device_model_by_${key}`);
  return { modelId: lookup('modelId'), modelNumber: lookup('modelNumber') };
});

export async function findModel(db: Db, auth: RequestAuth, key: ModelKey, keyValue: string) {
  const [row] = await lookups(db)[key].execute({ value: keyValue, ...scopeValues(auth) });
  return row;
}

/**
 * A model of the tenant by its number, whoever may see it: the asking area checks the caller's
 * scope on the category and brand it answers (firmware uploads, rollouts, FOTA jobs, device edits).
 */
export async function findTenantModel(db: Db | Tx, tenantId: string, modelNumber: string) {
  const [row] = await db
    .select({
      modelId: deviceModels.modelId,
      modelName: deviceModels.modelName,
      category: deviceModels.category,
      brand: deviceModels.brand,
      chipType: deviceModels.chipType,
    })
    .from(deviceModels)
    .where(and(eq(deviceModels.tenantId, tenantId), eq(deviceModels.modelNumber, modelNumber)))
    .limit(1);
  return row;
}

/** Whether a model ID or number is taken anywhere in the tenant (visible to the caller or not). */
export async function isModelKeyTaken(db: Db, tenantId: string, key: ModelKey, keyValue: string) {
  const rows = await db
    .select({ id: deviceModels.id })
    .from(deviceModels)
    .where(and(eq(deviceModels.tenantId, tenantId), eq(deviceModels[key], keyValue)))
    .limit(1);
  return rows.length > 0;
}

const inCallerScope = (auth: RequestAuth): SQL =>
  scopeCondition(auth, {
    tenantId: deviceModels.tenantId,
    category: deviceModels.category,
    brand: deviceModels.brand,
  });

/** Model IDs and numbers of a category and brand (served by the tenant, category, brand index). */
export function findModelIds(
  db: Db,
  auth: RequestAuth,
  filter: { category: string; brand: string; isMatterEnabled?: boolean },
) {
  return db
    .select({ modelId: deviceModels.modelId, modelNumber: deviceModels.modelNumber })
    .from(deviceModels)
    .where(
      and(
        inCallerScope(auth),
        eq(deviceModels.category, filter.category),
        eq(deviceModels.brand, filter.brand),
        filter.isMatterEnabled === undefined
          ? undefined
          : eq(deviceModels.isMatterEnabled, filter.isMatterEnabled),
      ),
    )
    .orderBy(asc(deviceModels.modelNumber))
    .limit(1000);
}

export async function insertModel(db: Db, row: NewModelRow) {
  const [inserted] = await db.insert(deviceModels).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function updateModel(db: Db, id: string, changes: Partial<NewModelRow>) {
  const [updated] = await db
    .update(deviceModels)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(deviceModels.id, id))
    .returning();
  return updated;
}

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

/** The model number of each of `modelIds` in the tenant (IDU configs name models by id). */
export async function modelNumbersOf(db: Db, tenantId: string, modelIds: string[]) {
  if (modelIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ modelId: deviceModels.modelId, modelNumber: deviceModels.modelNumber })
    .from(deviceModels)
    .where(and(eq(deviceModels.tenantId, tenantId), inArray(deviceModels.modelId, modelIds)));
  return new Map(rows.map((r) => [r.modelId, r.modelNumber]));
}
