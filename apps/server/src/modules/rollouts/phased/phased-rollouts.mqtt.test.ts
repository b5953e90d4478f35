import { messages } from '@console/contracts/messages';
import type { FotaBatch, GateVerdict, RolloutDevice } from '@console/contracts/rollouts';
import { type Fleet, startFleet } from '@console/simulator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertDevice, TEST_SIGNING_KEY } from '../../../../test/fixtures';
import { queuedEvents, subscribeWebhook } from '../../../../test/webhook-outbox';
import {
  auditLog,
  fotaBatches,
  segmentSnapshotDevices,
  segmentSnapshots,
  webhookEndpoints,
  webhookEvents,
} from '../../../platform/db/schema';
import { testDevice } from '../../telemetry/test-fixtures';
import { insertFotaFirmware, insertModel } from '../test-fixtures';
import { ROLLOUTS_PATH as base, type PhasedRig, startPhasedRig, testVerdict } from './phased-test-fixtures';
import type { RolloutEngine } from './rollout-engine';

/*
 * Phased rollouts end to end: created and controlled over HTTP, stepped by the engine, sent over
 * the broker (embedded Aedes, or Mosquitto on the real target) to simulated devices that install
 * or fail. The engine's steps are taken by the test (no timer), so each phase's moves are seen.
 */
let rig: PhasedRig;
const fleets: Fleet[] = [];
/** What the gate answers next (the gate's statistics have their own tests). */
let nextVerdict: GateVerdict['outcome'] = 'passed';
/** The updated devices' reboot rate the gate reports, per 1,000 device-hours. */
let treatedRate = 120;
const testGate = async () => {
  const verdict = testVerdict(nextVerdict);
  for (const s of verdict.signals) s.treated.rate = treatedRate;
  return verdict;
};
let engine: RolloutEngine;

/** A model with a 2.0 image and `count` devices on 1.0, online in a fleet failing `failureRate` of installs. */
async function stage(model: string, count: number, failureRate = 0) {
  const { t } = rig;
  await insertModel(t.db, model);
  await insertFotaFirmware(t.deps, model, '2.0');
  const specs = Array.from({ length: count }, () => ({ ...testDevice('AC', '1.0'), modelNumber: model }));
  for (const d of specs)
    await insertDevice(t.db, { deviceId: d.deviceId, modelNumber: model, firmwareVersion: '1.0' });
  rig.deviceIds.push(...specs.map((d) => d.deviceId));
  fleets.push(
    await startFleet({
      url: rig.mqtt.url,
      devices: specs,
      intervalMs: 60_000,
      offlineProbability: 0,
      installFailureRate: failureRate,
      firmwareKeys: [TEST_SIGNING_KEY.publicKey],
    }),
  );
}

const call: PhasedRig['call'] = (...args) => rig.call(...args);
const create = (body: Record<string, unknown>) => rig.create(body);
const rollout = async (id: string) => ({ json: await rig.rollout(id) });
const stepUntil = (id: string, done: Parameters<PhasedRig['stepUntil']>[2]) =>
  rig.stepUntil(engine, id, done);

beforeAll(async () => {
  rig = await startPhasedRig({ ROLLOUT_APPROVAL_DEVICES: '30', ROLLOUT_APPROVAL_MODEL_PERCENT: '100' });
  engine = rig.newEngine(testGate, 7);
});

afterAll(async () => {
  for (const fleet of fleets) await fleet.stop();
  await rig?.close();
});

const phases = [
  { share: 10, startRule: 'soak', soakMinutes: 0 },
  { share: 50, startRule: 'manual', soakMinutes: 0 },
  { share: 100, startRule: 'gate', soakMinutes: 0 },
];

