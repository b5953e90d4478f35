/**
 * The timeline figures of `npm run bench` (issue 32, docs/decisions/0036-timeline.md): the first
 * page of the busiest device's timeline (its 89 days of once-a-minute status reports, over 128,000
 * events, with connections, commands, staff actions and tickets beside them), a page reached by a
 * jump to a date 45 days back, the page after the first by its cursor, and the first page of a home
 * of ten devices with about 100,000 events each over 90 days, every one at the bench's connections
 * (target p99 under 300 ms). The home and its devices, and the busiest device's other kinds, are
 * added to the scale set the first time (about a million rows, a minute of PostgreSQL), then found.
 */
import pg from 'pg';

type Row = Record<string, unknown> & { figure: string };
type Measure = (
  figure: string,
  base: string,
  paths: string[],
  headers: Record<string, string>,
) => Promise<Row>;

const TARGET_P99_MS = 300;
export const BENCH_HOME = 'bench-timeline-home';
const HOME_DEVICES = 10;
/** One status report every 78 s for 90 days: about 100,000 a device. */
const REPORT_EVERY_SECONDS = 78;
const DAYS = 90;
const DAY = 86_400;

/**
 * The bench home (ten devices like the busiest one, with ~100,000 status and 2,160 diagnostic
 * reports each) and a spread of other kinds for the busiest device, added once. The bulk reports
 * go in with triggers off for the transaction (session_replication_role): reports without a
 * control record no fleet activity, and a million rows through the activity trigger would only
 * slow the seeding down.
 */
export async function ensureTimelineData(databaseUrl: string, busiest: string, memberId: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const found = await db.query('SELECT 1 FROM homes WHERE id = $1', [BENCH_HOME]);
    if (found.rowCount) return;
    const now = Math.floor(Date.now() / 1000);
    await db.query('BEGIN');
    const { rows } = await db.query<{ tenant_id: string; country: string }>(
      'SELECT tenant_id, country FROM devices WHERE device_id = $1',
      [busiest],
    );
    const device = rows[0];
    if (!device) throw new Error(`no device ${busiest} in the scale set`);
    await db.query(
      `INSERT INTO homes (id, tenant_id, home_name, country) VALUES ($1, $2, 'Timeline bench home', $3)`,
      [BENCH_HOME, device.tenant_id, device.country],
    );
    await db.query(`INSERT INTO spaces (id, tenant_id, home_id, space_name) VALUES ($1, $2, $1, 'Hall')`, [
      BENCH_HOME,
      device.tenant_id,
    ]);
    await db.query(
      `INSERT INTO home_members (home_id, user_id, tenant_id, membership) VALUES ($1, $2, $3, 'primary')`,
      [BENCH_HOME, memberId, device.tenant_id],
    );
    await db.query(
      `INSERT INTO devices (device_id, tenant_id, model_number, mac_address, serial_number, brand, category, country,
                            firmware_version, home_id, space_id, device_name, onboarded_by, onboarded_at)
       SELECT 'BENCHTL' || lpad(n::text, 2, '0'), d.tenant_id, d.model_number,
              'BE:NC:00:00:00:' || lpad(n::text, 2, '0'), 'BENCHTLSN' || n, d.brand, d.category, d.country,
              d.firmware_version, $2, $2, 'Bench device ' || n, $3, $4
         FROM devices d, generate_series(1, $5::int) n WHERE d.device_id = $1`,
      [busiest, BENCH_HOME, memberId, now - DAYS * DAY, HOME_DEVICES],
    );
    await db.query('SET LOCAL session_replication_role = replica');
    const reports = Math.floor((DAYS * DAY) / REPORT_EVERY_SECONDS);
    await db.query(
      `INSERT INTO device_status_logs (tenant_id, device_id, ts, payload)
       SELECT d.tenant_id, d.device_id, $2::bigint - s * ${REPORT_EVERY_SECONDS} - n,
              jsonb_build_object('ps', 'on', 'acmd', 'cool', 'actmp', 24, 'rssi', -60 - (s % 20))
         FROM devices d CROSS JOIN LATERAL (SELECT substring(d.device_id from 8)::int AS n) k,
              generate_series(0, $3::int) s
        WHERE d.home_id = $1`,
      [BENCH_HOME, now, reports],
    );
    await db.query(
      `INSERT INTO device_diagnostic_logs (tenant_id, device_id, ts, payload)
       SELECT d.tenant_id, d.device_id, $2::bigint - s * 3600,
              jsonb_build_object('idt', 24 + s % 5, 'oat', 33, 'flt', CASE WHEN s % 97 = 0 THEN '["F3"]'::jsonb ELSE '[]'::jsonb END)
         FROM devices d, generate_series(0, $3::int) s WHERE d.home_id = $1`,
      [BENCH_HOME, now, DAYS * 24],
    );
    // The busiest device's other kinds, and the home devices' connections and commands.
    await db.query(
      `INSERT INTO device_connection_logs (tenant_id, device_id, ts, online, reason)
       SELECT d.tenant_id, d.device_id, $2::bigint - s * 21600, s % 2 = 0, CASE WHEN s % 2 = 0 THEN 'connect' ELSE 'lastWill' END
         FROM devices d, generate_series(0, $3::int) s WHERE d.device_id = $1 OR d.home_id = $4`,
      [busiest, now, DAYS * 4, BENCH_HOME],
    );
    await db.query(
      `INSERT INTO device_commands (command_id, tenant_id, device_id, type, target_version, status, created_at, updated_at)
       SELECT 'bench-tl-' || d.device_id || '-' || s, d.tenant_id, d.device_id, 'fota', '2.' || s, 'success',
              to_timestamp($2::bigint - s * 86400), to_timestamp($2::bigint - s * 86400 + 600)
         FROM devices d, generate_series(1, $3::int) s WHERE d.device_id = $1 OR d.home_id = $4`,
      [busiest, now, DAYS, BENCH_HOME],
    );
    await db.query('RESET session_replication_role');
    await db.query(
      `INSERT INTO audit_log (tenant_id, actor_name, action, entity, entity_id, detail, at)
       SELECT $2, 'demo.l4', 'device.updated', 'device', $1, jsonb_build_object('field', 'productSerialNumber', 'n', s),
              to_timestamp($3::bigint - s * 43200)
         FROM generate_series(1, $4::int) s`,
      [busiest, device.tenant_id, now, DAYS * 2],
    );
    await db.query('COMMIT');
    // Plans for the tables just grown, as the scale seed leaves every table analysed.
    await db.query(
      'ANALYZE devices, device_status_logs, device_diagnostic_logs, device_connection_logs, device_commands, audit_log',
    );
  } catch (error) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await db.end();
  }
}

