/**
 * The zoned broadcast figures of `npm run bench` (issue 34): BROADCAST_USERS (default 200,000) app
 * users of one tenant, each with a home in one of 24 time zones (one per UTC offset, IANA zones
 * that keep no summer time) and a push install; a share with an e-mail address, a share opted out
 * of push, a share that already had 2 promotions this week (the tenant's cap: 2 a week). The tenant's
 * quiet hours hold about 10 of the 24 zones when the task runs.
 * - The audience preview (POST notificationmanager/audience) of a promotion to every user, timed
 *   one call at a time: p50 / p99.
 * - A promotion broadcast sent by the built server (`npm run build`, the process `npm start` runs) to
 *   the outbox provider at BROADCAST_PUSH_RATE (default 20,000 a second: above the 10,000 aimed at,
 *   so the engine and not the pace is measured): deliveries a second of those it may send to, read
 *   from the outbox's own times; none inside its recipient's quiet hours (the outbox row's time in
 *   the home's zone, by PostgreSQL's zone data, not the engine's); nobody over the cap; the task's
 *   held, capped and opted-out counts against the preview's.
 * - The same again, with the server killed (SIGKILL) once half of those are sent, started again and
 *   left to finish: nobody twice in the outbox or the ledger, and each sendable user sent once or,
 *   for a batch the kill caught on its way, failed as interrupted (at most once, decision 0021).
 * On a database of its own (made and dropped on DATABASE_URL's server). The run's quiet hours are
 * 22:MM–08:MM with MM half an hour from the start's minute, so no zone crosses a window's edge while
 * the figures are taken.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { hashPassword } from '../platform/auth/passwords';
import { openDatabase } from '../platform/db/client';
import { staffPermissions, staffUsers } from '../platform/db/schema';
import { builtServer, freePort, startChild, stopChild } from './bench-child';
import { copyRows, line } from './copy-rows';
import { signInOverHttp } from './http-sign-in';
import { processCpuMs } from './process-usage';
import { insertBenchTenant, TENANT, withDatabase } from './rollout-bench';

/** Every figure's name starts so: `BENCH_ONLY='zoned broadcast'` runs them alone, with no scale data set. */
export const ZONED_FIGURE = 'zoned broadcast';

/** One zone per UTC offset, −11 to +12, none with summer time (2026): a window's zones are known. */
export const ZONES = [
  'Pacific/Pago_Pago',
  'Pacific/Honolulu',
  'Pacific/Gambier',
  'Pacific/Pitcairn',
  'America/Phoenix',
  'America/Regina',
  'America/Bogota',
  'America/La_Paz',
  'America/Argentina/Buenos_Aires',
  'America/Noronha',
  'Atlantic/Cape_Verde',
  'Africa/Abidjan',
  'Africa/Lagos',
  'Africa/Johannesburg',
  'Asia/Riyadh',
  'Asia/Dubai',
  'Asia/Karachi',
  'Asia/Dhaka',
  'Asia/Bangkok',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Brisbane',
  'Pacific/Guadalcanal',
  'Pacific/Tarawa',
] as const;

const ACCOUNT = { userName: 'bench.l4', password: 'Bench-broadcast-1' };
const CAP = { count: 2, days: 7 };
const PREVIEW_RUNS = 20;
const TIMEOUT_MS = 600_000;

const pad = (n: number) => String(n).padStart(7, '0');
const userIdOf = (i: number) => `BU${pad(i)}`;
/** Who has what: an e-mail for 3 in 10, opted out of push 1 in 20, at the cap 1 in 10 (disjoint). */
const hasEmail = (i: number) => i % 10 < 3;
const optedOut = (i: number) => i % 20 === 7;
const atCap = (i: number) => i % 10 === 3;

/** Where the run is, on stderr (BROADCAST_TRACE=1). */
const trace = (what: string) => {
  if (process.env.BROADCAST_TRACE) console.error(`${new Date().toISOString()} ${ZONED_FIGURE}: ${what}`);
};

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, read: () => Promise<T | undefined>, everyMs = 20): Promise<T> {
  const deadline = Date.now() + TIMEOUT_MS;
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== undefined) return value;
    await wait(everyMs);
  }
  throw new Error(`${ZONED_FIGURE}: timed out waiting for ${what}`);
}

