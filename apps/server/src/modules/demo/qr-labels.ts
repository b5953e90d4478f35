import { QR_DEFAULTS } from '@console/contracts/qr-codes';
import type { manufacturedDevices, qrLabels } from '../../platform/db/schema';

type UnitRow = typeof manufacturedDevices.$inferInsert;
type LabelRow = typeof qrLabels.$inferInsert;

const DAY = 86_400;
/** Units made in the last 60 days got their labels on the line, an hour after they were made. */
const LABELLED_WINDOW = 60 * DAY;

/**
 * The demo's printed QR labels: one Create and Print run per recent unit (the spec's default 4
 * copies at 500 DPI, by the demo factory admin), so QR Code Count has a believable figure.
 */
export function buildQrLabels(units: readonly UnitRow[], nowSec: number): LabelRow[] {
  return units
    .filter((u) => u.productSerialNumber && u.manufacturedDate > nowSec - LABELLED_WINDOW)
    .map((u) => ({
      tenantId: u.tenantId,
      createdAt: new Date(Math.min(u.manufacturedDate + 3600, nowSec) * 1000),
      createdBy: 'demo.factoryadmin',
      source: 'create',
      category: u.category,
      brand: u.brand,
      country: u.country,
      modelId: u.modelId,
      productSerialNumber: u.productSerialNumber ?? null,
      copies: QR_DEFAULTS.copies,
      dpi: QR_DEFAULTS.dpi,
    }));
}
