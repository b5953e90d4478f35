import type { DataScope } from '@console/contracts/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDevice, insertTenants } from '../../../test/fixtures';
import { openTestDatabase } from '../../../test/test-db';
import type { Database, Db } from '../../platform/db/client';
import {
  deviceCommands,
  deviceConnectionLogs,
  deviceDiagnosticLogs,
  deviceStatusLogs,
  feedbackTickets,
  rolloutDevices,
  rollouts,
} from '../../platform/db/schema';
import { type GroupSignals, healthSignals } from './health-signals.queries';

/*
 * One model's devices around a rollout's phase 0, with connection, status, diagnostics and
 * feedback rows chosen so each signal's count and each group's device-hours are known exactly.
 * Times are offsets from T0 in seconds; devices report every 60 s, so 120 s without one is silence.
 */
const T0 = 1_800_000_000;
const DAY = 86_400;
const scope: DataScope = {
  allowedCountries: ['in'],
  allowedDeviceCategories: ['AC'],
  allowCompanyBrand: ['PANASONIC'],
  allowedCountryCodes: ['91'],
};
const at = (offset: number) => new Date((T0 + offset) * 1000);
const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

type Reason = 'connect' | 'disconnect' | 'lastWill';
async function connections(db: Db, deviceId: string, events: [number, Reason][], tenantId = 'panasonic') {
  await db.insert(deviceConnectionLogs).values(
    events.map(([offset, reason]) => ({
      tenantId,
      deviceId,
      ts: T0 + offset,
      online: reason === 'connect',
      reason,
    })),
  );
}
/** Status reports at the offsets, with `errors` where given. */
async function reports(
  db: Db,
  deviceId: string,
  offsets: number[],
  errors: Record<number, unknown> = {},
  tenantId = 'panasonic',
) {
  await db.insert(deviceStatusLogs).values(
    offsets.map((o) => ({
      tenantId,
      deviceId,
      ts: T0 + o,
      payload: o in errors ? { ps: 'on', errors: errors[o] } : { ps: 'on' },
    })),
  );
}
async function faults(db: Db, deviceId: string, flt: [number, string[]][]) {
  await db.insert(deviceDiagnosticLogs).values(
    flt.map(([o, codes]) => ({
      tenantId: 'panasonic',
      deviceId,
      ts: T0 + o,
      payload: { idt: 25, flt: codes },
    })),
  );
}
let ticketNumber = 0;
async function tickets(db: Db, deviceId: string, offsets: number[], tenantId = 'panasonic') {
  await db.insert(feedbackTickets).values(
    offsets.map((o) => ({
      id: `FB${++ticketNumber}`,
      tenantId,
      type: 'Device',
      deviceId,
      deviceBrand: 'PANASONIC',
      deviceCategory: 'AC',
      country: 'in',
      description: 'It stopped',
      createdAt: at(o),
    })),
  );
}
/** A device of the rollout in a phase, with its current command (none while it waits). */
async function inRollout(
  db: Db,
  deviceId: string,
  phaseIndex: number,
  command?: { status: 'success' | 'failure'; at: number },
) {
  // A device not sent to has its first command's id, with nothing stored under it.
  const commandId = `cmd-${deviceId}`;
  if (command) {
    await db.insert(deviceCommands).values({
      commandId: `cmd-${deviceId}`,
      tenantId: 'panasonic',
      deviceId,
      type: 'fota',
      batchId: 'R1-0',
      targetVersion: '2.0',
      status: command.status,
      createdAt: at(0),
      updatedAt: at(command.at),
    });
  }
  await db.insert(rolloutDevices).values({ rolloutId: 'R1', deviceId, phaseIndex, commandId });
}

const counts = (g: GroupSignals) => ({
  devices: g.devices,
  hours: g.perSignal.reboots.deviceHours,
  ...Object.fromEntries(Object.entries(g.perSignal).map(([s, c]) => [s, c.events])),
});