const quantile = (sorted: number[], q: number) =>
  Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1));

/** The users, their homes (zone i mod 24), installs, opt-outs, and the promotions the capped already had. */
async function seedAudience(client: pg.Client, users: number) {
  const silent = () => {};
  const ids = Array.from({ length: users }, (_, k) => k + 1);
  await copyRows(
    client,
    'end_users',
    ['id', 'tenant_id', 'user_name', 'first_name', 'last_name', 'email', 'country'],
    (function* () {
      for (const i of ids)
        yield line([
          userIdOf(i),
          TENANT,
          `bu${i}`,
          'Bench',
          `User ${i}`,
          hasEmail(i) ? `bu${i}@bench.example` : null,
          'in',
        ]);
    })(),
    users,
    silent,
  );
  await copyRows(
    client,
    'homes',
    ['id', 'tenant_id', 'home_name', 'country', 'time_zone'],
    (function* () {
      for (const i of ids) yield line([`BH${pad(i)}`, TENANT, 'Home', 'in', ZONES[i % ZONES.length]]);
    })(),
    users,
    silent,
  );
  await copyRows(
    client,
    'home_members',
    ['home_id', 'user_id', 'tenant_id', 'membership'],
    (function* () {
      for (const i of ids) yield line([`BH${pad(i)}`, userIdOf(i), TENANT, 'primary']);
    })(),
    users,
    silent,
  );
  const login = new Date().toISOString();
  await copyRows(
    client,
    'app_installs',
    ['tenant_id', 'user_id', 'platform', 'push_token', 'app_version', 'last_login'],
    (function* () {
      for (const i of ids)
        yield line([TENANT, userIdOf(i), i % 2 ? 'an' : 'ios', `bench-token-${i}`, '5.1.0', login]);
    })(),
    users,
    silent,
  );
  await copyRows(
    client,
    'notification_opt_outs',
    ['tenant_id', 'user_id', 'channel', 'set_by'],
    (function* () {
      for (const i of ids) if (optedOut(i)) yield line([TENANT, userIdOf(i), 'push', 'bench']);
    })(),
    users / 20,
    silent,
  );
  // Two promotions each this week, sent by an earlier task and counted against the cap.
  await client.query(
    `INSERT INTO notification_tasks (id, tenant_id, created_by_id, created_by_name, channel, platforms,
       severity, request, audience, expiry, status, created_at)
     VALUES ('bench-earlier', $1, 'bench', 'bench', 'push', '{an,ios}', 'promotion', '{}', '{}',
       now() - interval '1 day', 'processed', now() - interval '3 days')`,
    [TENANT],
  );
  await copyRows(
    client,
    'notification_deliveries',
    ['tenant_id', 'task_id', 'run', 'user_id', 'channel', 'status', 'attempts', 'sent_at', 'cap_counted'],
    (function* () {
      const at = [2, 1].map((days) => new Date(Date.now() - days * 86_400_000).toISOString());
      for (const i of ids)
        if (atCap(i))
          for (const [run, sentAt] of at.entries())
            yield line([TENANT, 'bench-earlier', run + 1, userIdOf(i), 'push', 'sent', 1, sentAt, true]);
    })(),
    users / 5,
    silent,
  );
  await client.query(`DO $$ DECLARE t text; BEGIN
    FOR t IN SELECT quote_ident(tablename) FROM pg_tables WHERE schemaname = 'public' LOOP
      EXECUTE 'ANALYZE ' || t;
    END LOOP; END $$`);
}

/** 22:MM–08:MM with MM half an hour away from now's minute: no window edge passes in the next 25 minutes. */
export function quietWindow(nowMs: number) {
  const minute = String((new Date(nowMs).getUTCMinutes() + 30) % 60).padStart(2, '0');
  return { start: `22:${minute}`, end: `08:${minute}` };
}

/** The zones whose local wall-clock time at `atMs` is inside the window (by Intl, as a person's phone shows it). */
export function zonesInQuietHours(window: { start: string; end: string }, atMs: number): string[] {
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const [start, end] = [minutes(window.start), minutes(window.end)];
  return ZONES.filter((zone) => {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(new Date(atMs));
    const local =
      Number(parts.find((p) => p.type === 'hour')?.value) * 60 +
      Number(parts.find((p) => p.type === 'minute')?.value);
    return start > end ? local >= start || local < end : local >= start && local < end;
  });
}

