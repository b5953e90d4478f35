/**
 * The QR label figure of `npm run bench`: 1,000 manufactured serial numbers of one Matter model
 * through `POST certificateManager/qrcode`, 30 in flight as the console sends a CSV batch, each
 * answer a label with its PNG (the console's defaults: 4 copies at 500 DPI). The yardstick, in the
 * same run: the `qrcode` library alone making a PNG of the same code text, one after another in
 * this process.
 */

import { QR_DEFAULTS } from '@console/contracts/qr-codes';
import pg from 'pg';
import QRCode from 'qrcode';
import { processCpuMs } from './process-usage';

const IN_FLIGHT = 30;
const SERIALS = 1_000;

export async function qrFigure(
  api: string,
  headers: Record<string, string>,
  databaseUrl: string,
  serverPid?: number,
) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db
    .query<{ psn: string; model_id: string; category: string; brand: string }>(
      `SELECT m.product_serial_number AS psn, m.model_id, m.category, m.brand
         FROM manufactured_devices m JOIN device_models dm ON dm.model_id = m.model_id AND dm.tenant_id = m.tenant_id
        WHERE m.tenant_id = 'panasonic' AND m.country = 'in' AND dm.product_id IS NOT NULL
          AND m.product_serial_number IS NOT NULL
          AND m.model_id = (SELECT model_id FROM device_models WHERE tenant_id = 'panasonic' AND product_id IS NOT NULL
                             ORDER BY model_id LIMIT 1)
        LIMIT $1`,
      [SERIALS],
    )
    .finally(() => db.end());
  const create = async (row: (typeof rows)[number]) => {
    const res = await fetch(`${api}/simplifi/v1/certificateManager/qrcode`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        category: row.category,
        brand: row.brand,
        isMatter: true,
        modelId: row.model_id,
        productSerialNumber: row.psn,
        dpi: QR_DEFAULTS.dpi,
        count: QR_DEFAULTS.copies,
        horizontalSpacingInMM: QR_DEFAULTS.horizontalSpacingMm,
      }),
    });
    if (!res.ok) throw new Error(`qrcode: HTTP ${res.status} ${await res.text()}`);
    return (await res.json()) as { qrCode: string };
  };
  // Warm-up, and the code text the yardstick draws.
  const sample = await create(rows[0] as (typeof rows)[number]);
  const text = sample.qrCode;

  let next = 0;
  const cpuBefore = serverPid ? processCpuMs(serverPid) : 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < rows.length) await create(rows[next++] as (typeof rows)[number]);
    }),
  );
  const apiPerSecond = rows.length / ((performance.now() - started) / 1000);
  const serverCpuMsPerCode = serverPid ? (processCpuMs(serverPid) - cpuBefore) / rows.length : undefined;

  const bareStarted = performance.now();
  for (let i = 0; i < rows.length; i++)
    await QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M' });
  const barePerSecond = rows.length / ((performance.now() - bareStarted) / 1000);
  return {
    figure: 'QR labels from a CSV of serial numbers (30 in flight)',
    codes: rows.length,
    codesPerSecond: Math.round(apiPerSecond),
    qrcodeAlonePerSecond: Math.round(barePerSecond),
    vsQrcodeAlone: Number((apiPerSecond / barePerSecond).toFixed(3)),
    // The server's own cost beside the library's: load-independent, as the call figures' cpuVsFloor.
    ...(serverCpuMsPerCode !== undefined && {
      serverCpuMsPerCode: Number(serverCpuMsPerCode.toFixed(3)),
      qrcodeAloneMsPerCode: Number((1000 / barePerSecond).toFixed(3)),
    }),
    targetVsQrcodeAlone: 0.8,
  };
}
