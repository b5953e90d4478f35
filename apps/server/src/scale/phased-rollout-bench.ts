/**
 * The phased rollout figures of `npm run bench` (issue 31, decision 0035), on a database of their
 * own (made and dropped on the server of DATABASE_URL) with PHASED_DEVICES target devices
 * (default 100,000) and PHASED_CONTROL_DEVICES (10,000) of the same model outside the target:
 * 1. a 3-phase rollout (1 / 10 / 100 %, soak start rule) with PHASED_FAIL_SHARE (5 %) of the
 *    attempts failing for a retryable reason: time to the last device's final state, commands a
 *    second per phase, each as a ratio to the one-step trigger's figure (rollout-bench.ts) of the
 *    same run (aim: within 20 %), and to a one-step trigger to the phase's own share (1 %, 10 %)
 *    of the same fleet, which chooses and sends to as many devices;
 * 2. a bad release (5 % of its devices reboot with a fault) rolled out with gates: the share of the
 *    target that received it when the rollout stopped by itself (aim ≤ 2 %); and PHASED_CLEAN_RUNS
 *    (10) clean releases: the false stops (aim 0);
 * 3. the rollout page's calls while a rollout runs (rollout-page-bench.ts; aim p99 under 15 ms).
 * Soaks are short: a soak minute lasts PHASED_MINUTE_SECONDS (0.5 s) of PHASED_SOAK_MINUTES (60),
 * so each wall second of soak stands for 60 / PHASED_MINUTE_SECONDS device seconds; the logs the
 * gate reads are written for it (soak-signals.ts, PHASED_BASE_RATE events per 1,000 device-hours,
 * default 5), and the gate's margins and minimum device-hours are scaled alike.
 */

import { join } from 'node:path';
import { DEFAULT_GATE_MARGINS, type GateMargins, HEALTH_SIGNALS } from '@console/contracts/rollouts';
import { loadConfig } from '../platform/config/config';
import { benchResults } from './bench-results';
import { type PhasedRig, startPhasedRig } from './phased-rollout-rig';
import { postgresCpuSince, postgresCpuSnapshot, postgresPids } from './process-usage';
import { MODEL, rolloutFigure, withDatabase } from './rollout-bench';
import { rolloutPageFigures } from './rollout-page-bench';
import { ENDED, firstAnswersRecorded, phaseDevices, phaseOutcomes, watchRollout } from './rollout-progress';
import { soakReportsEnd, writeSoakSignals } from './soak-signals';

type Emit = (row: { figure: string } & Record<string, unknown>) => void;
type SingleStep = Pick<
  Awaited<ReturnType<typeof rolloutFigure>>,
  'commandsPerSecond' | 'cpuMsPerCommand' | 'answeredCommandsPerSecond'
>;

export interface PhasedBenchOptions {
  databaseUrl: string;
  mqttUrl?: string;
  /** The one-step trigger's figure in this run (rollout-bench.ts); measured (and emitted) here when absent. */
  singleStep?: SingleStep;
  /** Which figures to measure, by name (bench.ts's BENCH_ONLY); unset, all of them. */
  wanted?: (figure: string) => boolean;
  emit: Emit;
}

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const settings = () => ({
  devices: env('PHASED_DEVICES', 100_000),
  controlDevices: env('PHASED_CONTROL_DEVICES', 10_000),
  minuteSeconds: env('PHASED_MINUTE_SECONDS', 0.5),
  soakMinutes: env('PHASED_SOAK_MINUTES', 60),
  failShare: env('PHASED_FAIL_SHARE', 0.05),
  badShare: env('PHASED_BAD_SHARE', 0.05),
  baseRate: env('PHASED_BASE_RATE', 5),
  cleanRuns: env('PHASED_CLEAN_RUNS', 10),
  sendChunk: env('PHASED_SEND_CHUNK', loadConfig({}).ROLLOUT_SEND_CHUNK),
  reportIntervalSeconds: 5,
  connections: env('BENCH_CONNECTIONS', 50),
  seconds: env('BENCH_SECONDS', 10),
  warmupSeconds: env('BENCH_WARMUP_SECONDS', 2),
});
type Settings = ReturnType<typeof settings>;

