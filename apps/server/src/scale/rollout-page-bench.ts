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
    const rolloutId = await o.startRollout();
    const calls = (moment: string) =>
      [
        [`rollout page: GET rollout ${moment}`, [`${ROLLOUTS}/${rolloutId}`]],
        [
          `rollout page: GET its devices (100 a page, 10 pages) ${moment}`,
          Array.from({ length: 10 }, (_, page) => `${ROLLOUTS}/${rolloutId}/devices?page=${page}&size=100`),
        ],
      ] as const;
    // The floor: a bare Fastify route in its own process, asked the same way at the same moment.
    // What the machine itself allows while the rollout runs beside it (2 cores here shared with
    // the engine, its devices, the broker and PostgreSQL).
    const barePort = await freePort();
    const bare = await startChild(
      new URL('./bare-server.ts', import.meta.url).pathname,
      { PORT: String(barePort) },
      `http://127.0.0.1:${barePort}/bare`,
    );
    const measure = async (moment: string) => {
      for (const [figure, paths] of calls(moment)) {
        const before = await rolloutProgress(rig.db, rolloutId);
        const load = (url: string, on: readonly string[], seconds: number) =>
          loadInChild({ url, connections: o.connections, seconds, headers, paths: on });
        if (o.warmupSeconds > 0) await load(base, paths, o.warmupSeconds);
        // Half the floor's seconds on each side of the call's, so both see the same moment.
        const floorBefore = await load(`http://127.0.0.1:${barePort}`, ['/bare'], o.seconds / 2);
        const result = await load(base, paths, o.seconds);
        const floorAfter = await load(`http://127.0.0.1:${barePort}`, ['/bare'], o.seconds / 2);
        const after = await rolloutProgress(rig.db, rolloutId);
        o.emit({
          figure,
          connections: o.connections,
          seconds: o.seconds,
          ...result,
          floorRequestsPerSecond: Math.round(
            (floorBefore.requestsPerSecond + floorAfter.requestsPerSecond) / 2,
          ),
          floorP50Ms: Math.max(floorBefore.p50Ms, floorAfter.p50Ms),
          floorP99Ms: Math.max(floorBefore.p99Ms, floorAfter.p99Ms),
          p99VsFloor: Number((result.p99Ms / Math.max(1, floorBefore.p99Ms, floorAfter.p99Ms)).toFixed(2)),
          rolloutDevices: before.targetCount,
          rolloutDuring: `${before.state}, phase ${before.currentPhase + 1} ${before.phases[before.currentPhase]?.state} → ${after.state}, phase ${after.currentPhase + 1} ${after.phases[after.currentPhase]?.state}`,
          targetP99Ms: 15,
        });
      }
    };
    try {
      // While the last phase sends to 90 % of the devices and they answer: the heaviest moment.
      await watchRollout(rig.db, rolloutId, (p) => p.currentPhase === 2 || p.state !== 'running', 600_000);
      await measure('while its last phase sends');
      // While it soaks: the rollout runs (its step reads and writes each second), its devices are quiet.
      await watchRollout(
        rig.db,
        rolloutId,
        (p) => p.phases[2]?.state === 'soaking' || p.state !== 'running',
        600_000,
      );
      await measure('while its last phase soaks');
    } finally {
      await stopChild(bare);
    }
    await o.endRollout(rolloutId);
  } finally {
    await stopChild(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}
