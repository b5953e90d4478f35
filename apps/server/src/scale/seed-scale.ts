/*
 * npm run seed:scale [-- --devices N --users N --logs N --reset --one-pair --insights-only]
 * Loads a large fleet into PostgreSQL (DATABASE_URL, default the console_scale database) for the
 * bench: COPY from streamed generators inside one transaction, keys and indexes built after the
 * load, then VACUUM ANALYZE. Prints progress and rates, and writes DATA_DIR/scale-fixtures.json.
 * --one-pair puts every device in one category and brand (the firmware distribution's worst case).
 * A year of fleet activity follows (seed-insights.ts); --insights-only remakes just that on a set
 * already loaded with the same sizes.
 */
import pg from 'pg';
import { loadSecretKey } from '../platform/config/secret-key';
import { openDatabase } from '../platform/db/client';
import { dropForBulkLoad, restoreAfterBulkLoad } from './bulk-indexes';
import { copyRows, type Progress } from './copy-rows';
import { DEVICE_COLUMNS, deviceRows } from './gen-devices';
import { busyDeviceRowCount, busyDeviceRows, LOG_COLUMNS, logRows, planLogs } from './gen-logs';
import { MANUFACTURED_COLUMNS, manufacturedRows } from './gen-manufactured';
import {
  HOME_COLUMNS,
  homeRows,
  INSTALL_COLUMNS,
  installRows,
  MEMBER_COLUMNS,
  memberCount,
  memberRows,
  SPACE_COLUMNS,
  SPACES_PER_HOME,
  spaceRows,
  USER_COLUMNS,
  userRows,
} from './gen-people';
import { seedDealersAndFeedback } from './gen-records';
import {
  PRODUCT_COLUMNS,
  productRows,
  SERVICE_COLUMNS,
  serviceRows,
  WARRANTY_COLUMNS,
  warrantyCounts,
  warrantyRows,
} from './gen-warranty';
import { applicationTables, ensureDatabase, SCALE_MARK, safeToWipe } from './scale-database';
import { writeScaleFixtures } from './scale-fixtures';
import { type ScaleOptions, scaleOptions } from './scale-options';
import { seedInsights } from './seed-insights';
import { insertSmallTables } from './small-tables';
import { pauseVersionCounts, recountVersionCounts } from './version-counts';

const BULK_TABLES = [
  'end_users',
  'app_installs',
  'homes',
  'home_members',
  'spaces',
  'devices',
  'manufactured_devices',
  'customer_products',
  'product_warranties',
  'service_requests',
  'device_status_logs',
  'device_diagnostic_logs',
];
const fmt = (n: number) => n.toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** COPY progress lines: rows so far, and the rate since the table began. */
function progressPrinter(): Progress {
  const begun = new Map<string, number>();
  return (table, done, total, final = false) => {
    const since = begun.get(table) ?? Date.now();
    begun.set(table, since);
    if (final) begun.delete(table);
    else if (done === 0) return; // the start
    const rate = Math.round(done / Math.max(0.001, (Date.now() - since) / 1000));
    const head = final
      ? `${table}: ${fmt(done)} rows in ${seconds(Date.now() - since)}`
      : `  ${table}: ${fmt(done)}${total ? ` / ${fmt(total)}` : ''}`;
    console.log(`${head} (${fmt(rate)} rows/s)`);
  };
}

/** The year of insights activity (seed-insights.ts), timed. */
async function insights(client: pg.Client, options: ScaleOptions, nowSec: number) {
  const started = Date.now();
  const rows = await seedInsights(
    client,
    { devices: options.devices, users: options.users, nowSec, onePair: options.onePair },
    progressPrinter(),
    (text) => console.log(text),
  );
  console.log(`  a year of insights activity: ${fmt(rows)} rows in ${seconds(Date.now() - started)}`);
}

/** --insights-only: the activity step alone, on a set already loaded. */
async function insightsOnly(client: pg.Client, options: ScaleOptions, nowSec: number) {
  if (!(await safeToWipe(client))) throw new Error('this database holds data not loaded by seed:scale');
  await client.query("SET maintenance_work_mem = '512MB'");
  await client.query('SET synchronous_commit = off');
  await client.query('BEGIN');
  await insights(client, options, nowSec);
  await client.query('COMMIT');
  await client.query('VACUUM ANALYZE activity_events, activity_hourly, activity_daily, activity_actives');
  await client.query('VACUUM ANALYZE activity_active_counts, device_onboard_history, dac_logs');
}