describe('health signals of a phase and its control group', () => {
  let database: Database;
  const H = 700 - 7 * DAY; // the history window's start when the gate is evaluated from T0 + 700

  beforeAll(async () => {
    database = await openTestDatabase();
    const { db } = database;
    await insertTenants(db);
    for (const id of ['T1', 'T2', 'T3', 'T4', 'T5', 'C1', 'C2', 'C4'])
      await insertDevice(db, { deviceId: id });
    await insertDevice(db, { deviceId: 'C3', firmwareVersion: '2.0' });
    await insertDevice(db, { deviceId: 'C5', country: 'jp' });
    await insertDevice(db, { deviceId: 'C6', modelNumber: 'CS-OTHER' });
    await insertDevice(db, { deviceId: 'C7', tenantId: 'northmart' });
    await insertDevice(db, { deviceId: 'C8', brand: 'ANCHOR' });
    await db.insert(rollouts).values({
      rolloutId: 'R1',
      tenantId: 'panasonic',
      name: 'Spring release',
      category: 'AC',
      brand: 'PANASONIC',
      modelNumber: 'CS-TEST-1',
      firmwareVersion: '2.0',
      priority: 'P1',
      state: 'running',
      targetCount: 5,
      minAnswered: 1,
      gate: {
        margins: { reboots: 1, disconnects: 2, faults: 1, silent: 1, tickets: 0.5 },
        minDevices: 2,
        minDeviceHours: 1,
      },
      scope,
      createdById: 'u1',
      createdBy: 'Ops',
    });

    // Treated: T1, T2, T3 installed at +600, +1200, +1800 (2 device-hours to +3600).
    await inRollout(db, 'T1', 0, { status: 'success', at: 600 });
    await inRollout(db, 'T2', 0, { status: 'success', at: 1200 });
    await inRollout(db, 'T3', 0, { status: 'success', at: 1800 });
    // T1: a reboot before its install (not counted, but in the history), one after (+960), a clean goodbye.
    await connections(db, 'T1', [
      [50, 'lastWill'],
      [100, 'connect'],
      [900, 'lastWill'],
      [960, 'connect'],
      [2000, 'disconnect'],
      [2100, 'connect'],
    ]);
    // Codes E5 (+660) and E1 again (+780) appear in status; diagnostics add F3 (+800): 3 faults.
    // 220 s without a report after +780: silent once.
    await reports(db, 'T1', [H - 10, 590, 600, 660, 720, 780, ...range(1000, 3500, 100)], {
      590: ['E1'],
      600: ['E1'],
      660: ['E1', 'E5'],
      720: [],
      780: ['E1'],
    });
    await faults(db, 'T1', [
      [590, ['E1']],
      [600, ['E1']],
      [660, ['E1', 'E5']],
      [720, []],
      [780, ['E1']],
      [800, ['F3']],
    ]);
    await tickets(db, 'T1', [500, 1000]);
    // T2: goes away at +3500 (after +2000 it is silent to the end); its H6 was there before its install.
    await connections(db, 'T2', [
      [3500, 'lastWill'],
      [3700, 'connect'],
    ]);
    await reports(db, 'T2', [1100, ...range(1200, 2000, 100)], { 1100: ['H6'], 1200: ['H6'] });
    await tickets(db, 'T2', [3599]);
    // T3: one report (its errors not a list) then silence; a ticket at the window's end is outside it.
    await reports(db, 'T3', [1850], { 1850: 'E9' });
    await tickets(db, 'T3', [3600]);
    // T4 failed to install, T5 waits for phase 1: in neither group.
    await inRollout(db, 'T4', 0, { status: 'failure', at: 700 });
    await inRollout(db, 'T5', 1);
    for (const id of ['T4', 'T5']) {
      await reports(db, id, [-30, 3000]);
      await connections(db, id, [
        [300, 'lastWill'],
        [360, 'connect'],
      ]);
      await tickets(db, id, [400]);
    }

    // Control: C1 reports every 100 s, reboots once (+260), says goodbye once, raises E1 once.
    await connections(db, 'C1', [
      [-3 * DAY, 'lastWill'],
      [-3 * DAY + 60, 'connect'],
      [200, 'lastWill'],
      [260, 'connect'],
      [2900, 'disconnect'],
      [3000, 'connect'],
    ]);
    await reports(db, 'C1', [H - 10, -60, ...range(0, 3500, 100)], {
      [-60]: ['P4'],
      0: ['P4'],
      1000: ['E1', 'E1'],
    });
    // C2: silent from the start to +500, and after +600.
    await reports(db, 'C2', [-100, 500, 600]);
    await tickets(db, 'C2', [-10, 10]);
    // Not controls: on the new version, not live at the start, another country, model, tenant, brand.
    await reports(db, 'C4', [-500]);
    for (const id of ['C3', 'C4', 'C5', 'C6', 'C7', 'C8']) {
      const tenantId = id === 'C7' ? 'northmart' : 'panasonic';
      if (id !== 'C4') await reports(db, id, [H - 10, -30], {}, tenantId);
      await connections(
        db,
        id,
        [
          [300, 'lastWill'],
          [360, 'connect'],
        ],
        tenantId,
      );
      await tickets(db, id, [400], tenantId);
    }
  });
  afterAll(() => database.close());

  const query = {
    tenantId: 'panasonic',
    modelNumber: 'CS-TEST-1',
    scope,
    rolloutId: 'R1',
    phaseIndex: 0,
    targetVersion: '2.0',
    from: at(0),
    to: at(3600),
    minDevices: 2,
    reportIntervalSeconds: 60,
  };
  const treated = { devices: 3, hours: 2, reboots: 1, disconnects: 3, faults: 3, silent: 3, tickets: 2 };

  it('counts the installed devices from their install and the devices still on the old version over the window', async () => {
    const signals = await healthSignals(database.db, query);
    expect(signals.controlSource).toBe('sameModel');
    expect(counts(signals.treated)).toEqual(treated);
    expect(signals.treated.population).toBe(3);
    expect(counts(signals.control)).toEqual({
      devices: 2,
      hours: 2,
      reboots: 1,
      disconnects: 2,
      faults: 1,
      silent: 2,
      tickets: 1,
    });
    // C4 was on the old version too, but not live at the start.
    expect(signals.control.population).toBe(3);
  });

  it("compares with the model's previous 7 days when too few devices are left on the old version", async () => {
    // From +700 the control group (C1, C2) is under 3 devices: the history is T1 until its
    // install (+600) and C1 to +700, those of the model live 7 days before.
    const signals = await healthSignals(database.db, { ...query, from: at(700), minDevices: 3 });
    expect(signals.controlSource).toBe('modelHistory');
    expect(counts(signals.treated)).toEqual(treated);
    expect(counts(signals.control)).toEqual({
      devices: 2,
      hours: (2 * 7 * DAY - 100) / 3600,
      reboots: 3,
      disconnects: 3,
      faults: 2,
      silent: 2,
      tickets: 1,
    });
  });

  it('measures a sample of a large group, the same one every time', async () => {
    const first = await healthSignals(database.db, { ...query, maxDevicesPerGroup: 1 });
    expect([first.treated.devices, first.treated.population]).toEqual([1, 3]);
    expect(first.treated.perSignal.silent.deviceHours).toBeGreaterThan(0);
    expect(await healthSignals(database.db, { ...query, maxDevicesPerGroup: 1 })).toEqual(first);
  });
});
