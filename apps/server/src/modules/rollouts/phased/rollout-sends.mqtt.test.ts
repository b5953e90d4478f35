import type { RolloutDevice } from '@console/contracts/rollouts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDevice, setTenantSettings } from '../../../../test/fixtures';
import { deviceCommands, devices, fotaBatches, homes, tenants } from '../../../platform/db/schema';
import { writeCommandResults } from '../../telemetry/test-fixtures';
import { insertFotaFirmware, insertModel } from '../test-fixtures';
import { type PhasedRig, ROLLOUTS_PATH, startPhasedRig, testVerdict } from './phased-test-fixtures';
import type { RolloutEngine } from './rollout-engine';

/*
 * Who is sent to when: retries by reason, install windows in each home's local time, pacing. The
 * devices here are rows (no simulator): the test writes their answers as the results ingest would,
 * and steps the engine at the moments it chooses.
 */
let rig: PhasedRig;
let engine: RolloutEngine;

beforeAll(async () => {
  rig = await startPhasedRig({ ROLLOUT_APPROVAL_MODEL_PERCENT: '100' });
  // A soak or backoff minute of 50 ms.
  engine = rig.newEngine(async () => testVerdict('passed'), 50, 0.05);
});
afterAll(() => rig?.close());

/** A model with a 2.0 image and devices on 1.0 named after `model`, optionally in homes. */
async function stage(model: string, count: number, homeOf: (i: number) => string | null = () => null) {
  await insertModel(rig.t.db, model);
  await insertFotaFirmware(rig.t.deps, model, '2.0');
  const ids = Array.from({ length: count }, (_, i) => `${model}-${i}`);
  for (const [i, deviceId] of ids.entries()) {
    await insertDevice(rig.t.db, { deviceId, modelNumber: model, firmwareVersion: '1.0' });
    await rig.t.db
      .update(devices)
      .set({ online: true, homeId: homeOf(i) })
      .where(eq(devices.deviceId, deviceId));
  }
  rig.deviceIds.push(...ids);
  return ids;
}

const oneAtOnce = (body: Record<string, unknown>) =>
  rig.create({
    phases: [{ share: 100, startRule: 'soak', soakMinutes: 0 }],
    maxFailurePercent: null,
    ...body,
  });

/** The current command of each device of the rollout. */
async function currentCommands(id: string) {
  const page = await rig.call<{ devices: RolloutDevice[] }>(
    rig.creator,
    'GET',
    `${ROLLOUTS_PATH}/${id}/devices?size=200`,
  );
  return new Map(page.json.devices.map((d) => [d.deviceId, d]));
}

/** Answers each device's current command as a device would (through the store the ingest writes to). */
async function answer(
  id: string,
  outcomes: Record<string, { status: 'success' | 'failure'; reason?: string }>,
) {
  const current = await currentCommands(id);
  await writeCommandResults(
    rig.t.db,
    Object.entries(outcomes).map(([deviceId, o]) => ({
      deviceId,
      commandId: current.get(deviceId)?.commandId ?? '',
      status: o.status,
      reason: o.reason,
      firmwareVersion: o.status === 'success' ? '2.0' : undefined,
      ts: Math.floor(Date.now() / 1000),
    })),
  );
}

const stepped = async (id: string, now?: Date) => {
  await engine.step(id, now);
  await rig.t.deps.commands.idle();
  return currentCommands(id);
};