async function main() {
  const options = scaleOptions(process.argv.slice(2), process.env);
  const { devices, users, logs, onePair } = options;
  const nowSec = Math.floor(Date.now() / 1000);
  const started = Date.now();
  const where = new URL(options.url);
  where.password = where.password ? '***' : '';
  console.log(
    `seed:scale into ${where} — ${fmt(devices)} devices${onePair ? ' of one category and brand' : ''}, ${fmt(users)} users, ${fmt(logs)} log rows`,
  );

  await ensureDatabase(options.url);
  await (await openDatabase({ url: options.url })).close(); // runs the migrations
  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  if (options.insightsOnly) {
    try {
      await insightsOnly(client, options, nowSec);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      await client.end();
    }
    console.log(`seed:scale --insights-only done in ${seconds(Date.now() - started)}`);
    return;
  }
  try {
    if (!options.reset && !(await safeToWipe(client))) {
      throw new Error('this database holds data not loaded by seed:scale; pass --reset to wipe it');
    }
    await client.query("SET maintenance_work_mem = '512MB'");
    await client.query('SET max_parallel_maintenance_workers = 2');
    await client.query('SET synchronous_commit = off');
    await client.query('BEGIN');
    const tables = await applicationTables(client);
    // Truncated in this transaction, so COPY ... FREEZE can write rows already frozen and all-visible.
    await client.query(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`);
    const staff = await insertSmallTables(client, nowSec);
    console.log(`tenants, ${staff} staff accounts, device models and firmware inserted`);
    const saved = await dropForBulkLoad(client, BULK_TABLES);
    await pauseVersionCounts(client);

    const progress = progressPrinter();
    const copy = (table: string, columns: string[], rows: Iterable<string>, total: number) =>
      copyRows(client, `${table}`, columns, rows, total, progress, { freeze: true });
    const statusPlan = planLogs(Math.round(logs * 0.6), devices, 120, false, nowSec, onePair);
    const diagnosticPlan = planLogs(logs - statusPlan.rows, devices, 80, true, nowSec, onePair);

    let loaded = 0;
    loaded += await copy('end_users', USER_COLUMNS, userRows(users, nowSec), users);
    loaded += await copy('app_installs', INSTALL_COLUMNS, installRows(users, nowSec), users);
    loaded += await copy('homes', HOME_COLUMNS, homeRows(users), users);
    loaded += await copy('home_members', MEMBER_COLUMNS, memberRows(users), memberCount(users));
    loaded += await copy('spaces', SPACE_COLUMNS, spaceRows(users), users * SPACES_PER_HOME);
    loaded += await copy('devices', DEVICE_COLUMNS, deviceRows(devices, users, nowSec, onePair), devices);
    // Passcodes sealed under the key the server run on this DATA_DIR (or SECRET_KEY) will open them with.
    const secretKey = loadSecretKey(process.env.SECRET_KEY, options.dataDir);
    loaded += await copy(
      'manufactured_devices',
      MANUFACTURED_COLUMNS,
      manufacturedRows(devices, users, nowSec, secretKey, onePair),
      devices,
    );
    const warranty = warrantyCounts(devices, nowSec);
    for (const [table, columns, rows, total] of [
      ['customer_products', PRODUCT_COLUMNS, productRows(devices, users, nowSec), warranty.products],
      ['product_warranties', WARRANTY_COLUMNS, warrantyRows(devices, users, nowSec), warranty.warranties],
      ['service_requests', SERVICE_COLUMNS, serviceRows(devices, users, nowSec), warranty.services],
    ] as const) {
      loaded += await copy(table, columns, rows, total);
    }
    loaded += await copy(
      'device_status_logs',
      LOG_COLUMNS,
      logRows(statusPlan, 'status', nowSec, 11),
      statusPlan.rows,
    );
    loaded += await copy(
      'device_status_logs',
      LOG_COLUMNS,
      busyDeviceRows(statusPlan, nowSec, 13),
      statusPlan.rows > 0 ? busyDeviceRowCount() : 0,
    );
    loaded += await copy(
      'device_diagnostic_logs',
      LOG_COLUMNS,
      logRows(diagnosticPlan, 'diagnostic', nowSec, 12),
      diagnosticPlan.rows,
    );
    const copied = Date.now();
    console.log(
      `loaded ${fmt(loaded)} rows in ${seconds(copied - started)} (${fmt(Math.round(loaded / ((copied - started) / 1000)))} rows/s)`,
    );

    await restoreAfterBulkLoad(client, saved, (name, ms) => console.log(`  built ${name} in ${seconds(ms)}`));
    const recording = Date.now();
    const records = await seedDealersAndFeedback(client, nowSec);
    console.log(
      `  dealers, their serials and feedback tickets: ${fmt(records)} rows in ${seconds(Date.now() - recording)}`,
    );
    // The activity step joins the tables just loaded: without statistics (the transaction's
    // tables were never analysed) the planner takes a million-row table for an empty one and
    // scans it once per DAC row.
    await client.query('ANALYZE');
    await insights(client, options, nowSec);
    const counting = Date.now();
    const groups = await recountVersionCounts(client);
    console.log(
      `  counted devices per firmware version (${groups} groups) in ${seconds(Date.now() - counting)}`,
    );
    for (const table of ['device_status_logs', 'device_diagnostic_logs']) {
      await client.query(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST(1, (SELECT max(id) FROM ${table})))`,
      );
    }
    await client.query(`COMMENT ON TABLE tenants IS '${SCALE_MARK}'`);
    await client.query('COMMIT');
    console.log(`keys, foreign keys and indexes built in ${seconds(Date.now() - copied)}`);

    const analyzing = Date.now();
    // VACUUM as well: it sets the visibility map, so counting queries can use index-only scans.
    await client.query('VACUUM ANALYZE');
    console.log(`VACUUM ANALYZE in ${seconds(Date.now() - analyzing)}`);
    const file = await writeScaleFixtures(
      client,
      options.dataDir,
      { devices, users },
      { status: statusPlan, diagnostic: diagnosticPlan },
    );
    console.log(`fixtures written to ${file}`);
    console.log(`seed:scale done in ${seconds(Date.now() - started)}`);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error(`seed:scale failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
