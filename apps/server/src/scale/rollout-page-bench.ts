/**
 * The rollout page's calls while a rollout runs (issue 31, aim: p99 under 15 ms at 50
 * connections): the built server in its own process on the bench's database and broker reads
 * what the rig's engine writes. Its own step loop is parked (ROLLOUT_STEP_SECONDS of a day, and
 * it starts before the rollout exists), so the rig's engine is the only one sending.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtServer, freePort, startChild, stopChild } from './bench-child';
import { signInOverHttp } from './http-sign-in';
import { loadInChild } from './load-child';
import { BENCH_ACCOUNT, type PhasedRig } from './phased-rollout-rig';
import { TENANT } from './rollout-bench';
import { rolloutProgress, watchRollout } from './rollout-progress';

const ROLLOUTS = '/simplifi/v1/firmwareupgrade/rollouts';

/**
 * A call's window while the last phase sends: its 90,000 devices are sent to in about 4 s, and a
 * longer window measured mostly the soak after it.
 */
const SENDING_SECONDS = 3;
/** How often the page's watchers ask while the bench waits for the last phase. */
const WATCH_EVERY_MS = 500;

export interface PageBenchOptions {
  databaseUrl: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** Starts the rollout to watch (in the rig) and answers its id; its last phase soaks a while. */
  startRollout: () => Promise<string>;
  /** Ends it once measured (its long last soak is not waited out). */
  endRollout: (rolloutId: string) => Promise<void>;
  emit: (row: { figure: string } & Record<string, unknown>) => void;
}