const SHARES = [1, 10, 100];
/** The page figure's last soak, in soak minutes: two calls measured with their floors fit in it. */
const PAGE_SOAK_MINUTES = 240;

/** The longest a rollout of the bench may take before it is reported as hung. */
const TIMEOUT_MS = 20 * 60_000;

function rolloutBody(s: Settings, name: string, version: string, startRule: 'soak' | 'gate') {
  const timeScale = 60 / s.minuteSeconds;
  return {
    name,
    modelNumber: MODEL,
    firmwareVersion: version,
    countries: ['IN'],
    priority: 'high',
    phases: SHARES.map((share) => ({ share, startRule, soakMinutes: s.soakMinutes })),
    // A failure worth retrying shows as failed until the next step schedules it: keep 5 % of
    // transient failures from tripping the 5 % default.
    maxFailurePercent: 20,
    maxAttempts: 3,
    gate: {
      margins: Object.fromEntries(
        HEALTH_SIGNALS.map((g) => [g, DEFAULT_GATE_MARGINS[g] * timeScale]),
      ) as GateMargins,
      minDevices: 50,
      minDeviceHours: 50 / timeScale,
    },
  };
}

const seconds = (ms: number) => Number((ms / 1000).toFixed(2));

/**
 * This process's CPU and its database's PostgreSQL backends' (process-usage.ts), sampled when
 * asked; `between` answers the milliseconds spent between two times, from the samples around them.
 */
function cpuSamples(database: string) {
  const base = postgresCpuSnapshot(database);
  // The backends are looked for again every 5 s (that reads every process's name, which would
  // cost this process more than it measures); a new one's CPU counts from its start when found.
  let pids = [...base.keys()];
  const samples: { at: number; process: number; postgres: number }[] = [];
  const sample = () => {
    if (samples.length % 20 === 0) pids = postgresPids(database);
    const used = process.cpuUsage();
    samples.push({
      at: Date.now(),
      process: (used.user + used.system) / 1000,
      postgres: postgresCpuSince(base, database, pids),
    });
  };
  sample();
  return {
    sample,
    between(from: number, to: number) {
      const before = samples.findLast((x) => x.at <= from) ?? samples[0];
      const after = samples.find((x) => x.at >= to) ?? samples.at(-1);
      const process = (after?.process ?? 0) - (before?.process ?? 0);
      const postgres = (after?.postgres ?? 0) - (before?.postgres ?? 0);
      return { process, postgres, total: process + postgres };
    },
  };
}

/** The figures' names (BENCH_ONLY picks them by a part, e.g. `phased rollout: bad`). */
const FIGURES = {
  pace: (s: Settings) =>
    `phased rollout: ${s.devices.toLocaleString('en')} devices, 1/10/100 %, soak rule, ${s.failShare * 100} % of attempts failing (downloadFailed, retried)`,
  bad: (s: Settings) =>
    `phased rollout: bad release (${s.badShare * 100} % of its devices reboot with a fault), 1/10/100 %, gates`,
  clean: 'phased rollout: clean release, false stops, 1/10/100 %, gates',
  /** The page's figures (rollout-page-bench.ts) all start so. */
  page: 'rollout page',
};

