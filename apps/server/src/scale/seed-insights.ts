import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { MAIN_TENANT_ID } from '../modules/demo/tenants';
import { pruneActivity } from '../modules/insights';
import type { Db } from '../platform/db/client';
import * as schema from '../platform/db/schema';
import { dropForBulkLoad, restoreAfterBulkLoad } from './bulk-indexes';
import { copyRows, line, type Progress } from './copy-rows';
import { dayNumberOf, EVENT_COLUMNS, eventRows, type Fleet, isoDayOf } from './gen-activity';
import {
  ACTIVES_COLUMNS,
  fleetByDay,
  olderActiveRows,
  olderDays,
  scaledRows,
  type TemplateRow,
  USAGE_COLUMNS,
  UsageCounts,
  type UserDayCounts,
} from './gen-activity-year';

/*
 * A year of fleet activity for the insights figures (docs/decisions/0027-insights-at-scale.md):
 * device history and DAC logs of every device, the last RAW_DAYS days as raw events (the rollup
 * triggers count them as they would live ones), and the year before as rollup rows scaled from that
 * week. Raw events older than the week are then deleted by the server's retention (pruneActivity).
 * Re-runnable on a loaded set (`seed:scale --insights-only`): it first removes what it wrote.
 */

export const RAW_DAYS = 7;
const LIVE_KINDS = `('control', 'login', 'sessionStart', 'sessionEnd')`;
const ROLLUP_TABLES = ['activity_actives', 'activity_active_counts', 'activity_usage_counts'];
const HOURLY_COLUMNS = [
  'tenant_id',
  'day',
  'kind',
  'category',
  'brand',
  'country',
  'hour',
  'controller',
  'mqtt_key',
  'events',
  'duration',
];
const COUNT_COLUMNS = [
  'tenant_id',
  'day',
  'hour',
  'subject',
  'controller',
  'category',
  'brand',
  'country',
  'actives',
];
const USER_DAY = `subject = 'user' AND hour = -1 AND controller = '*' AND category = '*'`;

/** Removes the activity this step writes; registrations and home members (from the people's COPY) stay. */
async function removePrevious(client: pg.ClientBase) {
  await client.query(
    `DELETE FROM activity_hourly WHERE kind IN ${LIVE_KINDS} OR kind IN ('onboard', 'offboard')`,
  );
  await client.query(`DELETE FROM activity_daily WHERE kind IN ('onboard', 'offboard')`);
  await client.query('TRUNCATE activity_actives, activity_active_counts, activity_usage_counts');
  await client.query(`DELETE FROM activity_events WHERE kind NOT IN ('register', 'homeMember')`);
  await client.query('DELETE FROM device_onboard_history');
  await client.query('DELETE FROM dac_logs');
}

/**
 * Every onboarding (its trigger writes the events and daily rollups), and for a third of the
 * devices in stock an earlier owner who onboarded and offboarded it; a DAC requested and issued at
 * each provisioning.
 */
async function lifecycle(client: pg.ClientBase, fleet: Fleet): Promise<number> {
  // The current onboardings in one statement, the earlier owners' onboarding and offboarding in
  // small ones: the history trigger (migration 0052) looks up an offboarding's onboarding among its
  // statement's own rows, which is one pass over the statement a row without a home city.
  const onboards = await client.query(
    `INSERT INTO device_onboard_history (tenant_id, device_id, user_id, ts, activity)
     SELECT tenant_id, device_id, onboarded_by_id, onboarded_at, 'onboard' FROM devices WHERE onboarded_at IS NOT NULL`,
  );
  let history = onboards.rowCount ?? 0;
  const EARLIER_BATCHES = 64;
  for (let batch = 0; batch < EARLIER_BATCHES; batch++) {
    const earlier = await client.query(
      `INSERT INTO device_onboard_history (tenant_id, device_id, user_id, ts, activity)
       SELECT d.tenant_id, d.device_id, 'SU' || lpad((1 + (substr(d.device_id, 3)::int - 1) % $1)::text, 7, '0'), t.ts, t.activity
         FROM devices d
         CROSS JOIN LATERAL (SELECT hashtext(d.device_id) & 2147483647 AS h) AS x
         CROSS JOIN LATERAL (SELECT d.provisioned_at + 86400 * (1 + x.h % 10) AS onboarded) AS o
         CROSS JOIN LATERAL (VALUES (o.onboarded, 'onboard'), (o.onboarded + 86400 * (3 + (x.h >> 8) % 10), 'offboard'))
           AS t (ts, activity)
        WHERE d.onboarded_at IS NULL AND d.provisioned_at IS NOT NULL AND x.h % 3 = 0
          AND o.onboarded + 86400 * 13 < $2 AND (x.h >> 16) % $3 = $4`,
      [fleet.users, fleet.nowSec, EARLIER_BATCHES, batch],
    );
    history += earlier.rowCount ?? 0;
  }
  const dac = await client.query(
    `INSERT INTO dac_logs (tenant_id, mac_address, ts, event)
     SELECT d.tenant_id, upper(d.mac_address), d.provisioned_at - t.before, t.event
       FROM devices d CROSS JOIN (VALUES (600, 'DAC_REQUESTED'), (590, 'DAC_ISSUED')) AS t (before, event)
      WHERE d.provisioned_at IS NOT NULL`,
  );
  return history + (dac.rowCount ?? 0);
}

