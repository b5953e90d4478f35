/**
 * The PSN dealer mapping figure of `npm run bench`: a CSV of 100,000 product serial numbers of the
 * scale set, each with a dealer of its device's country, uploaded as the console does (multipart
 * field `csv_file`); rows per second until the answer, and the server's RSS while it parses and
 * applies the file (target under 200 MB; the upload is one transaction).
 */
import { DEALER_MAPPING_FIELD } from '@console/contracts/dealers';
import pg from 'pg';
import { sampleRss } from './process-usage';

const ROWS = 100_000;

export async function mappingFigure(
  api: string,
  headers: Record<string, string>,
  databaseUrl: string,
  serverPid: number,
) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db
    .query<{ psn: string; dealer: string }>(
      `WITH per_country AS (SELECT country, min(id) AS dealer FROM dealers WHERE tenant_id = 'panasonic' GROUP BY country)
       SELECT d.product_serial_number AS psn, p.dealer FROM devices d JOIN per_country p ON p.country = d.country
        WHERE d.tenant_id = 'panasonic' AND d.product_serial_number IS NOT NULL ORDER BY d.device_id LIMIT $1`,
      [ROWS],
    )
    .finally(() => db.end());
  const csv = `productSerialNumber,dealerId\n${rows.map((r) => `${r.psn},${r.dealer}`).join('\n')}\n`;
  const form = new FormData();
  form.append(DEALER_MAPPING_FIELD, new Blob([csv], { type: 'text/csv' }), 'mapping.csv');
  const rss = sampleRss(serverPid);
  const started = performance.now();
  try {
    const res = await fetch(`${api}/simplifi/v1/deviceservices/device/dealer`, {
      method: 'POST',
      headers,
      body: form,
    });
    const answer = (await res.json()) as { applied?: number; refusedCount?: number; message?: string };
    const seconds = (performance.now() - started) / 1000;
    return {
      figure: 'PSN dealer mapping upload (CSV, one transaction)',
      status: res.status,
      rows: rows.length,
      applied: answer.applied,
      refused: answer.refusedCount,
      seconds: Number(seconds.toFixed(2)),
      rowsPerSecond: Math.round(rows.length / seconds),
      ...rss.stop(),
      targetPeakRssMb: 200,
    };
  } finally {
    rss.stop();
  }
}