/** 1. Time to the last final state and commands a second per phase, against the one-step figure. */
async function paceFigure(
  rig: PhasedRig,
  s: Settings,
  singleStep: SingleStep,
  sameShare: ReadonlyMap<number, SingleStep>,
  emit: Emit,
) {
  const version = await rig.newVersion();
  await rig.devices.answer({ failShare: s.failShare, reason: 'downloadFailed', version });
  await rig.devices.clear();
  const cpu = cpuSamples(rig.database);
  const started = Date.now();
  const created = await rig.rollouts.create(
    rig.caller,
    rolloutBody(s, 'bench: soak rule', version, 'soak'),
    '127.0.0.1',
  );
  const end = await watchRollout(
    rig.db,
    created.rolloutId,
    (p) => ENDED.includes(p.state),
    TIMEOUT_MS,
    () => cpu.sample(),
  );
  const outcomes = await phaseOutcomes(rig.db, created.rolloutId);
  const byPhase = await phaseDevices(rig.db, created.rolloutId);
  const arrivals = await rig.devices.arrivals();
  const answered = new Map<number, number | null>();
  for (const phase of end.phases)
    answered.set(phase.phaseIndex, phase.batchId ? await firstAnswersRecorded(rig.db, phase.batchId) : null);
  const phases = end.phases.map((phase) => {
    const ids = byPhase.get(phase.phaseIndex) ?? [];
    const firsts = ids.map((id) => arrivals.get(id)?.[0] ?? Number.NaN).filter(Number.isFinite);
    const lastFirst = Math.max(...firsts);
    const fromStart = ids.length / ((lastFirst - (phase.startedAt ?? started)) / 1000);
    const sending = ids.length / ((lastFirst - Math.min(...firsts)) / 1000);
    const outcome = outcomes.find((o) => o.phase === phase.phaseIndex);
    const used = cpu.between(phase.startedAt ?? started, lastFirst);
    const cpuMsPerCommand = used.total / ids.length;
    const answeredAt = answered.get(phase.phaseIndex) ?? Number.NaN;
    const answeredRate = ids.length / ((answeredAt - (phase.startedAt ?? started)) / 1000);
    // The one-step trigger to the phase's own share of the same fleet: the same choosing and
    // sending for as many devices (the last phase's is the full one-step figure).
    const sameStep = sameShare.get(SHARES[phase.phaseIndex] ?? 100) ?? singleStep;
    return {
      phase: phase.phaseIndex + 1,
      devices: ids.length,
      firstSendsDelivered: firsts.length,
      retries: (outcome?.attempts ?? 0) - (outcome?.received ?? 0),
      installed: outcome?.installed ?? 0,
      failed: outcome?.failed ?? 0,
      // From the phase's start (its devices taken, its batch opened) to its first command delivered,
      // and to its last first one.
      firstDeliveredAfterMs: Math.round(Math.min(...firsts) - (phase.startedAt ?? started)),
      lastDeliveredAfterMs: Math.round(lastFirst - (phase.startedAt ?? started)),
      commandsPerSecond: Math.round(fromStart),
      vsSingleStep: Number((fromStart / singleStep.commandsPerSecond).toFixed(3)),
      sameShareOneStepCommandsPerSecond: sameStep.commandsPerSecond,
      vsSameShareOneStep: Number((fromStart / sameStep.commandsPerSecond).toFixed(3)),
      // From its first command delivered to its last: the sending alone.
      sendingCommandsPerSecond: Math.round(sending),
      sendingVsSingleStep: Number((sending / singleStep.commandsPerSecond).toFixed(3)),
      // From its start to the last first answer recorded (retries aside), against the one-step
      // trigger's devices over the time to its last answer recorded: the same work on both sides
      // (the one-step's commands are delivered first and their statuses and answers recorded after).
      answeredCommandsPerSecond: Math.round(answeredRate),
      answeredVsSingleStep: Number((answeredRate / singleStep.answeredCommandsPerSecond).toFixed(3)),
      // This process's and its database's CPU over the same span (sampled every 250 ms), per device:
      // hardly moved by other work on the machine, unlike the rates.
      cpuMsPerCommand: Number(cpuMsPerCommand.toFixed(4)),
      processCpuMsPerCommand: Number((used.process / ids.length).toFixed(4)),
      postgresCpuMsPerCommand: Number((used.postgres / ids.length).toFixed(4)),
      cpuVsSingleStep: Number((singleStep.cpuMsPerCommand / cpuMsPerCommand).toFixed(3)),
    };
  });
  const lastFinal = Math.max(...outcomes.map((o) => o.lastFinal ?? 0));
  const soakSeconds = s.soakMinutes * s.minuteSeconds;
  emit({
    figure: FIGURES.pace(s),
    state: end.state,
    stopReason: end.stopReason,
    lastFinalStateSeconds: seconds(lastFinal - started),
    // Two soaks lie between the start and the last phase's sends.
    soakSecondsBetweenPhases: 2 * soakSeconds,
    withoutSoaksSeconds: seconds(lastFinal - started - 2 * soakSeconds * 1000),
    sendChunk: s.sendChunk,
    singleStepCommandsPerSecond: singleStep.commandsPerSecond,
    singleStepCpuMsPerCommand: singleStep.cpuMsPerCommand,
    phases,
    targetVsSingleStep: 0.8,
  });
}