/** The template week's rollup rows (its whole days), summed per key without the day. */
async function templates(client: pg.ClientBase, from: string, to: string) {
  const hourly = await client.query<Record<string, string | number>>(
    `SELECT kind, category, brand, country, hour, controller, mqtt_key, sum(events)::float8 AS events,
            sum(duration)::float8 AS duration
       FROM activity_hourly WHERE day BETWEEN $1 AND $2 AND kind IN ${LIVE_KINDS}
      GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7`,
    [from, to],
  );
  const counts = await client.query<Record<string, string | number>>(
    `SELECT hour, subject, controller, category, brand, country, sum(actives)::float8 AS actives
       FROM activity_active_counts WHERE day BETWEEN $1 AND $2 AND NOT (${USER_DAY})
      GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6`,
    [from, to],
  );
  const row = (r: Record<string, string | number>, key: string[], values: string[]): TemplateRow => ({
    key: key.map((k) => r[k] as string | number),
    category: String(r.category),
    values: values.map((v) => Number(r[v])),
  });
  return {
    hourly: hourly.rows.map((r) =>
      row(
        r,
        ['kind', 'category', 'brand', 'country', 'hour', 'controller', 'mqtt_key'],
        ['events', 'duration'],
      ),
    ),
    counts: counts.rows.map((r) =>
      row(r, ['hour', 'subject', 'controller', 'category', 'brand', 'country'], ['actives']),
    ),
  };
}

export async function seedInsights(
  client: pg.ClientBase,
  fleet: Fleet,
  progress: Progress,
  say: (text: string) => void,
): Promise<number> {
  const copy = (table: string, columns: string[], rows: Iterable<string>, total = 0) =>
    copyRows(client, table, columns, rows, total, progress);
  const built = (name: string, ms: number) => say(`  built ${name} in ${(ms / 1000).toFixed(1)} s`);
  const started = Date.now();
  await removePrevious(client);
  let written = await lifecycle(client, fleet);
  say(`  device history and DAC logs: ${written.toLocaleString('en-US')} rows in ${Date.now() - started} ms`);

  const today = dayNumberOf(fleet.nowSec);
  const rawDays = Array.from({ length: RAW_DAYS }, (_, k) => today - RAW_DAYS + 1 + k);
  const days = olderDays(fleet.nowSec, RAW_DAYS);
  const firstDay = days[0] ?? today;

  // The older users' days first: the trigger reads each user's previous days for the usage counts.
  let saved = await dropForBulkLoad(client, ROLLUP_TABLES);
  const userDays: UserDayCounts = new Map();
  const usage = new UsageCounts(firstDay, days.length, fleet.users);
  written += await copy('activity_actives', ACTIVES_COLUMNS, olderActiveRows(fleet, days, userDays, usage));
  written += await copy('activity_usage_counts', USAGE_COLUMNS, usage.rows());
  written += await copy(
    'activity_active_counts',
    COUNT_COLUMNS,
    [...userDays].map(([key, n]) => {
      const [day, country] = key.split('|');
      return line([MAIN_TENANT_ID, day, -1, 'user', '*', '*', '', country, n]);
    }),
  );
  await restoreAfterBulkLoad(client, saved, built);
  await client.query('ANALYZE activity_actives');

  // One COPY per day: the rollup triggers aggregate one statement at a time.
  for (const day of rawDays) written += await copy('activity_events', EVENT_COLUMNS, eventRows(day, fleet));
  // The server's own retention job, so the set looks as a running system keeps it.
  const pruned = await pruneActivity(drizzle(client as pg.Client, { schema }) as unknown as Db, {
    rawDays: RAW_DAYS,
    nowSec: fleet.nowSec,
  });
  say(
    `  raw events kept for ${RAW_DAYS} days; ${pruned.events} older events and ${pruned.actives} actives deleted in ${pruned.statements} statements, their rollups kept`,
  );

  // The template is the raw week's whole days (today is still going on).
  const templateDays = rawDays.slice(0, -1);
  const template = await templates(
    client,
    isoDayOf(templateDays[0] ?? today),
    isoDayOf(templateDays.at(-1) ?? today),
  );
  const fleetSizes = fleetByDay(fleet, firstDay, today);
  const fleetOn = (day: number) => fleetSizes[day - firstDay] ?? 0;
  saved = await dropForBulkLoad(client, ['activity_hourly', 'activity_active_counts']);
  written += await copy(
    'activity_hourly',
    HOURLY_COLUMNS,
    scaledRows(template.hourly, templateDays, days, fleetOn, (day, row, [events, duration]) => {
      const [kind, category, brand, country, hour, controller, key] = row.key;
      return line([
        MAIN_TENANT_ID,
        day,
        kind,
        category,
        brand,
        country,
        hour,
        controller,
        key,
        events,
        duration,
      ]);
    }),
  );
  written += await copy(
    'activity_active_counts',
    COUNT_COLUMNS,
    scaledRows(template.counts, templateDays, days, fleetOn, (day, row, [actives]) => {
      const [hour, subject, controller, category, brand, country] = row.key;
      return line([MAIN_TENANT_ID, day, hour, subject, controller, category, brand, country, actives]);
    }),
  );
  await restoreAfterBulkLoad(client, saved, built);
  return written;
}
