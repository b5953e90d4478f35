/**
 * Fleet search figures of `npm run bench` (issue 32) on the scale data set: the count, the three
 * breakdowns and the first 20 rows for typical filters (one model; firmware × country; offline 7
 * days; an error code in 24 h; never onboarded) at 10 connections (target p99 under 300 ms), each
 * answer's count checked against a direct SQL count written here by hand, and a streamed CSV export
 * of a segment near 200,000 devices (rows per second, the server's peak memory: target under 200 MB).
 */
import type { FleetFilter } from '@console/contracts/segments';
import pg from 'pg';
import { csvFigure } from './csv-bench';

type Row = Record<string, unknown> & { figure: string };
type Call = { path: string; json: unknown };
type Measure = (figure: string, base: string, calls: Call[], headers: Record<string, string>) => Promise<Row>;

const SEARCH = '/simplifi/v1/fleet/search';
const TARGET_P99_MS = 300;
export const FLEET_CONNECTIONS = 10;

interface Typical {
  figure: string;
  filter: FleetFilter;
  /**
   * The same question as plain SQL over the tenant's devices (the bench account sees every one),
   * its windows counted back from the time the server answered for (`countsAsOf`).
   */
  sql: (asOf: number) => string;
}

/** Typical filters, their values taken from the data set: its largest model, its largest firmware × country. */
async function typicalFilters(db: pg.Client, tenantId: string, nowSec: number): Promise<Typical[]> {
  const one = async (text: string, values: unknown[]) => (await db.query(text, values)).rows[0];
  const model = await one(
    'SELECT model_number AS v FROM devices WHERE tenant_id = $1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
    [tenantId],
  );
  const pair = await one(
    `SELECT firmware_version AS f, country AS c FROM devices WHERE tenant_id = $1
      GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1`,
    [tenantId],
  );
  const code = await one(
    `SELECT e AS v FROM (SELECT jsonb_array_elements_text(payload -> 'errors') AS e
      FROM device_status_logs WHERE tenant_id = $1 AND ts >= $2
        AND jsonb_typeof(payload -> 'errors') = 'array' LIMIT 10000) x GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    [tenantId, nowSec - 86_400],
  );
  const q = (text: string) =>
    `SELECT count(*)::int AS n FROM devices d WHERE d.tenant_id = '${tenantId}' AND ${text}`;
  const week = nowSec - 7 * 86_400;
  const list: Typical[] = [
    {
      figure: `fleet search: one model (${model?.v})`,
      filter: { modelNumbers: [String(model?.v)] },
      sql: () => q(`d.model_number = '${model?.v}'`),
    },
    {
      figure: `fleet search: firmware ${pair?.f} in ${pair?.c}`,
      filter: { firmwareVersions: [String(pair?.f)], countries: [String(pair?.c)] },
      sql: () => q(`d.firmware_version = '${pair?.f}' AND d.country = '${pair?.c}'`),
    },
    {
      figure: 'fleet search: offline for 7 days',
      filter: { online: false, lastSeenBefore: week },
      sql: () => q(`NOT d.online AND COALESCE(d.connected_time, 0) < ${week}`),
    },
    {
      figure: 'fleet search: never onboarded',
      filter: { onboardState: 'neverOnboarded' },
      sql: () =>
        q(`d.onboarded_at IS NULL AND NOT EXISTS (SELECT 1 FROM device_onboard_history h
        WHERE h.device_id = d.device_id AND h.tenant_id = d.tenant_id)`),
    },
  ];
  if (code)
    list.push({
      figure: `fleet search: error ${code.v} in 24 h`,
      filter: { errorCodes: [String(code.v)], errorWithinHours: 24 },
      sql: (asOf) =>
        q(`d.device_id IN (
        SELECT device_id FROM device_status_logs WHERE tenant_id = '${tenantId}' AND ts >= ${asOf - 86_400}
          AND payload -> 'errors' ? '${code.v}'
        UNION SELECT device_id FROM device_diagnostic_logs WHERE tenant_id = '${tenantId}' AND ts >= ${asOf - 86_400}
          AND payload -> 'flt' ? '${code.v}')`),
    });
  return list;
}

export async function fleetSearchFigures(o: {
  api: string;
  headers: Record<string, string>;
  databaseUrl: string;
  tenantId: string;
  serverPid?: number;
  measure: Measure;
  wanted: (figure: string) => boolean;
  emit: (row: Row) => void;
}) {
  const db = new pg.Client({ connectionString: o.databaseUrl });
  await db.connect();
  try {
    const nowSec = Math.floor(Date.now() / 1000);
    for (const t of await typicalFilters(db, o.tenantId, nowSec)) {
      if (!o.wanted(t.figure)) continue;
      const res = await fetch(`${o.api}${SEARCH}`, {
        method: 'POST',
        headers: { ...o.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ filter: t.filter, size: 20 }),
      });
      const answer = (await res.json()) as { counts: { count: number }; countsAsOf: number };
      const direct = (await db.query(t.sql(answer.countsAsOf))).rows[0] as { n: number } | undefined;
      const row = await o.measure(
        t.figure,
        o.api,
        [{ path: SEARCH, json: { filter: t.filter, size: 20 } }],
        o.headers,
      );
      o.emit({
        ...row,
        count: answer.counts.count,
        directSqlCount: direct?.n,
        countsEqual: answer.counts.count === direct?.n,
        targetP99Ms: TARGET_P99_MS,
      });
    }
    // A segment near 200,000 devices: the largest models, added until they reach it.
    const exportFigure = 'CSV: fleet export of a segment near 200,000 devices';
    if (o.serverPid && o.wanted(exportFigure)) {
      const { rows: models } = await db.query(
        'SELECT model_number AS v, count(*)::int AS n FROM devices WHERE tenant_id = $1 GROUP BY 1 ORDER BY 2 DESC',
        [o.tenantId],
      );
      const chosen: string[] = [];
      let total = 0;
      for (const m of models) {
        if (total >= 200_000) break;
        chosen.push(String(m.v));
        total += Number(m.n);
      }
      const filter = encodeURIComponent(JSON.stringify({ modelNumbers: chosen } satisfies FleetFilter));
      o.emit({
        ...(await csvFigure(
          exportFigure,
          { url: `${o.api}/simplifi/v1/fleet/devices.csv?filter=${filter}`, headers: o.headers },
          o.serverPid,
        )),
        segmentDevices: total,
      });
    }
  } finally {
    await db.end();
  }
}