/** One gated rollout; the gate's logs written as each phase soaks. Answers how it ended. */
async function gatedRun(rig: PhasedRig, s: Settings, badShare: number, name: string) {
  // The gate's control group is the model's devices live at the phase's install (a report within
  // two intervals), outside this rollout. The bench writes reports only for the soaking devices and
  // the control country's, so the last rollout's devices must have gone quiet first: reports of
  // theirs still fresh made them control devices with no events at all (false stops, decision 0035).
  const staleAt = rig.reportsEndMs + 2 * s.reportIntervalSeconds * 1000 + 1000;
  if (Date.now() < staleAt) await new Promise((r) => setTimeout(r, staleAt - Date.now()));
  const version = await rig.newVersion();
  await rig.devices.answer({ failShare: 0, reason: 'downloadFailed', version });
  const created = await rig.rollouts.create(rig.caller, rolloutBody(s, name, version, 'gate'), '127.0.0.1');
  const soakSeconds = s.soakMinutes * s.minuteSeconds;
  const written = new Map<number, { writeMs: number; beforeSoakEnd: boolean }>();
  const end = await watchRollout(
    rig.db,
    created.rolloutId,
    (p) => ENDED.includes(p.state),
    TIMEOUT_MS,
    async (p) => {
      for (const phase of p.phases) {
        if (phase.state !== 'soaking' || !phase.installedAt || written.has(phase.phaseIndex)) continue;
        const t = Date.now();
        const soak = {
          rolloutId: created.rolloutId,
          phaseIndex: phase.phaseIndex,
          installedAt: Math.floor(phase.installedAt / 1000),
          soakSeconds,
          reportIntervalSeconds: s.reportIntervalSeconds,
          baseRatePerThousandHours: s.baseRate,
          timeScale: 60 / s.minuteSeconds,
          badShare,
        };
        await writeSoakSignals(rig.db, soak);
        rig.reportsEndMs = Math.max(rig.reportsEndMs, soakReportsEnd(soak) * 1000);
        written.set(phase.phaseIndex, {
          writeMs: Date.now() - t,
          beforeSoakEnd: Date.now() < phase.installedAt + soakSeconds * 1000,
        });
      }
    },
  );
  const outcomes = await phaseOutcomes(rig.db, created.rolloutId);
  const received = outcomes.reduce((n, o) => n + o.received, 0);
  const failedPhase = end.phases.find((p) => p.verdict?.outcome === 'failed');
  return {
    state: end.state,
    stopReason: end.stopReason,
    receivedShare: received / end.targetCount,
    phasesStarted: end.phases.filter((p) => p.startedAt !== null).length,
    logsWrittenBeforeSoakEnd: [...written.values()].every((w) => w.beforeSoakEnd),
    logWriteMs: [...written.values()].map((w) => w.writeMs),
    failedControl: failedPhase?.verdict?.control,
    failedSignals: failedPhase?.verdict?.signals
      .filter((g) => g.failed)
      .map((g) => ({
        signal: g.signal,
        treated: g.treated.events,
        control: g.control.events,
        pValue: Number(g.pValue.toPrecision(2)),
      })),
  };
}

/** 2. A bad release stopping by itself. */
async function badReleaseFigure(rig: PhasedRig, s: Settings, emit: Emit) {
  const bad = await gatedRun(rig, s, s.badShare, 'bench: bad release');
  emit({
    figure: FIGURES.bad(s),
    ...bad,
    receivedPercent: Number((bad.receivedShare * 100).toFixed(2)),
    targetReceivedPercent: 2,
    baseRatePerThousandHours: s.baseRate,
    soakMinutes: s.soakMinutes,
    minuteSeconds: s.minuteSeconds,
  });
}

