/**
 * `npm run bench`: measures the built server (`npm run build`: what `npm start` runs) on the scale
 * data set (run `npm run seed:scale` first) with
 * autocannon, against a bare Fastify route in the same run, and prints one JSON line per figure.
 * Settings: DATABASE_URL (default the seeder's), DATA_DIR (for scale-fixtures.json),
 * BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50), BENCH_WARMUP_SECONDS (default 2: an
 * unmeasured run before each figure, so every figure is steady state, JIT and pools warm),
 * BENCH_ROUNDS (default 1: how many times each call and its floor are measured, alternating; the
 * medians are reported), BENCH_ONLY (comma-separated parts of figure names, e.g. `log page`: only the figures whose name
 * contains one of them; unset, every figure; the bare route is always measured, as the yardstick,
 * except when every part names rollout figures: `BENCH_ONLY=rollout` runs the one-step and phased
 * rollout figures alone, on databases of their own, with no scale data set).
 * Every call figure is measured beside its floor (floor-server.ts: the call's own SQL and bytes
 * only, same pool and data) and reported as a ratio to it and to the bare route. Figures are
 * written to BENCH_OUT (default bench-results/<time>.jsonl) with the load average;
 * `npm run bench -- --compare FILE` prints each figure's change against an earlier file;
 * BENCH_CPU_PROF=DIR has the server and the floor write CPU profiles of the run into DIR/server and DIR/floor;
 * BENCH_NODE_ARGS gives both the same Node or V8 flags (`--max-semi-space-size=24 --trace-gc`).
 * With the server up, the CSV downloads (csv-bench.ts: rows/s, the server's peak memory), the fleet
 * insights figures (insights-bench.ts: metrics portal calls, DAC count, product metrics images) and the
 * telemetry ingest (ingest-bench.ts; INGEST_MESSAGES, default 100,000), a device's and a home's
 * timeline (timeline-bench.ts), fleet search (fleet-search-bench.ts, at 10 connections) and the device
 * lookup with an API token against a session (api-token-bench.ts).
 * Then the FOTA rollout figure (rollout-bench.ts; ROLLOUT_DEVICES, default 100,000), the phased
 * rollout figures beside it (phased-rollout-bench.ts: pace per phase as a ratio to it, the health
 * gate's stops, the rollout page's calls while one runs; PHASED_* settings there), the webhook
 * fan-out (webhook-bench.ts: 10,000 events to 3 endpoints, the delay to each delivery), the zoned
 * broadcast (broadcast-bench.ts: 200,000 users over 24 time zones with quiet hours and the cap on, the
 * audience preview, a kill -9 mid-send; BROADCAST_USERS; `BENCH_ONLY='zoned broadcast'`), and last the
 * console's figures on the embedded defaults (console-figures.ts: cold start, login page in
 * Chromium, captcha, chunk weights; needs `npm run build`).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { API_TOKEN_FIGURE, apiTokenFigure } from './api-token-bench';
import { auditFigures } from './audit-bench';
import { builtServer, freePort, startChild, stopChild } from './bench-child';
import { benchResults, median } from './bench-results';
import { zonedBroadcastFigures } from './broadcast-bench';
import { consoleFigures } from './console-figures';
import { csvFigure } from './csv-bench';
import { FLEET_CONNECTIONS, fleetSearchFigures } from './fleet-search-bench';
import { signInOverHttp } from './http-sign-in';
import { ingestFigure } from './ingest-bench';
import { insightsFigures } from './insights-bench';
import { mappingFigure } from './mapping-bench';
import { notificationFigure } from './notification-bench';
import { phasedRolloutFigures } from './phased-rollout-bench';
import { postgresCpuSince, postgresCpuSnapshot, processCpuMs } from './process-usage';
import { qrFigure } from './qr-bench';
import { rolloutFigure } from './rollout-bench';
import { whileWriting } from './table-writer';
import { timelineFigures } from './timeline-bench';
import { WEBHOOK_FIGURE, webhookFigure } from './webhook-bench';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/console_scale';
const dataDir = resolve(process.env.DATA_DIR ?? './data');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
const here = new URL('.', import.meta.url).pathname;
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((part) => part.trim().toLowerCase())
  .filter(Boolean);
/** The rollout figure's name starts so (rollout-bench.ts adds the device count). */
const ROLLOUT_FIGURE = 'FOTA rollout';
/** The phased rollout figures' names start so, or with the page's (phased-rollout-bench.ts). */
const PHASED_FIGURES = ['phased rollout', 'rollout page'];
const wanted = (figure: string) =>
  only.length === 0 || only.some((part) => figure.toLowerCase().includes(part));
