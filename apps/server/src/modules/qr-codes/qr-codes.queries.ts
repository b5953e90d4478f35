import { and, count, desc, eq, gte, inArray, lt, max, ne, sql, sum } from 'drizzle-orm';
import type { RequestAuth } from '../../platform/auth/request-auth';
import { scopeConditionOrNoCountry } from '../../platform/auth/scope';
import type { Db, Tx } from '../../platform/db/client';
import { qrLabels } from '../../platform/db/schema';

/*
 * QR labels; the count and the prints breakdown walk qr_labels_tenant_created (tenant, created_at),
 * a serial's earlier ZPL prints qr_labels_zpl_serial (tenant, serial, where channel <> 'image').
 */

export type NewQrLabelRow = typeof qrLabels.$inferInsert;

/** The caller's labels: tenant, categories and brands, and countries (a model label has none). */
const labelScope = (auth: RequestAuth) =>
  scopeConditionOrNoCountry(auth, {
    tenantId: qrLabels.tenantId,
    country: qrLabels.country,
    category: qrLabels.category,
    brand: qrLabels.brand,
  });

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
    .where(and(labelScope(auth), gte(qrLabels.createdAt, from), lt(qrLabels.createdAt, to)));
  return Number(row?.count ?? 0);
}

/** Which of these serial numbers had a ZPL label printed before (a print after the first is a reprint). */
export async function findZplPrintedSerials(
  db: Db,
  tenantId: string,
  serials: string[],
): Promise<Set<string>> {
  if (serials.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ serial: qrLabels.productSerialNumber })
    .from(qrLabels)
    .where(
      and(
        eq(qrLabels.tenantId, tenantId),
        inArray(qrLabels.productSerialNumber, serials),
        ne(qrLabels.channel, 'image'),
      ),
    );
  return new Set(rows.map((r) => r.serial ?? ''));
}

/**
 * Labels printed in [from, to) per serial number (or model label), operator and station, newest
 * first, within the caller's scope as the count is: how many prints, how many of them reprints
 * (given a reason), and the copies.
 */
export function findQrPrintsPage(
  db: Db,
  auth: RequestAuth,
  range: { from: Date; to: Date },
  page: { limit: number; offset: number },
) {
  const lastPrintedAt = max(qrLabels.createdAt);
  return db
    .select({
      productSerialNumber: qrLabels.productSerialNumber,
      modelId: qrLabels.modelId,
      operator: qrLabels.createdBy,
      station: qrLabels.station,
      prints: count(),
      reprints: count(qrLabels.reason),
      copies: sum(qrLabels.copies).mapWith(Number),
      lastPrintedAt,
    })
    .from(qrLabels)
    .where(and(labelScope(auth), gte(qrLabels.createdAt, range.from), lt(qrLabels.createdAt, range.to)))
    .groupBy(qrLabels.productSerialNumber, qrLabels.modelId, qrLabels.createdBy, qrLabels.station)
    .orderBy(desc(lastPrintedAt), qrLabels.productSerialNumber, qrLabels.createdBy, qrLabels.station)
    .limit(page.limit)
    .offset(page.offset);
}
