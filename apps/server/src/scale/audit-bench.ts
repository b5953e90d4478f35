/**
 * Audit Log figures of `npm run bench` (issue 33, decision 0037):
 * - the CSV and NDJSON exports of 1,000,000 entries (rows a second, the server's peak RSS while it
 *   streams; target under 200 MB). The scale data set is seeded with few audit entries, so the
 *   figure first makes sure the scale tenant holds AUDIT_EXPORT_ENTRIES (default 1,000,000) entries
 *   of its own action, adding those missing with INSERT … SELECT generate_series, 10,000 to a
 *   statement (each chained by the database's trigger as any entry is, and each its own transaction,
 *   so the tenant's other audited writers wait one batch at most; the time is reported), and keeps
 *   them: from then on they are part of the data set, as seeded rows are. Deleting them after would
 *   break the tenant's chain wherever anyone else audited in between (decision 0037 names that a
 *   removal), and the next run would pay the minute and a half again.
 * - the audit insert path: single-row INSERTs as `platform/audit` sends them, from 1 and from 8
 *   connections in one tenant, into `audit_log` (chained) and into a copy of the table as it was
 *   before the chain (the floor: same columns and indexes, no trigger), one after the other, for
 *   AUDIT_INSERT_SECONDS (default 5) each; inserts a second and p50/p99 milliseconds, and the ratio.
 *   The chained inserts go to a tenant of the figure's own, whose whole chain is removed after.
 */
import pg from 'pg';
import { csvFigure } from './csv-bench';

interface AuditBenchInput {
  api: string;
  headers: Record<string, string>;
  databaseUrl: string;
  serverPid: number | undefined;
  tenantId: string;
  wanted: (figure: string) => boolean;
  emit: (row: Record<string, unknown> & { figure: string }) => void;
}

const BENCH_ACTION = 'bench.audit-export';
const EXPORT_FIGURE = 'audit log export';
const INSERT_FIGURE = 'audit insert';

export async function auditFigures(input: AuditBenchInput) {
  if (input.wanted(EXPORT_FIGURE) && input.serverPid) await exportFigures(input, input.serverPid);
  if (input.wanted(INSERT_FIGURE))
    for (const writers of [1, 8]) input.emit(await insertFigure(input, writers));
}

/** Entries a statement adds: the tenant's chain is locked for one statement at a time. */
const BATCH = 10_000;

/** Adds what the tenant lacks of `entries` entries of the figure's action; answers the seconds taken. */
async function ensureEntries(db: pg.Client, tenantId: string, entries: number): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    'SELECT count(*) AS n FROM audit_log WHERE tenant_id = $1 AND action = $2',
    [tenantId, BENCH_ACTION],
  );
  const started = performance.now();
  const had = Number(rows[0]?.n ?? 0);
  for (let have = had; have < entries; have += BATCH) {
    await db.query(
      `INSERT INTO audit_log (tenant_id, actor_id, actor_name, action, entity, entity_id, detail, ip, at)
       SELECT $1, 'bench', 'bench.audit', $2, 'device', 'DEV-' || g,
              jsonb_build_object('field', 'name', 'before', 'Old "quoted", name', 'after', 'New name ' || g),
              '10.0.0.1', now() - g * interval '20 seconds'
       FROM generate_series($3::int + 1, $3::int + least($4::int, $5::int - $3::int)) g`,
      [tenantId, BENCH_ACTION, have, BATCH, entries],
    );
  }
  // As autovacuum would after such a load: the plans then know the tenant's size.
  if (had < entries) await db.query('ANALYZE audit_log');
  return (performance.now() - started) / 1000;
}

async function exportFigures(input: AuditBenchInput, serverPid: number) {
  const entries = Number(process.env.AUDIT_EXPORT_ENTRIES ?? 1_000_000);
  const db = new pg.Client({ connectionString: input.databaseUrl });
  await db.connect();
  try {
    const addedSeconds = await ensureEntries(db, input.tenantId, entries);
    for (const format of ['csv', 'ndjson'] as const) {
      const figure = `${format.toUpperCase()}: ${EXPORT_FIGURE}, ${entries.toLocaleString('en-US')} entries`;
      const url = `${input.api}/simplifi/v1/auditManagement/entries.${format}?action=${BENCH_ACTION}`;
      const row = await csvFigure(figure, { url, headers: input.headers }, serverPid, {
        headerLines: format === 'csv' ? 1 : 0,
      });
      input.emit({ ...row, entriesAddedFirstSeconds: Number(addedSeconds.toFixed(1)) });
    }
  } finally {
    await db.end();
  }
}

/** A tenant of the figure's own: its chain is removed whole afterwards, leaving no trace. */
const INSERT_TENANT = 'bench-audit-insert';
const FLOOR_TABLE = 'bench_audit_floor';

async function insertFigure(input: AuditBenchInput, writers: number) {
  const seconds = Number(process.env.AUDIT_INSERT_SECONDS ?? 5);
  const admin = new pg.Client({ connectionString: input.databaseUrl });
  await admin.connect();
  const clients = Array.from(
    { length: writers },
    () => new pg.Client({ connectionString: input.databaseUrl }),
  );
  try {
    await admin.query(`DROP TABLE IF EXISTS ${FLOOR_TABLE}`);
    await admin.query(`CREATE TABLE ${FLOOR_TABLE} (LIKE audit_log INCLUDING DEFAULTS)`);
    for (const columns of [
      'tenant_id, at',
      'tenant_id, action, at, id',
      'tenant_id, entity, entity_id, at, id',
    ])
      await admin.query(`CREATE INDEX ON ${FLOOR_TABLE} (${columns})`);
    await Promise.all(clients.map((c) => c.connect()));
    const run = async (table: string) => {
      const times: number[] = [];
      const until = performance.now() + seconds * 1000;
      await Promise.all(
        clients.map(async (client, i) => {
          while (performance.now() < until) {
            const started = performance.now();
            await client.query({
              name: `audit-insert-${table}`,
              text: `INSERT INTO ${table} (tenant_id, actor_id, actor_name, action, entity, entity_id, detail, ip)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
              values: [
                INSERT_TENANT,
                'S1',
                'bench.audit',
                'device.updated',
                'device',
                `DEV-${i}`,
                { field: 'name' },
                '10.0.0.1',
              ],
            });
            times.push(performance.now() - started);
          }
        }),
      );
      times.sort((a, b) => a - b);
      const at = (q: number) => Number((times[Math.floor(q * (times.length - 1))] ?? 0).toFixed(2));
      return { insertsPerSecond: Math.round(times.length / seconds), p50Ms: at(0.5), p99Ms: at(0.99) };
    };
    const floor = await run(FLOOR_TABLE);
    const chained = await run('audit_log');
    return {
      figure: `${INSERT_FIGURE}: ${writers} ${writers === 1 ? 'writer' : 'writers'} in one tenant, chained vs plain table`,
      seconds,
      ...chained,
      floorInsertsPerSecond: floor.insertsPerSecond,
      floorP50Ms: floor.p50Ms,
      floorP99Ms: floor.p99Ms,
      throughputVsFloor: Number((chained.insertsPerSecond / floor.insertsPerSecond).toFixed(3)),
    };
  } finally {
    await Promise.all(clients.map((c) => c.end().catch(() => {})));
    await admin.query('DELETE FROM audit_log WHERE tenant_id = $1', [INSERT_TENANT]);
    await admin.query(`DROP TABLE IF EXISTS ${FLOOR_TABLE}`);
    await admin.end();
  }
}