/**
 * A BENCH_ONLY whose every part names rollout figures (`rollout`, `phased rollout`, `rollout
 * page`) or the webhook fan-out skips the server's figures: those make databases of their own, so
 * they need no scale data set (nor the bare route, which only the server's figures are measured
 * against).
 */
const serverWanted =
  only.length === 0 ||
  only.some(
    (part) => !part.includes('rollout') && !WEBHOOK_FIGURE.includes(part) && !part.startsWith('zoned'),
  );

interface ScaleFixtures {
  tenantId: string;
  password: string;
  accounts: string[];
  devices: { deviceId: string; macAddress: string; productSerialNumber: string | null }[];
  users: { userId: string; mobile: string; email: string }[];
  logDevices: Record<'status' | 'diagnostic', { deviceIds: string[] }>;
  /** Devices per category and brand, largest first. */
  categoryBrandCounts: { category: string; brand: string; devices: number }[];
}

const compareAt = process.argv.indexOf('--compare');
const emit = benchResults(
  process.env.BENCH_OUT ?? join('bench-results', `${new Date().toISOString().replace(/[:.]/g, '-')}.jsonl`),
  compareAt > 0 ? process.argv[compareAt + 1] : undefined,
);

/** A GET of a path, or a POST of a JSON body to a path. */
type Call = string | { path: string; json: unknown };

async function measure(
  figure: string,
  base: string,
  calls: readonly Call[],
  headers: Record<string, string> = {},
  serverPid?: number,
  /** Connections of this figure (the bench's BENCH_CONNECTIONS unless its target names others). */
  callConnections = connections,
) {
  let next = 0;
  const requests = calls.map((call) =>
    typeof call === 'string'
      ? { method: 'GET' as const, path: call }
      : {
          method: 'POST' as const,
          path: call.path,
          body: JSON.stringify(call.json),
          headers: { ...headers, 'content-type': 'application/json' },
        },
  );
  const run = (duration: number) =>
    autocannon({
      url: base,
      connections: callConnections,
      duration,
      headers,
      requests: [{ setupRequest: (req) => ({ ...req, ...requests[next++ % requests.length] }) }],
    });
  if (warmup > 0) await run(warmup);
  const cpuBefore = { server: serverPid ? processCpuMs(serverPid) : 0, postgres: postgresCpuSnapshot() };
  const result = await run(seconds);
  const perRequest = (ms: number) => Number((ms / Math.max(1, result.requests.total)).toFixed(3));
  return {
    figure,
    connections: callConnections,
    seconds,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    ...(serverPid && { serverCpuMsPerRequest: perRequest(processCpuMs(serverPid) - cpuBefore.server) }),
    postgresCpuMsPerRequest: perRequest(postgresCpuSince(cpuBefore.postgres)),
  };
}

/** One row of several runs of a figure: each number the median of the runs'. */
function medianRow<T extends Record<string, unknown>>(runs: T[]): T {
  const first = runs[0] as T;
  const row: Record<string, unknown> = { ...first };
  for (const [key, value] of Object.entries(first))
    if (typeof value === 'number') row[key] = median(runs.map((r) => r[key] as number));
  return row as T;
}

