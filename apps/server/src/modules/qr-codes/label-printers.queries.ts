import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { qrPrinters } from '../../platform/db/schema';

/* A tenant's registered label printers: walked and found by qr_printers_tenant_name (tenant, name). */

export type NewPrinterRow = typeof qrPrinters.$inferInsert;
export type PrinterRow = typeof qrPrinters.$inferSelect;

export const listPrinters = (db: Db, tenantId: string): Promise<PrinterRow[]> =>
  db.select().from(qrPrinters).where(eq(qrPrinters.tenantId, tenantId)).orderBy(asc(qrPrinters.name));

export async function findPrinter(db: Db, tenantId: string, id: string): Promise<PrinterRow | undefined> {
  const [row] = await db
    .select()
    .from(qrPrinters)
    .where(and(eq(qrPrinters.tenantId, tenantId), eq(qrPrinters.id, id)));
  return row;
}

/** Inserts a printer; undefined when the tenant already has one of that name. */
export async function insertPrinter(db: Db | Tx, row: NewPrinterRow): Promise<PrinterRow | undefined> {
  const [inserted] = await db.insert(qrPrinters).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function deletePrinter(
  db: Db | Tx,
  tenantId: string,
  id: string,
): Promise<PrinterRow | undefined> {
  const [deleted] = await db
    .delete(qrPrinters)
    .where(and(eq(qrPrinters.tenantId, tenantId), eq(qrPrinters.id, id)))
    .returning();
  return deleted;
}