/** 2. The false stops of clean releases. */
async function cleanReleaseFigure(rig: PhasedRig, s: Settings, emit: Emit) {
  const runs = [];
  for (let i = 0; i < s.cleanRuns; i++) {
    runs.push(await gatedRun(rig, s, 0, `bench: clean release ${i + 1}`));
    console.log(`# clean release ${i + 1} of ${s.cleanRuns}: ${runs.at(-1)?.state}`);
  }
  // A run whose soak logs were written after its soak ended measured the bench, not the gate: the
  // gate may have read a control group with no reports yet (and fallen back to the model's
  // history, which the bench's scaled time does not fill). Such runs are counted apart.
  const valid = runs.filter((r) => r.logsWrittenBeforeSoakEnd);
  emit({
    figure: FIGURES.clean,
    runs: runs.length,
    validRuns: valid.length,
    falseStops: valid.filter((r) => r.state !== 'completed').length,
    stopReasons: valid.flatMap((r) => (r.stopReason ? [r.stopReason] : [])),
    lateLogRuns: runs
      .filter((r) => !r.logsWrittenBeforeSoakEnd)
      .map((r) => ({
        state: r.state,
        stopReason: r.stopReason,
        control: r.failedControl,
        logWriteMs: r.logWriteMs,
      })),
    failedRuns: valid
      .filter((r) => r.state !== 'completed')
      .map((r) => ({ control: r.failedControl, signals: r.failedSignals })),
    logWriteMs: runs.flatMap((r) => r.logWriteMs),
    baseRatePerThousandHours: s.baseRate,
    targetFalseStops: 0,
  });
}

const oneStepOf = (o: PhasedBenchOptions, s: Settings) => ({
  databaseUrl: o.databaseUrl,
  devices: s.devices,
  mqttUrl: o.mqttUrl,
});

export async function phasedRolloutFigures(o: PhasedBenchOptions): Promise<void> {
  const s = settings();
  const wanted = o.wanted ?? (() => true);
  let singleStep = o.singleStep;
  if (singleStep === undefined && wanted(FIGURES.pace(s))) {
    const oneStep = await rolloutFigure(oneStepOf(o, s));
    o.emit(oneStep);
    singleStep = oneStep;
  }
  // One-step triggers to each smaller phase's share, the yardstick of a phase of that size.
  const sameShare = new Map<number, SingleStep>();
  if (wanted(FIGURES.pace(s)))
    for (const share of SHARES.filter((x) => x < 100)) {
      const figure = await rolloutFigure({ ...oneStepOf(o, s), percentage: share });
      o.emit(figure);
      sameShare.set(share, figure);
    }
  await withDatabase(o.databaseUrl, async (url) => {
    const rig = await startPhasedRig({ url, mqttUrl: o.mqttUrl, ...s });
    try {
      if (singleStep !== undefined && wanted(FIGURES.pace(s)))
        await paceFigure(rig, s, singleStep, sameShare, o.emit);
      if (wanted(FIGURES.page))
        await rolloutPageFigures(rig, {
          databaseUrl: url,
          connections: s.connections,
          seconds: s.seconds,
          warmupSeconds: s.warmupSeconds,
          emit: o.emit,
          async startRollout() {
            const version = await rig.newVersion();
            await rig.devices.answer({ failShare: s.failShare, reason: 'downloadFailed', version });
            const body = rolloutBody(s, 'bench: page calls', version, 'soak');
            // The last phase soaks long enough for the page's calls to be measured during it.
            const phases = body.phases.map((p, i) =>
              i === body.phases.length - 1
                ? { ...p, soakMinutes: Math.max(p.soakMinutes, PAGE_SOAK_MINUTES) }
                : p,
            );
            return (await rig.rollouts.create(rig.caller, { ...body, phases }, '127.0.0.1')).rolloutId;
          },
          async endRollout(rolloutId) {
            const r = await rig.rollouts.get(rig.caller, rolloutId);
            if (r.state === 'running' || r.state === 'paused')
              await rig.rollouts.control(rig.caller, rolloutId, 'abort', 'bench: measured', '127.0.0.1');
          },
        });
      if (wanted(FIGURES.bad(s))) await badReleaseFigure(rig, s, o.emit);
      if (wanted(FIGURES.clean) && s.cleanRuns > 0) await cleanReleaseFigure(rig, s, o.emit);
    } finally {
      await rig.close();
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  await phasedRolloutFigures({
    wanted: (figure) => only.length === 0 || only.some((part) => figure.toLowerCase().includes(part)),
    databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    mqttUrl: process.env.MQTT_URL,
    emit: benchResults(
      process.env.BENCH_OUT ??
        join('bench-results', `phased-${new Date().toISOString().replace(/[:.]/g, '-')}.jsonl`),
    ),
  });
}