/** One caller, one request at a time: how long a single heavy read takes (median, p99, max). */
async function timeSequential(figure: string, url: string, headers: Record<string, string>, runs = 30) {
  const times: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${figure}: HTTP ${res.status}`);
    if (i >= 3) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Number((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1));
  return { figure, runs, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: at(1) };
}

/**
 * BENCH_CPU_PROF=DIR: the server and the floor each write a CPU profile into DIR/server and
 * DIR/floor when they stop (open them in Chrome DevTools, or compare the two function by function).
 */
const cpuProfile = (name: string) =>
  process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${join(process.env.BENCH_CPU_PROF, name)}`]
    : [];
/** BENCH_NODE_ARGS: Node or V8 flags for the server and the floor alike (`--max-semi-space-size=24`). */
const nodeArgs = (name: string) => [
  ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
  ...cpuProfile(name),
];

/**
 * Everything measured on the server over the scale data set (`npm run seed:scale`): the bare
 * route, the calls beside their floors, CSVs, insights, mapping, QR labels, the distribution, the
 * broadcast and telemetry ingest.
 */
async function serverFigures() {
  const fixtures = JSON.parse(readFileSync(join(dataDir, 'scale-fixtures.json'), 'utf8')) as ScaleFixtures;

  const signIn = (base: string) =>
    signInOverHttp(base, { userName: 'demo.l4', password: fixtures.password, tenantId: fixtures.tenantId });
  const [apiPort, barePort, mqttPort] = [await freePort(), await freePort(), await freePort()];
  const api = `http://127.0.0.1:${apiPort}`;
  const bare = `http://127.0.0.1:${barePort}`;
  const server = await startChild(
    builtServer(),
    {
      PORT: String(apiPort),
      PUBLIC_URL: api,
      MQTT_PORT: String(mqttPort),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
      SIMULATED_DEVICES: '0',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      // The raw activity retention a minute after start reads every row it keeps (about 22 s of
      // PostgreSQL here): the daily job at the fleet's quietest hour, not a call under measure.
      INSIGHTS_RETENTION_START_DELAY_SECONDS: '86400',
    },
    `${api}/healthz`,
    nodeArgs('server'),
  );
  const baseline = await startChild(join(here, 'bare-server.ts'), { PORT: String(barePort) }, `${bare}/bare`);
  const floorPort = await freePort();
  const floor = `http://127.0.0.1:${floorPort}`;
  const floorServer = await startChild(
    join(here, 'floor-server.ts'),
    { PORT: String(floorPort), DATABASE_URL: databaseUrl },
    `${floor}/floor/ready`,
    nodeArgs('floor'),
  );

  try {
    // What the console's browser sends with every call: cached list pages go gzipped (decision 0030).
    const headers = { ...(await signIn(api)), 'accept-encoding': 'gzip, deflate, br, zstd' };
    const present = (values: (string | null)[]) => values.filter((v): v is string => !!v);
    const lookup = (type: string, values: (string | null)[]) => ({
      api: present(values).map(
        (v) => `/simplifi/v1/deviceManagement/devices/${type}/${encodeURIComponent(v)}`,
      ),
      floor: present(values).map(
        (v) => `/floor/lookup/${type}/${encodeURIComponent(type === 'macAddress' ? v.toUpperCase() : v)}`,
      ),
    });
    // The floor takes the same POST and JSON body as the call: reading and parsing what the
    // caller sent is part of what any server must do to answer it.
    const userSearch = (key: 'userId' | 'mobile' | 'email') => ({
      api: fixtures.users.map((u) => ({
        path: '/simplifi/v1/userManagement/users/search',
        json: { [key]: u[key] },
      })),
      floor: fixtures.users.map((u) => ({ path: '/floor/users', json: { [key]: u[key] } })),
    });
    const nowSec = Math.floor(Date.now() / 1000);
    const logRange = `fromTs=${nowSec - 89 * 86_400}&toTs=${nowSec}&index=0&size=100`;
    const logPages = (kind: 'status' | 'diagnostic', route: string) => ({
      api: fixtures.logDevices[kind].deviceIds.map(
        (id) => `/simplifi/v1/deviceservices/device/${encodeURIComponent(id)}/${route}?${logRange}`,
      ),
      floor: fixtures.logDevices[kind].deviceIds.map(
        (id) => `/floor/logs/${kind}/${encodeURIComponent(id)}?${logRange}`,
      ),
    });
    const bareFigure = await measure('bare fastify route', bare, ['/bare']);
    emit(bareFigure);
    // CSV downloads first, one at a time, with the server's memory while it streams: measured on a
    // fresh server, before the load figures grow its heap.
    // The first status log device also reports once a minute (seed-scale's busy device).
    const busiest = fixtures.logDevices.status.deviceIds[0];
    const largest = fixtures.categoryBrandCounts[0];
    // Issue 32's segment export: the category and brand whose devices come nearest 200,000.
    const segment = [...fixtures.categoryBrandCounts].sort(
      (a, b) => Math.abs(a.devices - 200_000) - Math.abs(b.devices - 200_000),
    )[0];
    const segmentFilter = JSON.stringify({ categories: [segment?.category], brands: [segment?.brand] });
    const csvDownloads = [
      [
        'CSV: device status log file, 89 days of a busy device',
        `${api}/simplifi/v1/deviceservices/device/${encodeURIComponent(busiest ?? '')}/deviceStatusFile?fromTs=${nowSec - 89 * 86_400}&toTs=${nowSec}`,
        'GET',
      ],
      [
        `CSV: manufactured devices, ${largest?.category}`,
        `${api}/simplifi/v1/deviceManagement/devices/manufacturedDevices/download?category=${largest?.category}&startDate=0`,
        'GET',
      ],
      [
        `CSV: fleet search export, a segment of ${segment?.devices.toLocaleString('en')} devices`,
        `${api}/simplifi/v1/fleet/devices.csv?filter=${encodeURIComponent(segmentFilter)}`,
        'GET',
      ],
    ] as const;
    for (const [figure, url, method] of csvDownloads) {
      if (wanted(figure) && server.pid) emit(await csvFigure(figure, { url, method, headers }, server.pid));
    }
    // The Audit Log's exports of 1,000,000 entries and its insert path (audit-bench.ts).
    await auditFigures({
      api,
      headers,
      databaseUrl,
      serverPid: server.pid,
      tenantId: fixtures.tenantId,
      wanted,
      emit,
    });
    // Fleet insights: the statistics downloads, every metrics portal call, the DAC count, the images.
    await insightsFigures({
      api,
      headers,
      databaseUrl,
      serverPid: server.pid,
      largestCategory: largest?.category,
      measure: (figure, base, paths, callHeaders) => measure(figure, base, paths, callHeaders, server.pid),
      wanted,
      emit,
    });
    const figures = [
      [
        'device lookup by id',
        lookup(
          'deviceId',
          fixtures.devices.map((d) => d.deviceId),
        ),
        0.8,
        15,
      ],
      [
        'device lookup by MAC',
        lookup(
          'macAddress',
          fixtures.devices.map((d) => d.macAddress),
        ),
        0.8,
        15,
      ],
      [
        'device lookup by serial',
        lookup(
          'productSerialNumber',
          fixtures.devices.map((d) => d.productSerialNumber),
        ),
        0.8,
        15,
      ],
      ['user lookup by id', userSearch('userId'), 0.8, 15],
      ['user lookup by mobile', userSearch('mobile'), 0.8, 15],
      ['user lookup by e-mail', userSearch('email'), 0.8, 15],
      ['device status log page (100 rows)', logPages('status', 'deviceStatusLogs'), 0.7, 50],
      ['device diagnostic log page (100 rows)', logPages('diagnostic', 'deviceDiagnosticsLogs'), 0.7, 50],
    ] as const;
    /**
     * A call measured beside its floor: the same SQL and bytes with nothing else around them. With
     * BENCH_ROUNDS above 1 the two alternate that many times and each number is the median of its
     * rounds, each ratio the median of the rounds' ratios (a noisy machine moves both sides alike).
     */
    const besideFloor = async (
      figure: string,
      paths: { api: readonly Call[]; floor: readonly Call[] },
      targets: { targetVsFloor?: number; targetP99Ms: number },
    ) => {
      const ratio = (a: number, b: number) => Number((a / b).toFixed(3));
      const rows: Awaited<ReturnType<typeof measure>>[] = [];
      const floorRows: typeof rows = [];
      for (let round = 0; round < rounds; round++) {
        // The floor receives the call's own headers (the session token, what a browser accepts):
        // reading what the caller sends is work any server answering it does; it uses none of them.
        floorRows.push(await measure(`${figure}: floor`, floor, [...paths.floor], headers, floorServer.pid));
        rows.push(await measure(figure, api, [...paths.api], headers, server.pid));
      }
      const row = medianRow(rows);
      const floorRow = medianRow(floorRows);
      const perRound = (of: (call: (typeof rows)[number], floor: (typeof rows)[number]) => number) =>
        median(rows.map((call, i) => of(call, floorRows[i] as (typeof rows)[number])));
      emit({
        ...row,
        ...(rounds > 1 && { rounds }),
        floorRequestsPerSecond: floorRow.requestsPerSecond,
        floorP99Ms: floorRow.p99Ms,
        floorServerCpuMsPerRequest: floorRow.serverCpuMsPerRequest,
        floorPostgresCpuMsPerRequest: floorRow.postgresCpuMsPerRequest,
        cpuVsFloor: perRound((call, f) =>
          ratio(f.serverCpuMsPerRequest ?? 0, call.serverCpuMsPerRequest ?? 1),
        ),
        throughputVsFloor: perRound((call, f) => ratio(call.requestsPerSecond, f.requestsPerSecond)),
        throughputVsBare: ratio(row.requestsPerSecond, bareFigure.requestsPerSecond),
        ...targets,
      });
    };
    for (const [figure, paths, targetVsFloor, targetP99Ms] of figures) {
      if (wanted(figure)) await besideFloor(figure, paths, { targetVsFloor, targetP99Ms });
    }
    // The same lookup with an API token against a session (api-token-bench.ts: issue 33, within 5 %),
    // at least three alternating rounds: the ratio is the target.
    if (wanted(API_TOKEN_FIGURE)) {
      emit(
        await apiTokenFigure({
          api,
          headers,
          databaseUrl,
          paths: lookup(
            'deviceId',
            fixtures.devices.map((d) => d.deviceId),
          ).api,
          rounds: Math.max(3, rounds),
          measure: (figure, base, paths, callHeaders) =>
            measure(figure, base, paths, callHeaders, server.pid),
        }),
      );
    }
    // A device's and a home's timeline (timeline-bench.ts: issue 32, target p99 under 300 ms).
    await timelineFigures({
      api,
      headers,
      databaseUrl,
      busiest: busiest ?? '',
      memberId: fixtures.users[0]?.userId ?? '',
      measure: (figure, base, paths, callHeaders) => measure(figure, base, paths, callHeaders, server.pid),
      wanted,
      emit,
    });
    // Fleet search (fleet-search-bench.ts: issue 32, target p99 under 300 ms at 10 connections).
    await fleetSearchFigures({
      api,
      headers,
      databaseUrl,
      tenantId: fixtures.tenantId,
      serverPid: server.pid,
      measure: (figure, base, calls, callHeaders) =>
        measure(figure, base, calls, callHeaders, server.pid, FLEET_CONNECTIONS),
      wanted,
      emit,
    });
    // List pages, ten pages of 100 rows each (target: p99 under 15 ms at 50 connections).
    const tenPages = (api: string, floorPath: string, query: (page: number) => string) => ({
      api: Array.from({ length: 10 }, (_, page) => `${api}?${query(page)}`),
      floor: Array.from({ length: 10 }, (_, page) => `${floorPath}?${query(page)}`),
    });
    // Each list is also measured while another process writes its table ten times a second, so
    // every page is read from the database again after each write (the read cache, decision 0030).
    const listPages = [
      ...(largest
        ? [
            [
              'manufactured devices list page (100 rows)',
              'manufactured_devices',
              tenPages(
                '/simplifi/v1/deviceManagement/devices/manufacturedDevices',
                '/floor/manufactured',
                (page) => `category=${largest.category}&startDate=0&page=${page}&size=100`,
              ),
            ] as const,
          ]
        : []),
      [
        'dealer list page by country (100 rows)',
        'dealers',
        tenPages(
          '/simplifi/v1/deviceservices/dealers',
          '/floor/dealers',
          (page) => `country=in&page=${page}&size=100`,
        ),
      ] as const,
      [
        'feedback search page (100 rows)',
        'feedback_tickets',
        tenPages(
          '/simplifi/v1/appsupport/userFeedback/search',
          '/floor/feedback',
          (page) => `page=${page}&size=100${page % 2 ? '&status=NEW' : ''}`,
        ),
      ] as const,
    ];
    for (const [figure, table, paths] of listPages) {
      if (wanted(figure)) {
        await besideFloor(figure, paths, { targetP99Ms: 15 });
        await whileWriting(databaseUrl, table, 100, () =>
          besideFloor(`${figure}, its table written every 100 ms`, paths, { targetP99Ms: 15 }),
        );
      }
    }
    const mapping = 'PSN dealer mapping';
    if (wanted(mapping) && server.pid) emit(await mappingFigure(api, headers, databaseUrl, server.pid));
    const qrLabels = 'QR labels';
    if (wanted(qrLabels)) emit(await qrFigure(api, headers, databaseUrl, server.pid));
    // Firmware distribution of the largest category and brand of the fleet (target: under 100 ms).
    const distributionFigure = 'firmware distribution, largest category and brand';
    if (largest && wanted(distributionFigure)) {
      const query = new URLSearchParams({ category: largest.category, brand: largest.brand });
      const row = await timeSequential(
        distributionFigure,
        `${api}/simplifi/v1/deviceManagement/devices/firmwareVersion/percentage?${query}`,
        headers,
      );
      emit({ ...row, devices: largest.devices, targetMs: 100 });
    }
    const broadcast = 'notification broadcast';
    if (wanted(broadcast)) emit(await notificationFigure(api, headers, server.pid));
    const ingest = 'telemetry ingest';
    if (wanted(ingest)) {
      emit(
        await ingestFigure({
          mqttUrl: `mqtt://127.0.0.1:${mqttPort}`,
          databaseUrl,
          deviceIds: fixtures.devices.map((d) => d.deviceId),
          messages: Number(process.env.INGEST_MESSAGES ?? 100_000),
          serverPid: server.pid,
        }),
      );
    }
  } finally {
    const [serverExit] = await Promise.all([stopChild(server), stopChild(baseline), stopChild(floorServer)]);
    if (serverExit !== 0) console.error(`server exited with ${serverExit}`);
  }
}

