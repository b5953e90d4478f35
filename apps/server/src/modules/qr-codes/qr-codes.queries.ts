import { and, gte, lt, sql } from 'drizzle-orm';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { scopeConditionOrNoCountry } from '../../platform/auth/scope';
import type { Db, Tx } from '../../platform/db/client';
import { qrLabels } from '../../platform/db/schema';

/* QR labels; the count walks qr_labels_tenant_created (tenant, created_at). */

export type NewQrLabelRow = typeof qrLabels.$inferInsert;

/** Records one label drawn; answers its id. */
export async function insertQrLabel(db: Db | Tx, row: NewQrLabelRow): Promise<string> {
  const [inserted] = await db.insert(qrLabels).values(row).returning({ id: qrLabels.id });
  return inserted?.id ?? '';
}

/**
 * Copies printed in [from, to) within the caller's tenant, categories and brands, and countries
 * (a model-based label has no country: it counts for whoever may see its category and brand).
 */
export async function countQrCopies(db: Db, auth: RequestAuth, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<string>`coalesce(sum(${qrLabels.copies}), 0)` })
    .from(qrLabels)
    .where(
      and(
        scopeConditionOrNoCountry(auth, {
          tenantId: qrLabels.tenantId,
          country: qrLabels.country,
          category: qrLabels.category,
          brand: qrLabels.brand,
        }),
        gte(qrLabels.createdAt, from),
        lt(qrLabels.createdAt, to),
      ),
    );
  return Number(row?.count ?? 0);
}
