import {
  createRollout,
  ENDED_ROLLOUT_STATES,
  HEALTH_SIGNALS,
  type Rollout,
  type RolloutDevice,
  type RolloutDeviceStage,
} from '@console/contracts/rollouts';
import { type Fleet, startFleet } from '@console/simulator';
import { and, count, eq, isNull } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { RETRYABLE_REASONS } from '../src/modules/rollouts/phased/retry-rules';
import { rolloutDeviceChunks } from '../src/modules/rollouts/phased/rollout-devices.queries';
import type { TestDevice } from '../src/modules/telemetry/test-fixtures';
import type { Db } from '../src/platform/db/client';
import { deviceCommands, fotaBatches, rolloutDevices, rolloutPhases } from '../src/platform/db/schema';
import { callServer } from './deployment';
import { TEST_SIGNING_KEY } from './fixtures';
import type { ServerProcess } from './server-process';

/*
 * Phased rollouts (issue 31) run by whole server processes: created and watched over HTTP, then
 * checked in the database once ended. What the fault tests share.
 */

/** A server's settings for them: a soak minute of 0.2 s, five steps a second, no approval needed. */
export const PHASED_SERVER_ENV: Record<string, string> = {
  ROLLOUT_STEP_SECONDS: '0.2',
  ROLLOUT_MINUTE_SECONDS: '0.2',
  ROLLOUT_SEND_CHUNK: '10',
  ROLLOUT_APPROVAL_DEVICES: '1000000',
  ROLLOUT_APPROVAL_MODEL_PERCENT: '100',
  // The devices report once a minute; the gate counts a device silent after two missed reports.
  SIMULATOR_INTERVAL_SECONDS: '60',
  // A broker that dies loses commands it had acknowledged (Mosquitto's last changes unsaved, the
  // embedded one all it held): they stay `sent` and are published again, same ids, when their
  // devices reconnect. An hour, as by default: no command here may wait for its timeout.
  COMMAND_TIMEOUT_MINUTES: '60',
};

/** A rollout's device stages that end it for the device. */
const FINAL_STAGES: readonly RolloutDeviceStage[] = ['installed', 'failed', 'rolledBack', 'cancelled'];

/** Simulated devices for a rollout: online throughout, 2 % of installs failing (never retried). */
export function startPhasedFleet(url: string, devices: TestDevice[]): Promise<Fleet> {
  return startFleet({
    url,
    devices,
    intervalMs: 60_000,
    offlineProbability: 0,
    installFailureRate: 0.02,
    firmwareKeys: [TEST_SIGNING_KEY.publicKey],
  });
}

/**
 * Three phases (10 %, 50 %, 100 %) of 2.0 to every device of `model`: soak, gate, soak, each soak 2
 * minutes (0.4 s). The pace, 10 devices a second, spreads a phase's sends over seconds so a fault
 * lands among them; the failure threshold is far above the fleet's failures and the gate judges
 * at once, passing unless the updated devices fare far worse: the rollout completes.
 */
export async function createPhasedRollout(
  server: ServerProcess,
  headers: Record<string, string>,
  model: string,
): Promise<Rollout> {
  const body = {
    name: `Faults ${model}`,
    modelNumber: model,
    firmwareVersion: '2.0',
    phases: [
      { share: 10, startRule: 'soak', soakMinutes: 2 },
      { share: 50, startRule: 'gate', soakMinutes: 2 },
      { share: 100, startRule: 'soak', soakMinutes: 2 },
    ],
    maxFailurePercent: 50,
    pacing: { devicesPerMinute: 600, megabytesPerSecond: null, rampFromPerMinute: null },
    gate: {
      margins: Object.fromEntries(HEALTH_SIGNALS.map((s) => [s, 1000])),
      minDevices: 1,
      minDeviceHours: 0,
    },
  };
  const res = await callServer<Rollout>(server, headers, 'POST', createRollout.path, body);
  if (res.status !== 200) throw new Error(`rollout refused: ${res.status} ${JSON.stringify(res.json)}`);
  expect(res.json.state).toBe('running');
  return res.json;
}

export const readRollout = async (server: ServerProcess, headers: Record<string, string>, id: string) =>
  (await callServer<Rollout>(server, headers, 'GET', `${createRollout.path}/${id}`)).json;