if (serverWanted) await serverFigures();

// After the server has stopped, so the rollout does not share the cores with it.
let singleStep: Awaited<ReturnType<typeof rolloutFigure>> | undefined;
if (wanted(ROLLOUT_FIGURE)) {
  const rollout = await rolloutFigure({
    databaseUrl,
    devices: Number(process.env.ROLLOUT_DEVICES ?? 100_000),
    mqttUrl: process.env.MQTT_URL,
  });
  emit(rollout);
  singleStep = rollout;
}
// Each phase's pace is a ratio to the one-step figure above (measured there when it was not wanted).
if (
  PHASED_FIGURES.some(
    (name) => only.length === 0 || only.some((part) => part.includes(name) || name.includes(part)),
  )
) {
  await phasedRolloutFigures({
    databaseUrl,
    mqttUrl: process.env.MQTT_URL,
    singleStep,
    wanted,
    emit,
  });
}

if (wanted(WEBHOOK_FIGURE)) emit(await webhookFigure({ databaseUrl }));

// Issue 34's broadcast with quiet hours and the cap, its audience preview, and a kill -9 mid-send.
// (each figure's name starts with ZONED_FIGURE; it runs only those wanted)
await zonedBroadcastFigures({ databaseUrl, wanted, emit });

const CONSOLE_FIGURES = ['cold start', 'login', 'captcha', 'console chunks'];
if (CONSOLE_FIGURES.some(wanted)) await consoleFigures(emit);