describe('a phased rollout sends', () => {
  it('again by reason: a failed download after a backoff, an offline device when it connects, a refused image never', async () => {
    const [ok, download, refused, offline] = await stage('RS-RETRY', 4);
    const id = (await oneAtOnce({ name: 'Retries', modelNumber: 'RS-RETRY', maxAttempts: 3 })).json.rolloutId;
    await stepped(id);
    await stepped(id);
    await answer(id, {
      [ok!]: { status: 'success' },
      [download!]: { status: 'failure', reason: 'downloadFailed' },
      [refused!]: { status: 'failure', reason: 'checksumMismatch' },
    });
    // The sweeper ends a command a device never took as offline.
    const first = await currentCommands(id);
    await rig.t.db.execute(sql`UPDATE device_commands SET status = 'timedOut', reason = 'offline'
      WHERE command_id = ${first.get(offline!)?.commandId ?? ''}`);
    await rig.t.db.update(devices).set({ online: false }).where(eq(devices.deviceId, offline!));

    let now = await stepped(id);
    expect(now.get(ok!)).toMatchObject({ stage: 'installed', attempts: 1 });
    expect(now.get(refused!)).toMatchObject({ stage: 'failed', reason: 'checksumMismatch', attempts: 1 });
    expect(now.get(offline!)).toMatchObject({ stage: 'queued', reason: 'offline', attempts: 1 });
    // The download is due again after its backoff (one 50 ms minute), as a new command.
    await new Promise((r) => setTimeout(r, 60));
    now = await stepped(id);
    expect(now.get(download!)).toMatchObject({ stage: 'sent', attempts: 2 });
    expect(now.get(download!)?.commandId).not.toBe(first.get(download!)?.commandId);
    expect(now.get(offline!)).toMatchObject({ stage: 'queued', attempts: 1 });
    expect((await rig.rollout(id)).phases[0]?.state).toBe('installing');

    // Two more failed downloads use up its three attempts; the offline device connects and installs.
    await answer(id, { [download!]: { status: 'failure', reason: 'downloadFailed' } });
    await stepped(id);
    await new Promise((r) => setTimeout(r, 120));
    await stepped(id);
    await answer(id, { [download!]: { status: 'failure', reason: 'downloadFailed' } });
    await rig.t.db.update(devices).set({ online: true }).where(eq(devices.deviceId, offline!));
    now = await stepped(id);
    expect(now.get(download!)).toMatchObject({ stage: 'failed', reason: 'downloadFailed', attempts: 3 });
    expect(now.get(offline!)).toMatchObject({ stage: 'sent', attempts: 2 });
    await answer(id, { [offline!]: { status: 'success' } });
    const done = await rig.stepUntil(engine, id, (r) => r.state === 'completed');
    expect(done.counts).toEqual({ installed: 2, failed: 2 });
    expect((await rig.commandsPerDevice(id)).sort()).toEqual([1, 1, 2, 3]);
  });

  it('every device once when each chunk is read while the one before is stored, and the due retries after them', async () => {
    const ids = await stage('RS-AHEAD', 9);
    const id = (await oneAtOnce({ name: 'Read ahead', modelNumber: 'RS-AHEAD', maxAttempts: 2 })).json
      .rolloutId;
    // Two devices a chunk: four full chunks, each read while the one before was stored, then one.
    const small = rig.newEngine(async () => testVerdict('passed'), 2, 0.05);
    await small.step(id);
    await small.step(id);
    await rig.t.deps.commands.idle();
    expect(await rig.commandsPerDevice(id)).toEqual(Array(9).fill(1));
    const failing = ids.slice(0, 3);
    await answer(
      id,
      Object.fromEntries(
        ids.map((d) => [
          d,
          failing.includes(d) ? { status: 'failure', reason: 'downloadFailed' } : { status: 'success' },
        ]),
      ),
    );
    await small.step(id);
    await new Promise((r) => setTimeout(r, 60));
    await small.step(id);
    await rig.t.deps.commands.idle();
    expect((await rig.commandsPerDevice(id)).sort()).toEqual([1, 1, 1, 1, 1, 1, 2, 2, 2]);
  });

  it('past a device that dropped off mid-download: its phase goes on, and it carries on when it connects', async () => {
    const [ok, dropped] = await stage('RS-DROP', 2);
    const id = (await oneAtOnce({ name: 'Dropped', modelNumber: 'RS-DROP' })).json.rolloutId;
    await stepped(id);
    const sent = await stepped(id);
    await answer(id, { [ok!]: { status: 'success' } });
    await writeCommandResults(rig.t.db, [
      {
        deviceId: dropped!,
        commandId: sent.get(dropped!)?.commandId ?? '',
        status: 'progress',
        stage: 'downloading',
        percent: 40,
        ts: Math.floor(Date.now() / 1000),
      },
    ]);
    // It goes offline now, after it got its command; past the grace (5 minutes of 50 ms) it no
    // longer holds the phase: the command timeout is an hour, and the phase waited for it.
    await rig.t.db
      .update(devices)
      .set({ online: false, connectedTime: Math.floor(Date.now() / 1000) })
      .where(eq(devices.deviceId, dropped!));
    let r = await rig.stepUntil(engine, id, (x) => x.phases[0]?.state === 'passed');
    // Passed, but not complete while the device may still install it.
    expect(r).toMatchObject({ state: 'running', counts: { installed: 1, downloading: 1 } });
    await stepped(id);
    expect((await rig.rollout(id)).state).toBe('running');

    // It connects again (its command is published again under its id) and installs.
    await rig.t.db.update(devices).set({ online: true }).where(eq(devices.deviceId, dropped!));
    await answer(id, { [dropped!]: { status: 'success' } });
    r = await rig.stepUntil(engine, id, (x) => x.state === 'completed');
    expect(r.counts).toEqual({ installed: 2 });
    expect(await rig.commandsPerDevice(id)).toEqual([1, 1]);
  });

  it('its retries before it completes: a device waiting for its connection is sent when it connects after the last phase', async () => {
    const [ok, away, gone] = await stage('RS-AFTER', 3);
    const id = (await oneAtOnce({ name: 'After', modelNumber: 'RS-AFTER', maxAttempts: 3 })).json.rolloutId;
    await stepped(id);
    const first = await stepped(id);
    await answer(id, { [ok!]: { status: 'success' } });
    // The sweeper ends the two commands the devices never took as offline; both are still away.
    await rig.t.db.execute(sql`UPDATE device_commands SET status = 'timedOut', reason = 'offline'
      WHERE command_id IN (${first.get(away!)?.commandId ?? ''}, ${first.get(gone!)?.commandId ?? ''})`);
    await rig.t.db
      .update(devices)
      .set({ online: false })
      .where(inArray(devices.deviceId, [away!, gone!]));
    let r = await rig.stepUntil(engine, id, (x) => x.phases[0]?.state === 'passed');
    await stepped(id);
    r = await rig.rollout(id);
    expect(r).toMatchObject({ state: 'running', counts: { installed: 1, queued: 2 } });

    // One connects: sent its second attempt, and it installs.
    await rig.t.db.update(devices).set({ online: true }).where(eq(devices.deviceId, away!));
    const now = await stepped(id);
    expect(now.get(away!)).toMatchObject({ stage: 'sent', attempts: 2 });
    await answer(id, { [away!]: { status: 'success' } });
    await stepped(id);
    expect((await rig.rollout(id)).state).toBe('running');
    // The other is waited for a day (of 50 ms minutes) after it was found offline, then left.
    await rig.t.db.execute(sql`UPDATE rollout_devices SET next_attempt_at = now() - interval '1 hour'
      WHERE rollout_id = ${id} AND device_id = ${gone!}`);
    r = await rig.stepUntil(engine, id, (x) => x.state === 'completed');
    expect(r.counts).toEqual({ installed: 2, cancelled: 1 });
    expect((await currentCommands(id)).get(gone!)).toMatchObject({ stage: 'cancelled', reason: 'offline' });
    expect((await rig.commandsPerDevice(id)).sort()).toEqual([1, 1, 2]);
  });

  it('never again to a device that answers success for an attempt after it timed out, and counts it installed once', async () => {
    const [waiting, resent, twice] = await stage('RS-LATE', 3);
    const id = (await oneAtOnce({ name: 'Late', modelNumber: 'RS-LATE', maxAttempts: 3 })).json.rolloutId;
    // Backoffs of real minutes: the test says when one has passed.
    const slow = rig.newEngine(async () => testVerdict('passed'), 50);
    const step = async () => {
      await slow.step(id);
      await rig.t.deps.commands.idle();
      return currentCommands(id);
    };
    await step();
    const first = await step();
    const firstOf = (d: string | undefined) => first.get(d ?? '')?.commandId ?? '';
    // The sweeper ends all three: one took it and went quiet (retried after a backoff), two never
    // took it (retried at once, as they are online).
    await rig.t.db.execute(sql`UPDATE device_commands SET status = 'timedOut', reason = 'timedOut'
      WHERE command_id = ${firstOf(waiting)}`);
    await rig.t.db.execute(sql`UPDATE device_commands SET status = 'timedOut', reason = 'offline'
      WHERE command_id IN (${firstOf(resent)}, ${firstOf(twice)})`);
    let now = await step();
    expect(now.get(waiting!)).toMatchObject({ stage: 'queued', attempts: 1 });
    expect(now.get(resent!)).toMatchObject({ stage: 'sent', attempts: 2 });
    expect(now.get(twice!)).toMatchObject({ stage: 'sent', attempts: 2 });

    // Then each answers its first attempt: success after all.
    const late = (deviceId: string, commandId: string, status: 'success' | 'failure', reason?: string) => ({
      deviceId,
      commandId,
      status,
      reason,
      firmwareVersion: status === 'success' ? '2.0' : undefined,
      ts: Math.floor(Date.now() / 1000),
    });
    await writeCommandResults(
      rig.t.db,
      [waiting, resent, twice].map((d) => late(d!, firstOf(d), 'success')),
    );
    // Past the backoff: the waiting device's retry would be due.
    await rig.t.db.execute(sql`UPDATE rollout_devices SET next_attempt_at = now() - interval '1 second'
      WHERE rollout_id = ${id} AND next_attempt_at IS NOT NULL`);
    now = await step();
    expect(now.get(waiting!)).toMatchObject({ stage: 'installed', attempts: 1, commandId: firstOf(waiting) });
    expect(now.get(resent!)).toMatchObject({ stage: 'installed', attempts: 2, commandId: firstOf(resent) });
    expect(now.get(twice!)).toMatchObject({ stage: 'installed', attempts: 2, commandId: firstOf(twice) });
    expect((await rig.rollout(id)).phases[0]?.counts).toEqual({ installed: 3 });

    // The second attempts' answers, whatever they are, change no count.
    const second = await rig.rolloutCommands(id);
    const secondOf = (d: string | undefined) =>
      second.find((c) => c.deviceId === d && c.commandId !== firstOf(d))?.commandId ?? '';
    await writeCommandResults(rig.t.db, [
      late(resent!, secondOf(resent), 'failure', 'installFailed'),
      late(twice!, secondOf(twice), 'success'),
    ]);
    const done = await rig.stepUntil(slow, id, (r) => r.state === 'completed');
    expect(done.counts).toEqual({ installed: 3 });
    expect((await rig.commandsPerDevice(id)).sort()).toEqual([1, 2, 2]);
    now = await currentCommands(id);
    expect([waiting, resent, twice].map((d) => now.get(d!)?.stage)).toEqual([
      'installed',
      'installed',
      'installed',
    ]);
    // The FOTA Batches list counts each device once too, by the attempt the rollout counts it by
    // (both of a device's attempts ran: two commands of the batch).
    const batches = await rig.call<Record<string, number>[]>(
      rig.creator,
      'GET',
      '/simplifi/v1/firmwareupgrade/batch/list?modelNumber=RS-LATE',
    );
    expect(batches.json).toHaveLength(1);
    expect(batches.json[0]).toMatchObject({
      totalDevices: 3,
      mqttCommandSent: 3,
      mqttCommandFailed: 0,
      successfyllyUpgraded: 3,
      inProgress: 0,
    });
  });

  it("only inside the install window, in each home's local time, else the tenant's", async () => {
    const zones = ['Asia/Tokyo', 'Asia/Kolkata', null];
    for (const [i, zone] of zones.entries())
      if (zone)
        await rig.t.db
          .insert(homes)
          .values({ id: `rs-home-${i}`, tenantId: 'panasonic', country: 'in', timeZone: zone });
    const [tokyo, kolkata, none] = await stage('RS-WINDOW', 3, (i) => (zones[i] ? `rs-home-${i}` : null));
    const id = (
      await oneAtOnce({
        name: 'Nights',
        modelNumber: 'RS-WINDOW',
        installWindow: { start: '01:00', end: '05:00' },
      })
    ).json.rolloutId;
    // 12:00 UTC, outside every window (21:00 in Tokyo, 17:30 in Kolkata): the clock of the machine
    // running the test must not matter (at 01:00–05:00 UTC the tenant's device was sent at once).
    await stepped(id, new Date('2026-01-01T12:00:00Z'));
    // 20:00 UTC: 05:00 in Tokyo (the end is outside), 01:30 in Kolkata, 20:00 for the tenant (UTC).
    let now = await stepped(id, new Date('2026-01-01T20:00:00Z'));
    expect([tokyo, kolkata, none].map((d) => now.get(d!)?.stage)).toEqual(['queued', 'sent', 'queued']);
    // A device not sent to shows no command and no attempt (its first command's id is only given).
    expect(now.get(tokyo!)).toMatchObject({ attempts: 0, commandId: null });
    expect(now.get(kolkata!)).toMatchObject({ attempts: 1, commandId: expect.any(String) });
    // 18:00 UTC: 03:00 in Tokyo.
    now = await stepped(id, new Date('2026-01-01T18:00:00Z'));
    expect(now.get(tokyo!)?.stage).toBe('sent');
    expect(now.get(none!)?.stage).toBe('queued');
    // The tenant's zone for a device in no home: 03:00 in Tokyo again.
    await setTenantSettings(
      rig.t.db,
      'panasonic',
      sql`${tenants.settings} || '{"timeZone": "Asia/Tokyo"}'::jsonb`,
    );
    now = await stepped(id, new Date('2026-01-01T18:00:00Z'));
    expect(now.get(none!)?.stage).toBe('sent');
    await setTenantSettings(rig.t.db, 'panasonic', sql`${tenants.settings} - 'timeZone'`);
    expect(
      (await rig.t.db.select().from(tenants).where(eq(tenants.id, 'panasonic')))[0]?.settings.timeZone,
    ).toBeUndefined();
  });

  it('no faster than its pace, counted in the rollout so every server draws on one budget', async () => {
    const ids = await stage('RS-PACE', 10);
    const id = (
      await oneAtOnce({
        name: 'Slowly',
        modelNumber: 'RS-PACE',
        pacing: { devicesPerMinute: 120, megabytesPerSecond: null, rampFromPerMinute: null },
      })
    ).json.rolloutId;
    const sentCount = async () => (await rig.rolloutCommands(id)).length;
    const t0 = Date.parse('2026-01-01T12:00:00Z');
    await stepped(id, new Date(t0));
    // 2 a second: the first step sends two, a step at the same moment none, 1.5 s later three.
    await stepped(id, new Date(t0));
    expect(await sentCount()).toBe(2);
    await stepped(id, new Date(t0));
    expect(await sentCount()).toBe(2);
    const other = rig.newEngine(async () => testVerdict('passed'), 50, 0.05);
    await other.step(id, new Date(t0 + 1500));
    await rig.t.deps.commands.idle();
    expect(await sentCount()).toBe(5);
    expect(ids).toHaveLength(10);
  });

  it('to newcomers while open: a device onboarded later joins the current phase, and it stays running', async () => {
    const [first] = await stage('RS-OPEN', 1);
    const id = (await oneAtOnce({ name: 'Following', modelNumber: 'RS-OPEN', open: true })).json.rolloutId;
    await stepped(id);
    await stepped(id);
    await answer(id, { [first!]: { status: 'success' } });
    let r = await rig.stepUntil(engine, id, (x) => x.phases[0]?.state === 'passed');
    expect(r).toMatchObject({ state: 'running', open: true, counts: { installed: 1 } });

    await insertDevice(rig.t.db, {
      deviceId: 'RS-OPEN-late',
      modelNumber: 'RS-OPEN',
      firmwareVersion: '1.0',
    });
    await insertDevice(rig.t.db, {
      deviceId: 'RS-OPEN-current',
      modelNumber: 'RS-OPEN',
      firmwareVersion: '2.0',
    });
    rig.deviceIds.push('RS-OPEN-late', 'RS-OPEN-current');
    const now = await stepped(id);
    expect(now.get('RS-OPEN-late')).toMatchObject({ stage: 'sent', phase: 0, attempts: 1 });
    expect(now.has('RS-OPEN-current')).toBe(false);
    r = await rig.rollout(id);
    expect(r).toMatchObject({ state: 'running', phases: [{ deviceCount: 2 }] });
  });

  it('their previous image back to the failing phase when a rollout with rollback stops', async () => {
    const [a, b, c, d] = await stage('RS-BACK', 4);
    await insertFotaFirmware(rig.t.deps, 'RS-BACK', '1.0');
    const id = (await oneAtOnce({ name: 'Undo', modelNumber: 'RS-BACK', maxFailures: 2, rollback: true }))
      .json.rolloutId;
    await stepped(id);
    await stepped(id);
    await answer(id, {
      [a!]: { status: 'success' },
      [b!]: { status: 'success' },
      [c!]: { status: 'failure', reason: 'installFailed' },
      [d!]: { status: 'failure', reason: 'installFailed' },
    });
    await stepped(id);
    const r = await rig.rollout(id);
    expect(r).toMatchObject({ state: 'stopped', rollback: true, rollbackDevices: 2 });
    expect(r.stopReason).toBe('Phase 1: 2 devices failed, the limit is 2. Rolled back 2 devices.');
    const back = await rig.t.db
      .select({ deviceId: deviceCommands.deviceId, version: deviceCommands.targetVersion })
      .from(deviceCommands)
      .innerJoin(fotaBatches, eq(fotaBatches.batchId, deviceCommands.batchId))
      .where(and(eq(fotaBatches.rolloutId, id), eq(fotaBatches.firmwareVersion, '1.0')));
    expect(back.map((x) => x.deviceId).sort()).toEqual([a, b].sort());
    expect(back.every((x) => x.version === '1.0')).toBe(true);
  });
});
