import type { Fleet } from '@console/simulator';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uniqueId } from '../src/modules/telemetry/test-fixtures';
import { deviceCommandBodies, deviceCommands, fotaBatches } from '../src/platform/db/schema';
import { signInOverHttp } from '../src/scale/http-sign-in';
import { type FaultDeployment, openFaultDeployment } from './fault-deployment';
import { PASSWORD } from './fixtures';
import { startMosquitto } from './mosquitto-process';
import {
  countUnsent,
  createPhasedRollout,
  expectEachDeviceEndedOnce,
  PHASED_SERVER_ENV,
  startPhasedFleet,
  waitForPhaseSending,
  waitForRolloutEnd,
} from './phased-rollout-checks';
import { type ServerProcess, startServerProcess } from './server-process';
import { realTarget } from './test-db';

/*
 * Phased rollouts through faults, with whole processes (issue 31, decision 0035): the server
 * killed with SIGKILL while phase 2 sends and started again, the broker killed and started again
 * while phase 2 sends, two servers stepping one rollout. Each time the rollout completes, every
 * device ends in exactly one final stage, as the device itself ended, and got one command per
 * attempt. The kill runs on both targets (embedded: the broker dies with the server, PGlite opens
 * its data directory again); the broker and the two servers need Mosquitto and PostgreSQL. On the
 * real target the servers use a Mosquitto of the file's own, which it can kill.
 */
const FLEET_SIZE = 240;
const ops = { userName: 'ops.l4', password: PASSWORD, tenantId: 'panasonic' };
const MODELS = { kill: uniqueId('AC-RO-KILL'), broker: uniqueId('AC-RO-BROKER'), two: uniqueId('AC-RO-TWO') };

let deployment: FaultDeployment;
let broker: Awaited<ReturnType<typeof startMosquitto>> | undefined;
let env: Record<string, string>;
let mqttUrl: string;
/** The file's server (the kill replaces it with its restart); every server started is killed at the end. */
let server: ServerProcess;
const servers: ServerProcess[] = [];
let headers: Record<string, string>;
const fleets: Fleet[] = [];

async function startServer(extra: Record<string, string> = {}, port?: number) {
  const started = await startServerProcess({ ...env, ...extra }, port);
  servers.push(started);
  return started;
}

async function startFleetOf(model: string) {
  const fleet = await startPhasedFleet(mqttUrl, deployment.fleets.get(model) ?? []);
  fleets.push(fleet);
  return fleet;
}

describe('phased rollouts through faults', () => {
  beforeAll(async () => {
    const models = realTarget ? Object.values(MODELS) : [MODELS.kill];
    deployment = await openFaultDeployment({
      staff: ['ops.l4'],
      models: models.map((model) => ({ model, devices: FLEET_SIZE })),
    });
    broker = realTarget ? await startMosquitto() : undefined;
    mqttUrl = broker?.url ?? deployment.mqttUrl;
    env = { ...deployment.env, ...PHASED_SERVER_ENV, ...(broker && { MQTT_URL: broker.url }) };
    server = await startServer();
    headers = await signInOverHttp(server.baseUrl, ops);
  }, 120_000);

  afterAll(async () => {
    for (const fleet of fleets) await fleet.stop();
    for (const s of servers) await s.kill();
    await broker?.stop();
    await deployment?.close();
  });

  it('a server killed (kill -9) while phase 2 sends, started again: every device ends once, one command per attempt', async () => {
    const fleet = await startFleetOf(MODELS.kill);
    const { rolloutId } = await createPhasedRollout(server, headers, MODELS.kill);
    await waitForPhaseSending(server, headers, rolloutId, 1);
    await server.kill();
    const unsent = await deployment.withDb((db) => countUnsent(db, rolloutId, 1));
    expect(unsent, 'the kill came after phase 2 had sent').toBeGreaterThan(0);

    // The same address (the devices' download links name it), database and broker port.
    server = await startServer({}, server.port);
    const ended = await waitForRolloutEnd(server, headers, rolloutId);
    expect(ended.state).toBe('completed');
    // PGlite is one process's at a time.
    if (!realTarget) await server.stop();
    await deployment.withDb((db) => expectEachDeviceEndedOnce(db, rolloutId, fleet));
    // Past its waits (a minute for phase 2, two for the server's start, four for the end), so they speak first.
  }, 480_000);

  it.runIf(realTarget)(
    'a broker killed and started again while phase 2 sends: every device ends once, one command per attempt (lost ones published again at reconnect)',
    async () => {
      const fleet = await startFleetOf(MODELS.broker);
      const { rolloutId } = await createPhasedRollout(server, headers, MODELS.broker);
      await waitForPhaseSending(server, headers, rolloutId, 1);
      await broker?.kill();
      // Down long enough for the server to see it: its sends meet no broker.
      await vi.waitFor(
        async () => {
          const health = (await (await fetch(`${server.baseUrl}/healthz`)).json()) as {
            checks: { mqtt: string };
          };
          expect(health.checks.mqtt).toBe('down');
        },
        { timeout: 15_000, interval: 20 },
      );
      await broker?.start();
      // The commands the broker lost come back as their devices reconnect (seconds), not after
      // their hour's timeout: none timed out.
      const ended = await waitForRolloutEnd(server, headers, rolloutId, 120_000);
      expect(ended.state).toBe('completed');
      await deployment.withDb((db) => expectEachDeviceEndedOnce(db, rolloutId, fleet));
      const timedOut = await deployment.withDb((db) =>
        db
          .select({ commandId: deviceCommands.commandId })
          .from(deviceCommands)
          .innerJoin(fotaBatches, eq(fotaBatches.batchId, deviceCommands.batchId))
          .where(and(eq(fotaBatches.rolloutId, rolloutId), eq(deviceCommands.status, 'timedOut'))),
      );
      expect(timedOut).toEqual([]);
    },
    240_000,
  );

  it.runIf(realTarget)(
    'two servers step one rollout: one command per device, each batch once, both servers sending',
    async () => {
      const otherClientId = uniqueId('fault-server-b');
      const other = await startServer({ MQTT_CLIENT_ID: otherClientId });
      const fleet = await startFleetOf(MODELS.two);
      const { rolloutId } = await createPhasedRollout(other, headers, MODELS.two);
      const ended = await waitForRolloutEnd(server, headers, rolloutId);
      expect(ended.state).toBe('completed');
      const attempts = await deployment.withDb((db) => expectEachDeviceEndedOnce(db, rolloutId, fleet));
      expect(attempts).toEqual(Array(FLEET_SIZE).fill(1));

      // Both took turns: each published some of the commands (the body names who stored it).
      const publishers = await deployment.withDb((db) =>
        db
          .selectDistinct({ publisher: deviceCommandBodies.publisher })
          .from(deviceCommands)
          .innerJoin(fotaBatches, eq(fotaBatches.batchId, deviceCommands.batchId))
          .innerJoin(deviceCommandBodies, eq(deviceCommandBodies.bodyId, deviceCommands.bodyId))
          .where(eq(fotaBatches.rolloutId, rolloutId)),
      );
      expect(publishers.map((p) => p.publisher).sort()).toEqual([env.MQTT_CLIENT_ID, otherClientId].sort());
    },
    120_000,
  );
});
