import type { GateVerdict, Rollout } from '@console/contracts/rollouts';
import { eq } from 'drizzle-orm';
import { connectAsync } from 'mqtt';
import { expect, vi } from 'vitest';
import { buildListeningTestApp, type TestApp } from '../../../../test/build-app';
import { insertStaff } from '../../../../test/fixtures';
import { testMqttUrl } from '../../../../test/test-db';
import { deviceCommands, fotaBatches } from '../../../platform/db/schema';
import { type Mqtt, startMqtt } from '../../../platform/mqtt/start-mqtt';
import { type CommandResultsIngest, startCommandResultsIngest } from '../../telemetry';
import { clearRetained, silentLog, uniqueId } from '../../telemetry/test-fixtures';
import { insertRolloutStage } from '../test-fixtures';
import { createRolloutEngine, type GateEvaluator } from './rollout-engine';

/* The phased rollout tests' rig (not used by the app): an app, a broker and the results ingest. */

export const ROLLOUTS_PATH = '/simplifi/v1/firmwareupgrade/rollouts';
const wait = { timeout: 30_000, interval: 100 };

/** A gate verdict with one signal, reboots, failed when the outcome is. */
export const testVerdict = (outcome: GateVerdict['outcome']): GateVerdict => ({
  outcome,
  control: 'sameModel',
  treatedDevices: 10,
  controlDevices: 100,
  evaluatedAt: Math.floor(Date.now() / 1000),
  signals: [
    {
      signal: 'reboots',
      treated: { events: 12, deviceHours: 100, rate: 120 },
      control: { events: 10, deviceHours: 1000, rate: 10 },
      difference: 110,
      margin: 1,
      pValue: 1e-9,
      alpha: 0.002,
      failed: outcome === 'failed',
    },
  ],
});

/**
 * A listening app with an L4 creator (`ro.creator`) and approver (`ro.approver`), the broker
 * (embedded, or Mosquitto on the real target) and the command-results ingest. Engines are made by
 * the test and stepped by it (no timer), so each move is seen.
 */
export async function startPhasedRig(env: Record<string, string> = {}) {
  // Every read reads (a test looks right after each step).
  const t: TestApp & { baseUrl: string } = await buildListeningTestApp({
    ROLLOUT_ANSWER_MAX_AGE_MS: '0',
    ...env,
  });
  await insertRolloutStage(t.deps, { staff: 'ro.creator', model: 'RO-BASE', fleet: [] });
  await insertStaff(t.db, { userName: 'ro.approver', roles: ['CUSTOMERSUPPORTL4'] });
  const creator = await t.loginAs('ro.creator');
  const approver = await t.loginAs('ro.approver');
  const clientId = uniqueId('console-server-phased');
  const mqtt: Mqtt = await startMqtt({ url: testMqttUrl(), port: 0, log: silentLog, clientId });
  const shareGroup = testMqttUrl() ? uniqueId('results') : undefined;
  const results: CommandResultsIngest = await startCommandResultsIngest({
    db: t.db,
    client: mqtt.client,
    log: silentLog,
    shareGroup,
  });
  mqtt.release();
  t.deps.commands.attach(mqtt.client, silentLog);
  const deviceIds: string[] = [];

  async function call<T = Rollout>(
    who: Record<string, string>,
    method: string,
    path: string,
    body?: unknown,
  ) {
    const res = await fetch(t.baseUrl + path, {
      method,
      headers: { ...who, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, text, json: (/^[[{]/.test(text) ? JSON.parse(text) : undefined) as T };
  }
  const rollout = async (id: string) => (await call(creator, 'GET', `${ROLLOUTS_PATH}/${id}`)).json;

  /** An engine as a server runs one; `sendChunk` devices per send, soak minutes of `minuteSeconds`. */
  const newEngine = (gate: GateEvaluator, sendChunk = 7, minuteSeconds = 60) =>
    createRolloutEngine({
      db: t.db,
      files: t.deps.files,
      commands: t.deps.commands,
      deviceOrigin: t.baseUrl,
      gate,
      log: silentLog,
      settings: { minuteSeconds, sendChunk, sendBudgetMs: 10_000 },
    });

  /** The commands a rollout sent (its phases' batches). */
  const rolloutCommands = (id: string) =>
    t.db
      .select({ deviceId: deviceCommands.deviceId, commandId: deviceCommands.commandId })
      .from(deviceCommands)
      .innerJoin(fotaBatches, eq(fotaBatches.batchId, deviceCommands.batchId))
      .where(eq(fotaBatches.rolloutId, id));

  return {
    t,
    mqtt,
    results,
    creator,
    approver,
    call,
    rollout,
    newEngine,
    rolloutCommands,
    /** Devices whose retained messages are cleared at the end. */
    deviceIds,
    /** Creates a rollout of version 2.0 as the creator. */
    create: (body: Record<string, unknown>) =>
      call(creator, 'POST', ROLLOUTS_PATH, { firmwareVersion: '2.0', ...body }),
    /** How many commands each device of the rollout got. */
    async commandsPerDevice(id: string) {
      const counts = new Map<string, number>();
      for (const c of await rolloutCommands(id)) counts.set(c.deviceId, (counts.get(c.deviceId) ?? 0) + 1);
      return [...counts.values()];
    },
    /** Steps the rollout with `engine` until `done` holds for it (results flushed between steps). */
    async stepUntil(engine: { step(id: string): Promise<void> }, id: string, done: (r: Rollout) => boolean) {
      await vi.waitFor(async () => {
        await engine.step(id);
        await t.deps.commands.idle();
        await results.flush();
        expect(done(await rollout(id))).toBe(true);
      }, wait);
      return rollout(id);
    },
    async close() {
      await t.deps.commands.idle();
      await results.close();
      await clearRetained(mqtt.client, deviceIds);
      // Leave no persistent session behind on a real broker: a clean connect under the id ends it.
      await (await connectAsync(mqtt.url, { clientId, clean: true })).endAsync();
      await mqtt.close();
      await t.close();
    },
  };
}

export type PhasedRig = Awaited<ReturnType<typeof startPhasedRig>>;