describe('a phased rollout over MQTT', () => {
  it('goes phase by phase: soak, a person resumes, the gate passes; every device once, counts true everywhere', async () => {
    await stage('RO-OK', 20);
    // Each phase's pass is told to the webhooks that chose it (issue 33).
    await subscribeWebhook(rig.t.db, 'panasonic', ['rollout.phase.passed']);
    const created = await create({
      name: 'Spring release',
      modelNumber: 'RO-OK',
      phases,
      maxFailurePercent: 50,
      minAnswered: 5,
    });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ state: 'running', targetCount: 20, currentPhase: 0, phaseCount: 3 });
    const id = created.json.rolloutId;

    // Phase 1 (10 % of 20 = 2 devices) soaks 0 minutes and passes; phase 2 waits for a person.
    let r = await stepUntil(id, (x) => x.phases[1]?.state === 'waitingForResume');
    expect(r.phases.map((p) => p.deviceCount)).toEqual([2, 8, 0]);
    expect(r.phases[0]).toMatchObject({ state: 'passed', counts: { installed: 2 } });
    expect(r.currentPhase).toBe(1);

    // Pause and resume the rollout itself, then resume the phase that waits.
    expect((await call(rig.creator, 'POST', `${base}/${id}/control`, { action: 'pause' })).json.state).toBe(
      'paused',
    );
    const paused = await call(rig.creator, 'POST', `${base}/${id}/control`, { action: 'pause' });
    expect(paused.status).toBe(409);
    expect(paused.json).toMatchObject({ message: 'This rollout cannot be paused now: it is paused.' });
    await engine.step(id);
    expect((await rollout(id)).json.phases[1]?.state).toBe('waitingForResume');
    expect((await call(rig.creator, 'POST', `${base}/${id}/control`, { action: 'resume' })).json.state).toBe(
      'running',
    );
    r = (await call(rig.creator, 'POST', `${base}/${id}/control`, { action: 'resume' })).json;
    expect(r).toMatchObject({ state: 'running', currentPhase: 2 });

    nextVerdict = 'passed';
    r = await stepUntil(id, (x) => x.state === 'completed');
    expect(r.phases.map((p) => p.state)).toEqual(['passed', 'passed', 'passed']);
    expect(r.phases[2]?.verdict?.outcome).toBe('passed');
    expect(r.counts).toEqual({ installed: 20 });
    expect(r).toMatchObject({ installed: 20, failed: 0 });
    const passes = (await queuedEvents(rig.t.db, 'panasonic', 'rollout.phase.passed')).filter(
      (e) => e.rolloutId === id,
    );
    expect(passes.map((e) => [e.phase, e.phases, e.devices, e.installed, e.passedBy])).toEqual([
      [1, 3, 2, 2, 'soak'],
      [2, 3, 8, 8, 'resume'],
      [3, 3, 10, 10, 'gate'],
    ]);
    expect(passes[0]).toMatchObject({ name: 'Spring release', modelNumber: 'RO-OK' });

    // One command per device, each phase a FOTA batch whose counters agree.
    expect(await rig.commandsPerDevice(id)).toEqual(Array(20).fill(1));
    const batches = await call<{ totalDevices: number; successfyllyUpgraded: number }[]>(
      rig.creator,
      'GET',
      '/simplifi/v1/firmwareupgrade/batch/list?modelNumber=RO-OK',
    );
    expect(batches.json.map((b) => [b.totalDevices, b.successfyllyUpgraded]).sort()).toEqual([
      [10, 10],
      [2, 2],
      [8, 8],
    ]);

    // The device table pages on the server and filters by stage; the export has every row.
    const page = await call<{ total: number; devices: RolloutDevice[] }>(
      rig.creator,
      'GET',
      `${base}/${id}/devices?stage=installed&size=5&page=1`,
    );
    expect(page.json.total).toBe(20);
    expect(page.json.devices).toHaveLength(5);
    expect(page.json.devices[0]).toMatchObject({ stage: 'installed', attempts: 1, reason: null });
    const csv = await call(rig.creator, 'GET', `${base}/${id}/devices.csv?phase=2`);
    expect(csv.text.trim().split('\r\n')).toHaveLength(11);

    const actions = await rig.t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, id));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'rollout.created',
        'rollout.paused',
        'rollout.resumed',
        'export.rollout-devices.csv',
      ]),
    );
  });

  it('stops by itself when a phase fails more than its threshold; later phases never start', async () => {
    await stage('RO-BAD', 10, 1);
    // A webhook endpoint that chose the stop: the event is queued with the stop (issue 33).
    await rig.t.db.insert(webhookEndpoints).values({
      id: 'wh-rollout-stop',
      tenantId: 'panasonic',
      url: 'https://receiver.example/hook',
      events: ['rollout.stopped'],
      secretSealed: 'unused',
      createdBy: 'test',
    });
    const created = await create({
      name: 'Broken image',
      modelNumber: 'RO-BAD',
      phases: [
        { share: 50, startRule: 'soak', soakMinutes: 0 },
        { share: 100, startRule: 'soak', soakMinutes: 0 },
      ],
      maxFailurePercent: 10,
      minAnswered: 3,
    });
    const id = created.json.rolloutId;
    const r = await stepUntil(id, (x) => x.state === 'stopped');
    expect(r.stopReason).toMatch(
      /^Phase 1: \d of \d devices that answered failed \(100\.0 %\), above the 10 % limit\.$/,
    );
    expect(r.phases.map((p) => p.state)).toEqual(['failed', 'stopped']);
    const events = await rig.t.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.type, 'rollout.stopped'));
    await rig.t.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, 'wh-rollout-stop'));
    expect(events.map((e) => e.payload.data)).toEqual([
      { rolloutId: id, state: 'stopped', phase: 1, reason: r.stopReason, abortedBy: null },
    ]);
    // Stopped by itself: no person aborted it.
    expect(r.abortedBy).toBeNull();
    expect(r.phases[1]?.deviceCount).toBe(0);
    const failed = await call<{ devices: RolloutDevice[] }>(
      rig.creator,
      'GET',
      `${base}/${id}/devices?stage=failed`,
    );
    expect(failed.json.devices[0]?.reason).toBe('installFailed');
    // Nothing more is sent.
    await engine.step(id);
    const sent = await rig.rolloutCommands(id);
    expect(sent.length).toBe(5);
  });

  it('stops when the health gate fails, and says why with its numbers', async () => {
    await stage('RO-GATE', 10);
    const created = await create({
      name: 'Reboots more',
      modelNumber: 'RO-GATE',
      phases: [
        { share: 20, startRule: 'gate', soakMinutes: 0 },
        { share: 100, startRule: 'gate', soakMinutes: 0 },
      ],
    });
    nextVerdict = 'waiting';
    const id = created.json.rolloutId;
    let r = await stepUntil(id, (x) => x.phases[0]?.verdict?.outcome === 'waiting');
    // 10 updated devices of at least 50 once the phase settled: no wait brings the sample, so the
    // phase waits for a person instead of for ever.
    expect(r).toMatchObject({
      state: 'running',
      currentPhase: 0,
      phases: [{ state: 'waitingForResume' }, {}],
    });
    // A person may let a phase whose gate still waits for its sample pass.
    r = (await call(rig.creator, 'POST', `${base}/${id}/control`, { action: 'resume' })).json;
    expect(r).toMatchObject({ state: 'running', currentPhase: 1, phases: [{ state: 'passed' }, {}] });
    nextVerdict = 'failed';
    // A large rate is written with its thousands grouped, as every figure of a stop reason is.
    treatedRate = 1234.5;
    r = await stepUntil(id, (x) => x.state === 'stopped');
    treatedRate = 120;
    expect(r.stopReason).toBe(
      'Phase 2: the health gate failed on reboots 1,234.50 against 10.00 per 1,000 device-hours (p = 1.0e-9).',
    );
    expect(r.phases[1]?.verdict?.signals[0]?.failed).toBe(true);
    expect(r.phases.map((p) => p.state)).toEqual(['passed', 'failed']);
  });

  it('keeps a gate soaking while only device-hours are short: time brings them', async () => {
    await stage('RO-HOURS', 5);
    const created = await create({
      name: 'Enough devices',
      modelNumber: 'RO-HOURS',
      phases: [{ share: 100, startRule: 'gate', soakMinutes: 0 }],
      // The test gate answers 10 updated devices: at least the minimum, so it waits for hours only.
      gate: { minDevices: 5, minDeviceHours: 1000 },
    });
    nextVerdict = 'waiting';
    const id = created.json.rolloutId;
    const r = await stepUntil(id, (x) => x.phases[0]?.verdict?.outcome === 'waiting');
    expect(r.phases[0]?.state).toBe('soaking');
    nextVerdict = 'passed';
    await call(rig.creator, 'POST', `${base}/${id}/control`, { action: 'abort' });
  });

  it('waits for a second person to approve a large rollout; an abort sends nothing more', async () => {
    await stage('RO-BIG', 40);
    const created = await create({
      name: 'Big one',
      modelNumber: 'RO-BIG',
      phases,
      // One device a second: the first step sends one, the others wait.
      pacing: { devicesPerMinute: 60, megabytesPerSecond: null, rampFromPerMinute: null },
    });
    expect(created.json.state).toBe('awaitingApproval');
    const id = created.json.rolloutId;
    await engine.step(id);
    expect((await rollout(id)).json.phases[0]?.state).toBe('pending');

    const own = await call(rig.creator, 'POST', `${base}/${id}/control`, { action: 'approve' });
    expect(own.status).toBe(403);
    expect(own.json).toMatchObject({ message: messages.rolloutApproverIsCreator });
    const approved = await call(rig.approver, 'POST', `${base}/${id}/control`, { action: 'approve' });
    expect(approved.json).toMatchObject({ state: 'running', approvedBy: 'ro.approver' });

    // Phase 1 takes its 4 devices and sends its pace's one; the abort comes before the others.
    await engine.step(id);
    await rig.t.deps.commands.idle();
    // Its phase's batch is not deleted from the batch list while it runs (its devices would look
    // never sent), only once it ended.
    const batchId = (await rollout(id)).json.phases[0]?.batchId;
    const deleteBatch = () =>
      call(rig.creator, 'DELETE', `/simplifi/v1/firmwareupgrade/batch/deleteById?batchId=${batchId}`);
    const refused = await deleteBatch();
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ message: messages.batchOfRunningRollout });
    // The batch list says so, for the console to offer no Delete, and names the rollout and phase.
    const listed = await call<FotaBatch[]>(
      rig.creator,
      'GET',
      '/simplifi/v1/firmwareupgrade/batch/list?modelNumber=RO-BIG',
    );
    expect(listed.json.find((b) => b.batchId === batchId)?.rollout).toEqual({
      rolloutId: id,
      name: 'Big one',
      state: 'running',
      phase: 1,
    });
    await rig.t.db.insert(webhookEndpoints).values({
      id: 'wh-rollout-abort',
      tenantId: 'panasonic',
      url: 'https://receiver.example/hook',
      events: ['rollout.stopped'],
      secretSealed: 'unused',
      createdBy: 'test',
    });
    const aborted = await call(rig.creator, 'POST', `${base}/${id}/control`, {
      action: 'abort',
      reason: 'Wrong image',
    });
    await rig.t.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, 'wh-rollout-abort'));
    const events = await rig.t.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.type, 'rollout.stopped'));
    expect(
      events.map((e) => e.payload.data as { rolloutId: string }).filter((d) => d.rolloutId === id),
    ).toEqual([
      { rolloutId: id, state: 'aborted', phase: 1, reason: 'Wrong image', abortedBy: 'ro.creator' },
    ]);
    expect(aborted.json).toMatchObject({
      state: 'aborted',
      stopReason: 'Wrong image',
      abortedBy: { userName: 'ro.creator', email: 'ro.creator@console.example' },
    });
    expect(Math.abs((aborted.json.abortedBy?.at ?? 0) - Date.now() / 1000)).toBeLessThan(60);
    expect(aborted.json.counts.cancelled).toBe(3);
    await new Promise((r) => setTimeout(r, 1100));
    await engine.step(id);
    const sent = await rig.rolloutCommands(id);
    expect(sent).toHaveLength(1);
    expect((await call(rig.creator, 'POST', `${base}/${id}/control`, { action: 'resume' })).status).toBe(409);
    expect((await deleteBatch()).json).toMatchObject({ message: messages.batchDeleted });
  });

  it('keeps who aborted a rollout and when, the reason saying who when none was given', async () => {
    await stage('RO-ABT', 2);
    const created = await create({ name: 'Abort me', modelNumber: 'RO-ABT', phases });
    const id = created.json.rolloutId;
    expect(created.json.abortedBy).toBeNull();
    const before = Math.floor(Date.now() / 1000);
    const aborted = await call(rig.approver, 'POST', `${base}/${id}/control`, { action: 'abort' });
    expect(aborted.status).toBe(200);
    const read = (await rollout(id)).json;
    expect(read).toMatchObject({
      state: 'aborted',
      stopReason: 'Aborted by ro.approver.',
      abortedBy: { userName: 'ro.approver', email: 'ro.approver@console.example' },
    });
    expect(read.abortedBy?.at).toBeGreaterThanOrEqual(before);
    expect(read.abortedBy?.at).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));
  });

  it("tells the webhooks of an abort with the abort's own transaction (issue 33)", async () => {
    await stage('RO-ABW', 2);
    await subscribeWebhook(rig.t.db, 'panasonic', ['rollout.stopped']);
    const id = (await create({ name: 'Abort told', modelNumber: 'RO-ABW', phases })).json.rolloutId;
    const reason = 'Wrong image';
    expect(
      (await call(rig.approver, 'POST', `${base}/${id}/control`, { action: 'abort', reason })).status,
    ).toBe(200);
    // A second abort is refused and tells nothing more.
    expect((await call(rig.approver, 'POST', `${base}/${id}/control`, { action: 'abort' })).status).toBe(409);
    const told = (await queuedEvents(rig.t.db, 'panasonic', 'rollout.stopped')).filter(
      (e) => e.rolloutId === id,
    );
    expect(told).toEqual([{ rolloutId: id, state: 'aborted', phase: 1, reason, abortedBy: 'ro.approver' }]);
  });

  it('sends each device once when two servers step the same rollout at the same time', async () => {
    await stage('RO-TWO', 30);
    const id = (
      await create({
        name: 'Two servers',
        modelNumber: 'RO-TWO',
        phases: [{ share: 100, startRule: 'soak', soakMinutes: 0 }],
      })
    ).json.rolloutId;
    const other = rig.newEngine(testGate, 4);
    await vi.waitFor(
      async () => {
        await Promise.allSettled([engine.step(id), other.step(id)]);
        await rig.t.deps.commands.idle();
        await rig.results.flush();
        expect((await rollout(id)).json.state).toBe('completed');
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(await rig.commandsPerDevice(id)).toEqual(Array(30).fill(1));
    const batches = await rig.t.db.select().from(fotaBatches).where(eq(fotaBatches.rolloutId, id));
    expect(batches).toHaveLength(1);
  });

  it('sends only to a segment snapshot’s devices when one is its target (issue 32)', async () => {
    await stage('RO-SEG', 6);
    const chosen = rig.deviceIds.slice(-6).slice(0, 3);
    const snapshotId = 'snap-ro-seg';
    await rig.t.db.insert(segmentSnapshots).values({
      id: snapshotId,
      tenantId: 'panasonic',
      purpose: 'rollout',
      filter: { modelNumbers: ['RO-SEG'] },
      count: chosen.length,
    });
    await rig.t.db
      .insert(segmentSnapshotDevices)
      .values(chosen.map((deviceId) => ({ snapshotId, deviceId })));
    const created = await create({
      name: 'Segment release',
      modelNumber: 'RO-SEG',
      segmentSnapshotId: snapshotId,
      phases: [{ share: 100, startRule: 'soak', soakMinutes: 0 }],
      minAnswered: 1,
    });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ targetCount: 3, segmentSnapshotId: snapshotId });
    const r = await stepUntil(created.json.rolloutId, (x) => x.state === 'completed');
    expect(r.phases[0]?.counts).toMatchObject({ installed: 3 });
    const devices = await call<{ devices: RolloutDevice[] }>(
      rig.creator,
      'GET',
      `${base}/${created.json.rolloutId}/devices`,
    );
    expect(devices.json.devices.map((d) => d.deviceId).sort()).toEqual([...chosen].sort());
  });

  it('refuses a target with no device, phases that do not grow, and a rollout outside the caller', async () => {
    const none = await create({
      name: 'Nothing',
      modelNumber: 'RO-OK',
      phases,
    });
    expect(none.status).toBe(400);
    expect(none.json).toMatchObject({ message: messages.rolloutNoDevices });
    const shrinking = await create({
      name: 'Shrinking',
      modelNumber: 'RO-OK',
      phases: [{ share: 50 }, { share: 10 }],
    });
    expect(shrinking.status).toBe(400);
    expect(shrinking.json).toMatchObject({ message: messages.rolloutPhasesNotIncreasing });
    expect((await call(rig.creator, 'GET', `${base}/no-such-rollout`)).status).toBe(404);
    const list = await call<{ total: number; rollouts: { name: string }[] }>(
      rig.creator,
      'GET',
      `${base}?size=2`,
    );
    expect(list.json.total).toBeGreaterThanOrEqual(4);
    expect(list.json.rollouts).toHaveLength(2);
  });
});