/** Waits until phase `index` is sending: at least one of its devices sent to, at least 10 (a second's pace) not yet. */
export async function waitForPhaseSending(
  server: ServerProcess,
  headers: Record<string, string>,
  id: string,
  index: number,
) {
  await vi.waitFor(
    async () => {
      const phase = (await readRollout(server, headers, id)).phases[index];
      const seen = JSON.stringify(phase && { state: phase.state, counts: phase.counts });
      const waiting = phase?.counts.queued ?? 0;
      expect(phase?.state, seen).toBe('installing');
      expect(waiting, seen).toBeGreaterThanOrEqual(10);
      expect(waiting, seen).toBeLessThan(phase?.deviceCount ?? 0);
    },
    { timeout: 60_000, interval: 20 },
  );
}

/** Phase `index`'s devices no command was sent to yet (none stored under their first command's id). */
export async function countUnsent(db: Db, id: string, index: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rolloutDevices)
    .leftJoin(deviceCommands, eq(deviceCommands.commandId, rolloutDevices.commandId))
    .where(
      and(
        eq(rolloutDevices.rolloutId, id),
        eq(rolloutDevices.phaseIndex, index),
        isNull(deviceCommands.commandId),
      ),
    );
  return row?.n ?? 0;
}

/** Waits until the rollout has ended (completed, stopped or aborted); the last read is in the failure. */
export async function waitForRolloutEnd(
  server: ServerProcess,
  headers: Record<string, string>,
  id: string,
  timeout = 240_000,
): Promise<Rollout> {
  let last: Rollout | undefined;
  await vi.waitFor(
    async () => {
      last = await readRollout(server, headers, id);
      const where = last.phases.map((p) => ({ state: p.state, counts: p.counts }));
      expect(ENDED_ROLLOUT_STATES, JSON.stringify({ state: last.state, where })).toContain(last.state);
    },
    { timeout, interval: 200 },
  );
  return last as Rollout;
}

/**
 * Every device of the ended rollout in exactly one final stage, as the device itself ended
 * (installed ones run 2.0, the others still 1.0), and one command per attempt: each device's
 * commands are as many as its attempts, in its phase's batch, and every one before the last
 * failed for a reason worth another attempt. Answers each device's attempts.
 */
export async function expectEachDeviceEndedOnce(db: Db, id: string, fleet: Fleet): Promise<number[]> {
  const devices: RolloutDevice[] = [];
  for await (const chunk of rolloutDeviceChunks(db, id, true, {})) devices.push(...chunk);
  const phases = await db.select().from(rolloutPhases).where(eq(rolloutPhases.rolloutId, id));
  const commands = await db
    .select({
      deviceId: deviceCommands.deviceId,
      commandId: deviceCommands.commandId,
      batchId: deviceCommands.batchId,
      status: deviceCommands.status,
      reason: deviceCommands.reason,
    })
    .from(deviceCommands)
    .innerJoin(fotaBatches, eq(fotaBatches.batchId, deviceCommands.batchId))
    .where(eq(fotaBatches.rolloutId, id));
  const batches = await db.select().from(fotaBatches).where(eq(fotaBatches.rolloutId, id));

  // Each phase opened its batch once.
  expect(batches.map((b) => b.batchId).sort()).toEqual(phases.map((p) => p.batchId).sort());
  expect(devices.map((d) => d.deviceId).sort()).toEqual(fleet.devices.map((d) => d.spec.deviceId).sort());

  const onDevice = new Map(fleet.devices.map((d) => [d.spec.deviceId, d.firmwareVersion]));
  const batchOfPhase = new Map(phases.map((p) => [p.phaseIndex, p.batchId]));
  const byDevice = new Map<string, typeof commands>();
  for (const c of commands) byDevice.set(c.deviceId, [...(byDevice.get(c.deviceId) ?? []), c]);
  const wrong: string[] = [];
  for (const d of devices) {
    const mine = byDevice.get(d.deviceId) ?? [];
    const earlier = mine.filter((c) => c.commandId !== d.commandId);
    const problems = [
      !FINAL_STAGES.includes(d.stage) && `stage ${d.stage}`,
      (d.stage === 'installed') !== (onDevice.get(d.deviceId) === '2.0') &&
        `${d.stage} but runs ${onDevice.get(d.deviceId)}`,
      mine.length !== d.attempts && `${mine.length} commands for ${d.attempts} attempts`,
      mine.some((c) => c.batchId !== batchOfPhase.get(d.phase)) && 'a command outside its phase batch',
      earlier.some((c) => !RETRYABLE_REASONS.includes(c.reason ?? c.status)) &&
        `sent again after ${earlier.map((c) => `${c.status}/${c.reason}`).join(', ')}`,
    ].filter(Boolean);
    if (problems.length > 0) wrong.push(`${d.deviceId} (phase ${d.phase + 1}): ${problems.join('; ')}`);
  }
  expect(wrong).toEqual([]);
  return devices.map((d) => d.attempts);
}