export async function timelineFigures(options: {
  api: string;
  headers: Record<string, string>;
  databaseUrl: string;
  busiest: string;
  memberId: string;
  measure: Measure;
  wanted: (figure: string) => boolean;
  emit: (row: Row) => void;
}) {
  const { api, headers, busiest, measure, wanted, emit } = options;
  const names = {
    first: 'timeline: busiest device, first page (over 128,000 events)',
    jump: 'timeline: busiest device, jump to 45 days back',
    next: 'timeline: busiest device, second page by cursor',
    home: `timeline: home of ${HOME_DEVICES} devices, first page (about a million events)`,
  };
  if (!Object.values(names).some(wanted)) return;
  await ensureTimelineData(options.databaseUrl, busiest, options.memberId);
  const device = `/simplifi/v1/timeline/devices/${encodeURIComponent(busiest)}`;
  const first = await fetch(`${api}${device}`, { headers });
  if (!first.ok) throw new Error(`timeline of ${busiest}: HTTP ${first.status}`);
  const page = (await first.json()) as { entries: unknown[]; next: string | null };
  const jumps = [30, 45, 60, 75].map((days) => `${device}?before=${Date.now() - days * DAY * 1000}`);
  const figures: [string, string[], Record<string, unknown>][] = [
    [names.first, [device], { entries: page.entries.length }],
    [names.jump, jumps, {}],
    [names.next, page.next ? [`${device}?cursor=${page.next}`] : [], {}],
    [names.home, [`/simplifi/v1/timeline/homes/${BENCH_HOME}`], { devices: HOME_DEVICES }],
  ];
  for (const [figure, paths, extra] of figures) {
    if (!wanted(figure) || paths.length === 0) continue;
    const row = await measure(figure, api, paths, headers);
    emit({ ...row, ...extra, targetP99Ms: TARGET_P99_MS });
  }
}