export async function rolloutPageFigures(rig: PhasedRig, o: PageBenchOptions) {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-rollout-page-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startChild(
    builtServer(),
    {
      PORT: String(port),
      PUBLIC_URL: base,
      MQTT_URL: rig.mqttUrl,
      DATABASE_URL: o.databaseUrl,
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
      SIMULATED_DEVICES: '0',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      CAPTCHA_DIFFICULTY: '1000',
      ROLLOUT_STEP_SECONDS: '86400',
      INSIGHTS_RETENTION_START_DELAY_SECONDS: '86400',
    },
    `${base}/healthz`,
  );
  try {
    const headers = {
      ...(await signInOverHttp(base, { ...BENCH_ACCOUNT, tenantId: TENANT })),
      'accept-encoding': 'gzip, deflate, br, zstd',
    };
    const calls = [
      { call: 'GET rollout', paths: (id: string) => [`${ROLLOUTS}/${id}`] },
      {
        call: 'GET its devices (100 a page, 10 pages)',
        paths: (id: string) =>
          Array.from({ length: 10 }, (_, page) => `${ROLLOUTS}/${id}/devices?page=${page}&size=100`),
      },
    ];
    // The floor: a bare Fastify route in its own process, asked the same way in the same moment
    // (while a phase sends: on a rollout of its own). What the machine itself allows while the
    // rollout runs beside it (2 cores here shared with the engine, its devices, the broker and
    // PostgreSQL).
    const barePort = await freePort();
    const bare = await startChild(
      new URL('./bare-server.ts', import.meta.url).pathname,
      { PORT: String(barePort) },
      `http://127.0.0.1:${barePort}/bare`,
    );
    const load = (url: string, on: readonly string[], seconds: number) =>
      loadInChild({ url, connections: o.connections, seconds, headers, paths: on });
    /**
     * People watching the page meanwhile, as the console does (it asks again every 2 s; a few
     * people at once): the measured load starts on a page that is being read, not on answers
     * last read before the soak's end.
     */
    const watch = (on: readonly string[]) => {
      let watching = true;
      const done = (async () => {
        while (watching) {
          for (const path of on) await fetch(`${base}${path}`, { headers }).then((r) => r.arrayBuffer());
          await new Promise((resolve) => setTimeout(resolve, WATCH_EVERY_MS));
        }
      })();
      // Stopped without waiting for its round: the measurement starts the moment the phase does.
      return () => {
        watching = false;
        return done;
      };
    };
    type Progress = Awaited<ReturnType<typeof rolloutProgress>>;
    type Window = { result: Awaited<ReturnType<typeof load>>; before: Progress; after: Progress };
    /** A load's figures over `seconds` from now, with the rollout's state as its window opened and closed. */
    const figuresOver = async (rolloutId: string, url: string, paths: readonly string[], seconds: number) => {
      const before = await rolloutProgress(rig.db, rolloutId);
      const result = await load(url, paths, seconds);
      return { result, before, after: await rolloutProgress(rig.db, rolloutId) };
    };
    /** Where the rollout stood as a window opened and closed. */
    const during = (before: Progress, after: Progress) =>
      `${before.state}, phase ${before.currentPhase + 1} ${before.phases[before.currentPhase]?.state} → ${after.state}, phase ${after.currentPhase + 1} ${after.phases[after.currentPhase]?.state}`;
    const emit = (
      call: string,
      moment: string,
      seconds: number,
      { result, before, after }: Window,
      floor: Window,
    ) =>
      o.emit({
        figure: `rollout page: ${call} ${moment}`,
        connections: o.connections,
        seconds,
        ...result,
        floorRequestsPerSecond: floor.result.requestsPerSecond,
        floorP50Ms: floor.result.p50Ms,
        floorP99Ms: floor.result.p99Ms,
        p99VsFloor: Number((result.p99Ms / Math.max(1, floor.result.p99Ms)).toFixed(2)),
        rolloutDevices: before.targetCount,
        // The phase's state as each window opened and closed: the windows lie in that moment.
        rolloutDuring: during(before, after),
        floorDuring: during(floor.before, floor.after),
        targetP99Ms: 15,
      });
    const inPhase = (index: number, state: string) => (p: Progress) =>
      (p.currentPhase === index && p.phases[index]?.state === state) || p.state !== 'running';
    const bareUrl = `http://127.0.0.1:${barePort}`;
    try {
      // While the last phase sends to 90 % of the devices and they answer: the heaviest moment.
      // It lasts about 4 s, so each call, and the floor, has a rollout of its own; a call is warmed
      // up while phase 2 soaks, and each is measured for SENDING_SECONDS from the moment phase 3
      // starts sending.
      let rolloutId = '';
      const whileSending = async (url: string, paths: (id: string) => string[], watched: boolean) => {
        if (rolloutId) await o.endRollout(rolloutId);
        rolloutId = await o.startRollout();
        await watchRollout(rig.db, rolloutId, inPhase(1, 'soaking'), 600_000);
        if (watched && o.warmupSeconds > 0) await load(url, paths(rolloutId), o.warmupSeconds);
        const stopWatching = watched ? watch(paths(rolloutId)) : async () => {};
        await watchRollout(rig.db, rolloutId, inPhase(2, 'installing'), 600_000);
        const stopped = stopWatching();
        const figures = await figuresOver(rolloutId, url, paths(rolloutId), SENDING_SECONDS);
        await stopped;
        return figures;
      };
      const sendingFloor = await whileSending(bareUrl, () => ['/bare'], false);
      for (const { call, paths } of calls)
        emit(
          call,
          'while its last phase sends',
          SENDING_SECONDS,
          await whileSending(base, paths, true),
          sendingFloor,
        );
      // While it soaks: the rollout runs (its step reads and writes each second), its devices are quiet.
      await watchRollout(rig.db, rolloutId, inPhase(2, 'soaking'), 600_000);
      for (const { call, paths } of calls) {
        if (o.warmupSeconds > 0) await load(base, paths(rolloutId), o.warmupSeconds);
        const figures = await figuresOver(rolloutId, base, paths(rolloutId), o.seconds);
        emit(
          call,
          'while its last phase soaks',
          o.seconds,
          figures,
          await figuresOver(rolloutId, bareUrl, ['/bare'], o.seconds),
        );
      }
      await o.endRollout(rolloutId);
    } finally {
      await stopChild(bare);
    }
  } finally {
    await stopChild(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}
