import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { warrantyMismatchReports } from '../../platform/db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface MismatchReport {
  deviceId: string;
  modelNumber: string;
  category: string;
  productSerialNumber: string | null;
  onboardedBy: string | null;
  reportedBy: string;
}

/**
 * Records a device's report within its tenant: the first one inserts the row, a later one (the
 * primary key is tenant and device) refreshes its fields, reporter and time and counts it. Answers
 * how many times the device has been reported.
 */
export async function upsertMismatchReport(tx: Tx, tenantId: string, report: MismatchReport) {
  const t = warrantyMismatchReports;
  const [row] = await tx
    .insert(t)
    .values({ tenantId, ...report })
    .onConflictDoUpdate({
      target: [t.tenantId, t.deviceId],
      set: {
        modelNumber: sql`excluded.model_number`,
        category: sql`excluded.category`,
        productSerialNumber: sql`excluded.product_serial_number`,
        onboardedBy: sql`excluded.onboarded_by`,
        reportedBy: sql`excluded.reported_by`,
        lastReportedAt: sql`now()`,
        reportCount: sql`${t.reportCount} + 1`,
      },
    })
    .returning({ reportCount: t.reportCount });
  return row?.reportCount ?? 1;
}