interface TaskRow {
  status: string;
  expanded: boolean;
  user_count: number;
  user_sent_count: number;
  failed_user_sent_count: number;
  token_not_found_user_count: number;
  user_failed_count: number;
  user_held_count: number;
  user_capped_count: number;
  user_opted_out_count: number;
}

const settled = (t: TaskRow) =>
  t.user_sent_count +
  t.failed_user_sent_count +
  t.token_not_found_user_count +
  t.user_failed_count +
  t.user_held_count +
  t.user_capped_count +
  t.user_opted_out_count;

interface Preview {
  users: number;
  channels: {
    push: { recipients: number; optedOut: number; held: number; capped: number | null; sendNow: number };
  };
}

export async function zonedBroadcastFigures(options: {
  databaseUrl: string;
  wanted: (figure: string) => boolean;
  emit: (row: { figure: string } & Record<string, unknown>) => void;
  users?: number;
}) {
  const users = options.users ?? Number(process.env.BROADCAST_USERS ?? 200_000);
  const rate = Number(process.env.BROADCAST_PUSH_RATE ?? 20_000);
  const count = users.toLocaleString('en');
  const names = {
    preview: `${ZONED_FIGURE}: audience preview of a promotion to ${count} users`,
    send: `${ZONED_FIGURE}: promotion to ${count} users over 24 time zones, quiet hours and cap`,
    crash: `${ZONED_FIGURE}: kill -9 mid-send and restart, ${count} users`,
  };
  if (!Object.values(names).some(options.wanted)) return;
  await withDatabase(options.databaseUrl, async (url) => {
    const dataDir = await mkdtemp(join(tmpdir(), 'bench-broadcast-'));
    const database = await openDatabase({ url });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const one = async <T>(sql: string, params: unknown[] = []) =>
      (await client.query(sql, params)).rows[0] as T;
    let server: Awaited<ReturnType<typeof startChild>> | undefined;
    try {
      await insertBenchTenant(database.db);
      const [staff] = await database.db
        .insert(staffUsers)
        .values({
          tenantId: TENANT,
          userName: ACCOUNT.userName,
          email: 'bench.l4@console.example',
          firstName: 'Bench',
          lastName: 'L4',
          passwordHash: await hashPassword(ACCOUNT.password),
          roles: ['CUSTOMERSUPPORTL4'],
        })
        .returning();
      await database.db.insert(staffPermissions).values({
        tenantId: TENANT,
        staffUserId: staff!.id,
        country: 'IN',
        categories: ['AC'],
        brand: 'PANASONIC',
      });
      trace('database ready');
      const seedStarted = Date.now();
      await seedAudience(client, users);
      const seedSeconds = Number(((Date.now() - seedStarted) / 1000).toFixed(1));
      const window = quietWindow(Date.now());
      await client.query(
        `UPDATE tenants SET settings = settings || jsonb_build_object('timeZone', 'UTC',
           'quietHours', $2::jsonb, 'promotionCap', $3::jsonb) WHERE id = $1`,
        [TENANT, JSON.stringify(window), JSON.stringify(CAP)],
      );

      trace('audience written');
      const [port, mqttPort] = [await freePort(), await freePort()];
      const api = `http://127.0.0.1:${port}`;
      const start = () =>
        startChild(
          builtServer(),
          {
            PORT: String(port),
            PUBLIC_URL: api,
            MQTT_PORT: String(mqttPort),
            DATABASE_URL: url,
            DATA_DIR: dataDir,
            DEMO_DATA: '0',
            SIMULATED_DEVICES: '0',
            LOG_LEVEL: 'warn',
            PUSH_RATE_PER_SECOND: String(rate),
            INSIGHTS_RETENTION_START_DELAY_SECONDS: '86400',
          },
          `${api}/healthz`,
          process.env.BROADCAST_CPU_PROF
            ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BROADCAST_CPU_PROF}`]
            : [],
          50,
        );
      server = await start();
      trace('server started');
      const headers = {
        ...(await signInOverHttp(api, { ...ACCOUNT, tenantId: TENANT })),
        'content-type': 'application/json',
      };
      const base = `${api}/simplifi/v1/notificationmanager`;
      const body = (text: string) => ({
        channel: { type: 'push', platform: ['an', 'ios'] },
        message: { payload: JSON.stringify({ title: 'Weekend offer', body: text }) },
        severity: 'promotion',
        users: { broadcast: true },
        expiry: Math.floor(Date.now() / 1000) + 3600,
      });
      const post = async <T>(path: string, json: unknown): Promise<T> => {
        const res = await fetch(`${base}/${path}`, { method: 'POST', headers, body: JSON.stringify(json) });
        if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
        return (await res.json()) as T;
      };

      // The preview, one call at a time after two unmeasured ones.
      const times: number[] = [];
      let preview: Preview | undefined;
      for (let i = 0; i < (options.wanted(names.preview) ? PREVIEW_RUNS + 2 : 1); i++) {
        const asked = performance.now();
        preview = await post<Preview>('audience', body('preview'));
        if (i >= 2) times.push(performance.now() - asked);
      }
      const push = preview!.channels.push;
      if (options.wanted(names.preview)) {
        times.sort((a, b) => a - b);
        options.emit({
          figure: names.preview,
          users,
          runs: times.length,
          p50Ms: quantile(times, 0.5),
          p99Ms: quantile(times, 0.99),
          maxMs: quantile(times, 1),
          recipients: push.recipients,
          optedOut: push.optedOut,
          held: push.held,
          capped: push.capped,
          sendNow: push.sendNow,
        });
      }

      /** What the ledger and the outbox say of a task, checked independently of the engine. */
      const verify = async (taskId: string, sentFrom: Date) => {
        const quiet = zonesInQuietHours(window, sentFrom.getTime());
        // The send wrote hundreds of thousands of rows since the statistics were taken: with the
        // old ones the planner took the earlier promotions below for 677,000 rows, too many to
        // hash, and read them once per user (over 4 minutes before it was stopped).
        await client.query('ANALYZE notification_deliveries, notification_outbox');
        const task = await one<TaskRow>('SELECT * FROM notification_tasks WHERE id = $1', [taskId]);
        const outbox = await one<{ rows: number; first: Date; last: Date; seconds: number[] }>(
          `SELECT count(*)::int AS rows, min(o.created_at) AS first, max(o.created_at) AS last
             FROM notification_outbox o JOIN notification_deliveries d ON d.id = o.delivery_id
            WHERE d.task_id = $1`,
          [taskId],
        );
        // Sent inside the recipient's quiet hours: the outbox row's time on the home's clock.
        const inQuiet = await one<{ n: number }>(
          `SELECT count(*)::int AS n FROM notification_outbox o
             JOIN notification_deliveries d ON d.id = o.delivery_id
             JOIN home_members m ON m.user_id = d.user_id JOIN homes h ON h.id = m.home_id
            WHERE d.task_id = $1 AND (CASE WHEN $2::time > $3::time
              THEN (o.created_at AT TIME ZONE h.time_zone)::time >= $2::time OR (o.created_at AT TIME ZONE h.time_zone)::time < $3::time
              ELSE (o.created_at AT TIME ZONE h.time_zone)::time >= $2::time AND (o.created_at AT TIME ZONE h.time_zone)::time < $3::time END)`,
          [taskId, window.start, window.end],
        );
        // Over the cap: people with more promotions sent on push within the cap's days than it allows.
        const overCap = await one<{ n: number }>(
          `SELECT count(*)::int AS n FROM (SELECT d.user_id FROM notification_deliveries d
              JOIN notification_tasks t ON t.id = d.task_id
             WHERE d.channel = 'push' AND t.severity = 'promotion'
               AND (d.status = 'sent' OR EXISTS (SELECT 1 FROM notification_outbox o WHERE o.delivery_id = d.id))
               AND coalesce(d.sent_at, now()) > now() - make_interval(days => $1)
             GROUP BY d.user_id HAVING count(*) > $2) x`,
          [CAP.days, CAP.count],
        );
        const twice = await one<{ outbox: number; ledger: number }>(
          `SELECT (SELECT count(*)::int FROM (SELECT d.user_id FROM notification_outbox o
                     JOIN notification_deliveries d ON d.id = o.delivery_id WHERE d.task_id = $1
                    GROUP BY d.task_id, d.user_id, d.channel HAVING count(*) > 1) x) AS outbox,
                  (SELECT count(*)::int FROM (SELECT 1 FROM notification_deliveries WHERE task_id = $1
                    GROUP BY task_id, run, user_id, channel HAVING count(*) > 1) y) AS ledger`,
          [taskId],
        );
        // Those who may be sent to (by the fixture's rules and the zones in quiet hours at the send):
        // how many outbox rows each got, and of those with none, how many the kill caught. The earlier
        // promotions' users as one hashed list: probed per user, the run between task_id and user_id
        // in their key made each probe read all of them (50,000 users: minutes).
        const sendable = await one<{
          once: number;
          none: number;
          interrupted: number;
          more: number;
          total: number;
        }>(
          `WITH got AS (
             SELECT d.user_id, count(o.id) AS n,
                    bool_or(d.status = 'failed' AND d.error LIKE 'interrupted%') AS interrupted
               FROM notification_deliveries d LEFT JOIN notification_outbox o ON o.delivery_id = d.id
              WHERE d.task_id = $1 GROUP BY d.user_id
           ), s AS (
             SELECT u.id, coalesce(got.n, 0) AS n, coalesce(got.interrupted, false) AS interrupted
               FROM end_users u JOIN home_members m ON m.user_id = u.id JOIN homes h ON h.id = m.home_id
               LEFT JOIN got ON got.user_id = u.id
              WHERE u.tenant_id = $2 AND h.time_zone <> ALL($3::text[])
                AND NOT EXISTS (SELECT 1 FROM notification_opt_outs x WHERE x.user_id = u.id AND x.channel = 'push')
                AND u.id NOT IN (SELECT c.user_id FROM notification_deliveries c WHERE c.task_id = 'bench-earlier'))
           SELECT count(*)::int AS total, count(*) FILTER (WHERE n = 1)::int AS once,
                  count(*) FILTER (WHERE n = 0)::int AS none, count(*) FILTER (WHERE n = 0 AND interrupted)::int AS interrupted,
                  count(*) FILTER (WHERE n > 1)::int AS more FROM s`,
          [taskId, TENANT, quiet],
        );
        return { task, outbox, quiet, inQuiet: inQuiet.n, overCap: overCap.n, twice, sendable };
      };

      /** Deliveries a second over the outbox's span, and the slowest whole second inside it. */
      const pace = async (taskId: string, from: Date, to: Date) => {
        const rows = (
          await client.query<{ second: number; n: number }>(
            `SELECT floor(extract(epoch FROM o.created_at))::bigint AS second, count(*)::int AS n
               FROM notification_outbox o JOIN notification_deliveries d ON d.id = o.delivery_id
              WHERE d.task_id = $1 AND o.created_at >= $2 AND o.created_at <= $3 GROUP BY 1 ORDER BY 1`,
            [taskId, from, to],
          )
        ).rows;
        const sent = rows.reduce((n, r) => n + r.n, 0);
        const spanS = (to.getTime() - from.getTime()) / 1000;
        // Whole seconds only: the first and last are partly outside the run.
        const inner = rows.slice(1, -1).map((r) => r.n);
        return {
          sent,
          seconds: Number(spanS.toFixed(2)),
          deliveriesPerSecond: Math.round(sent / Math.max(spanS, 0.001)),
          slowestSecond: inner.length ? Math.min(...inner) : null,
        };
      };

      const taskRow = (taskId: string) =>
        one<TaskRow>('SELECT * FROM notification_tasks WHERE id = $1', [taskId]);
      /** Every user expanded and every delivery final or held (held ones wait for their window's end). */
      const finished = (taskId: string) =>
        until(
          'the task to settle',
          async () => {
            const t = await taskRow(taskId);
            return t.expanded && settled(t) === t.user_count ? t : undefined;
          },
          100,
        );

      const comparedWithPreview = (t: TaskRow) => ({
        heldVsPreview: `${t.user_held_count} / ${push.held}`,
        cappedVsPreview: `${t.user_capped_count} / ${push.capped}`,
        optedOutVsPreview: `${t.user_opted_out_count} / ${push.optedOut}`,
        sentVsPreviewSendNow: `${t.user_sent_count} / ${push.sendNow}`,
      });

      if (options.wanted(names.send)) {
        const cpu = server.pid ? processCpuMs(server.pid) : 0;
        const asked = new Date();
        const { taskId } = await post<{ taskId: string }>('send', body('Clean run'));
        trace(`task ${taskId} sent`);
        const t = await finished(taskId);
        const doneAt = Date.now();
        const serverCpuMs = server.pid ? processCpuMs(server.pid) - cpu : undefined;
        trace('task settled');
        const v = await verify(taskId, asked);
        const span = await pace(taskId, v.outbox.first, v.outbox.last);
        options.emit({
          figure: names.send,
          users,
          pushRatePerSecond: rate,
          quietHours: `${window.start}–${window.end}`,
          zonesInQuietHours: v.quiet.length,
          seedSeconds,
          ...span,
          // From the send call until every user is settled (the held ones included as held).
          wallSeconds: Number(((doneAt - asked.getTime()) / 1000).toFixed(2)),
          sentInQuietHours: v.inQuiet,
          overCap: v.overCap,
          sentTwice: v.twice.outbox,
          ...comparedWithPreview(t),
          sendableSentOnce: `${v.sendable.once} / ${v.sendable.total}`,
          // The server's CPU (all its threads) from the send call until the task settled.
          serverCpuMs,
          targetDeliveriesPerSecond: 10_000,
        });
      }

      if (options.wanted(names.crash)) {
        const asked = new Date();
        const { taskId } = await post<{ taskId: string }>('send', body('Run with a crash'));
        const half = Math.floor(push.sendNow / 2);
        const atKill = await until('half of the sendable users sent', async () => {
          const t = await taskRow(taskId);
          return t.user_sent_count >= half ? t.user_sent_count : undefined;
        });
        const killedAt = new Date();
        trace(`killed at ${atKill} sent`);
        server.kill('SIGKILL');
        await until('the server to exit', async () => (server?.signalCode ? true : undefined));
        server = await start();
        const restartedAt = Date.now();
        trace('restarted');
        const t = await finished(taskId);
        trace('task settled');
        const v = await verify(taskId, asked);
        trace('verified');
        const resumed = await one<{ at: Date | null }>(
          `SELECT min(o.created_at) AS at FROM notification_outbox o JOIN notification_deliveries d ON d.id = o.delivery_id
            WHERE d.task_id = $1 AND o.created_at > $2`,
          [taskId, killedAt],
        );
        const before = await pace(taskId, v.outbox.first, killedAt);
        const after = resumed.at ? await pace(taskId, resumed.at, v.outbox.last) : undefined;
        options.emit({
          figure: names.crash,
          users,
          sentWhenKilled: atKill,
          // The dead server's lease on the task (60 s) runs out before another may take it.
          restartedAfterMs: restartedAt - killedAt.getTime(),
          resumedSendingAfterMs: resumed.at ? resumed.at.getTime() - killedAt.getTime() : null,
          deliveriesPerSecondBeforeKill: before.deliveriesPerSecond,
          deliveriesPerSecondAfterRestart: after?.deliveriesPerSecond ?? null,
          sentTwiceOutbox: v.twice.outbox,
          sentTwiceLedger: v.twice.ledger,
          sentInQuietHours: v.inQuiet,
          overCap: v.overCap,
          sendable: v.sendable.total,
          sendableSentOnce: v.sendable.once,
          sendableSentTwiceOrMore: v.sendable.more,
          // At most once: a batch the kill caught between its claim and its record is failed, not resent.
          sendableNotSent: v.sendable.none,
          notSentInterrupted: v.sendable.interrupted,
          interruptedFailed: t.failed_user_sent_count,
          ...comparedWithPreview(t),
        });
      }
    } finally {
      // Stopped as an orchestrator stops it (a CPU profile, BROADCAST_CPU_PROF=DIR, is written then).
      if (server && server.signalCode === null) await stopChild(server);
      await client.end();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  await zonedBroadcastFigures({
    databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    wanted: (figure) => only.length === 0 || only.some((part) => figure.toLowerCase().includes(part)),
    emit: (row) => console.log(JSON.stringify(row)),
  });
}
