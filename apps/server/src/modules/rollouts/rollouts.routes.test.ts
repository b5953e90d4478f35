import { messages } from '@console/contracts/messages';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertDevice, insertStaff, insertTenants } from '../../../test/fixtures';
import { auditLog, deviceCommands, fotaBatches } from '../../platform/db/schema';
import { type Mqtt, startMqtt } from '../../platform/mqtt/start-mqtt';
import { silentLog } from '../telemetry/test-fixtures';
import { insertRollout, type NewRollout } from './phased/rollout-store.queries';
import { insertFotaFirmware, insertModel } from './test-fixtures';

const BASE = '/simplifi/v1/firmwareupgrade';
const COUNT = `${BASE}/fota/upgrade/deviceCount`;
const UPGRADE = `${BASE}/devices/upgrade`;
const LIST = `${BASE}/batch/list`;
const DELETE = `${BASE}/batch/deleteById`;
const REPORT = `${BASE}/batch/downloadReport`;
const ONE = `${BASE}/upgradeBydeviceId`;
const MODEL = 'CS-RO-1';

let t: TestApp;
let mqtt: Mqtt;
let admin: Record<string, string>;
const as = (user: string, tenant?: string) => t.headersFor(user, tenant);
const trigger = (payload: Record<string, unknown>, headers = admin) =>
  t.app.inject({ method: 'POST', url: UPGRADE, headers, payload });
const list = (query: Record<string, string> = {}, headers = admin) =>
  t.app.inject({ method: 'GET', url: LIST, headers, query });

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'http://files.test' });
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'ro.l4', roles: ['CUSTOMERSUPPORTL4'] });
  await insertStaff(t.db, { userName: 'ro.l3', roles: ['CUSTOMERSUPPORTL3'] });
  await insertStaff(t.db, {
    userName: 'ro.ref',
    roles: ['CUSTOMERSUPPORTL4'],
    permissions: [{ country: 'IN', categories: ['REF'], brand: 'PANASONIC' }],
  });
  await insertStaff(t.db, {
    userName: 'ro.anchor',
    roles: ['CUSTOMERSUPPORTL4'],
    permissions: [{ country: 'IN', categories: ['AC'], brand: 'ANCHOR' }],
  });
  await insertStaff(t.db, { userName: 'ro.partner', roles: ['CUSTOMERSUPPORTL4'], tenantId: 'northmart' });
  await insertModel(t.db, MODEL);
  await insertFotaFirmware(t.deps, MODEL, '1.10');
  await insertFotaFirmware(t.deps, MODEL, '1.9');
  for (let i = 1; i <= 10; i++)
    await insertDevice(t.db, {
      deviceId: `r${i}`,
      modelNumber: MODEL,
      firmwareVersion: i <= 8 ? '1.2' : '1.9',
    });
  await insertDevice(t.db, { deviceId: 'r11', modelNumber: MODEL, firmwareVersion: '1.10' });
  await insertDevice(t.db, { deviceId: 'r12', modelNumber: MODEL, firmwareVersion: '1.2', country: 'jp' });
  admin = await as('ro.l4');
  // A real (embedded) broker nobody plays devices on: commands leave and stay sent.
  mqtt = await startMqtt({ port: 0, log: silentLog });
  t.deps.commands.attach(mqtt.client);
});
afterAll(async () => {
  await t.close();
  await mqtt.close();
});

describe('upgradable device count', () => {
  it('counts the devices in scope older than the latest version (1.10 is newer than 1.9)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: COUNT,
      headers: admin,
      query: { modelNumber: MODEL },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deviceCount: 10, firmwareVersion: '1.10' });
  });

  it('shows nothing for a model outside the caller categories or tenant', async () => {
    for (const headers of [await as('ro.ref'), await as('ro.partner', 'northmart')]) {
      const res = await t.app.inject({ method: 'GET', url: COUNT, headers, query: { modelNumber: MODEL } });
      expect(res.json()).toEqual({ deviceCount: 0, firmwareVersion: null });
    }
  });

  it('answers 401 without a session and 403 at level 4 or below', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: COUNT, query: { modelNumber: MODEL } })).statusCode,
    ).toBe(401);
    const l3 = await as('ro.l3');
    const query = { modelNumber: MODEL, batchId: 'b1' };
    const payload = { percentage: 10, modelNumber: MODEL };
    for (const [method, url] of [
      ['GET', COUNT],
      ['POST', UPGRADE],
      ['GET', LIST],
      ['DELETE', DELETE],
      ['GET', REPORT],
    ] as const)
      expect((await t.app.inject({ method, url, headers: l3, query, payload })).statusCode, url).toBe(403);
  });
});

describe('trigger', () => {
  it('refuses bad values with the spec messages and stores nothing', async () => {
    const base = { percentage: 10, priority: 'high', modelNumber: MODEL };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, percentage: 101 }, messages.invalidPercentage],
      [{ ...base, percentage: 1.5 }, messages.invalidPercentage],
      [{ ...base, priority: '' }, messages.invalidPriority],
      [{ ...base, firmwareVersion: '1.2.3' }, messages.invalidFirmwareVersion],
      [{ ...base, firmwareVersion: '3.0' }, messages.noFotaFirmware],
      [{ ...base, modelNumber: 'NOPE' }, messages.firmwareModelUnknown],
    ];
    for (const [payload, message] of cases) {
      const res = await trigger(payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await trigger(base, await as('ro.ref'))).statusCode).toBe(403);
    expect(await t.db.select().from(deviceCommands)).toEqual([]);
  });

  it('refuses with 503 while the broker is unreachable, storing nothing (batch and one device)', async () => {
    t.deps.commands.attach(undefined);
    try {
      const batch = await trigger({ percentage: 25, modelNumber: MODEL });
      expect([batch.statusCode, batch.json().message]).toEqual([503, messages.deviceCommandsUnavailable]);
      const one = await t.app.inject({
        method: 'POST',
        url: ONE,
        headers: admin,
        payload: { deviceId: 'r4', currentFirmwareVersion: '1.2', latestFirmwareVersion: '1.10' },
      });
      expect([one.statusCode, one.json().message]).toEqual([503, messages.deviceCommandsUnavailable]);
      expect(await t.db.select().from(deviceCommands)).toEqual([]);
      expect((await list()).json()).toEqual([]);
    } finally {
      t.deps.commands.attach(mqtt.client);
    }
  });

  it('picks the rounded-up share of upgradable devices, stores a batch and its commands', async () => {
    const res = await trigger({ percentage: 25, modelNumber: MODEL });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ message: messages.triggerSent, deviceCount: 3, firmwareVersion: '1.10' });
    await t.deps.commands.idle();
    const commands = await t.db.select().from(deviceCommands).where(eq(deviceCommands.batchId, body.batchId));
    expect(commands.map((c) => c.deviceId).sort()).toEqual(['r1', 'r10', 'r2']);
    expect(commands.every((c) => c.status === 'sent' && c.targetVersion === '1.10')).toBe(true);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'fota.batch.triggered'));
    expect(entry).toMatchObject({ actorName: 'ro.l4', entityId: body.batchId });
  });
});

describe('batches', () => {
  let batchId: string;
  beforeAll(async () => {
    const [row] = (await list({ modelNumber: MODEL })).json();
    batchId = row.batchId;
  });

  it('lists batches with counts from their commands, filtered by category, brand and model', async () => {
    const rows = (await list({ categoryName: 'AC', brandName: 'PANASONIC', modelNumber: MODEL })).json();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firmwareVersion: '1.10',
      totalDevices: 3,
      mqttCommandSent: 3,
      mqttCommandFailed: 0,
      successfyllyUpgraded: 0,
    });
    expect((await list({ categoryName: 'ac', brandName: 'panasonic' })).json()).toHaveLength(1);
    expect((await list({ categoryName: 'REF' })).json()).toEqual([]);
    expect((await list({}, await as('ro.ref'))).json()).toEqual([]);
    expect((await list({}, await as('ro.anchor'))).json()).toEqual([]);
    expect((await list({}, await as('ro.partner', 'northmart'))).json()).toEqual([]);
  });

  it('downloads the report as an .xlsx with one row per device', async () => {
    const res = await t.app.inject({ method: 'GET', url: REPORT, headers: admin, query: { batchId } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).getCell(2).value).toBe('Device ID');
    expect(sheet.getRow(2).getCell(5).value).toBe('MQTT Command Sent');
    const other = await t.app.inject({
      method: 'GET',
      url: REPORT,
      headers: await as('ro.ref'),
      query: { batchId },
    });
    expect(other.statusCode).toBe(404);
  });

  it('audits a report download when it starts (device ids and outcomes leave), not a refused one', async () => {
    const reports = () =>
      t.db.select().from(auditLog).where(eq(auditLog.action, 'export.fota-batch-report.xlsx'));
    const before = (await reports()).length;
    await t.app.inject({ method: 'GET', url: REPORT, headers: admin, query: { batchId } });
    await t.app.inject({ method: 'GET', url: REPORT, headers: await as('ro.ref'), query: { batchId } });
    const entries = await reports();
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({
      tenantId: 'panasonic',
      entityId: batchId,
      ip: '127.0.0.1',
      detail: { batchId, modelNumber: MODEL, version: '1.10' },
    });
    expect(entries.at(-1)?.actorName).toBeTruthy();
  });

  it('deletes a batch: Invalid Batch Id without one, not found elsewhere, then gone', async () => {
    const missing = await t.app.inject({
      method: 'DELETE',
      url: DELETE,
      headers: admin,
      query: { batchId: '' },
    });
    expect(missing.json()).toMatchObject({ statusCode: 400, message: messages.invalidBatchId });
    const partner = await as('ro.partner', 'northmart');
    expect(
      (await t.app.inject({ method: 'DELETE', url: DELETE, headers: partner, query: { batchId } }))
        .statusCode,
    ).toBe(404);
    const res = await t.app.inject({ method: 'DELETE', url: DELETE, headers: admin, query: { batchId } });
    expect(res.json()).toEqual({ message: messages.batchDeleted });
    expect((await list()).json()).toEqual([]);
    expect(await t.db.select().from(deviceCommands).where(eq(deviceCommands.batchId, batchId))).toEqual([]);
  });
});

describe('batches of a phased rollout', () => {
  const MODEL_2 = 'CS-RO-2';
  const rollout = (rolloutId: string, name: string, tenantId = 'panasonic'): NewRollout => ({
    rolloutId,
    tenantId,
    name,
    category: 'AC',
    brand: 'PANASONIC',
    modelNumber: MODEL_2,
    firmwareVersion: '2.0',
    priority: 'P1',
    state: 'running',
    targetCount: 10,
    minAnswered: 1,
    gate: {
      margins: { reboots: 1, disconnects: 2, faults: 1, silent: 1, tickets: 0.5 },
      minDevices: 2,
      minDeviceHours: 1,
    },
    scope: {
      allowedCountries: ['in'],
      allowedDeviceCategories: ['AC'],
      allowCompanyBrand: ['PANASONIC'],
      allowedCountryCodes: ['91'],
    },
    createdById: 'u1',
    createdBy: 'Ops',
  });
  const phase = (rolloutId: string, phaseIndex: number, batchId: string | null) => ({
    rolloutId,
    phaseIndex,
    share: (phaseIndex + 1) * 50,
    startRule: 'soak' as const,
    soakMinutes: 60,
    batchId,
  });
  const batch = (batchId: string, minute: number, rolloutId: string | null) => ({
    batchId,
    tenantId: 'panasonic',
    category: 'AC',
    brand: 'PANASONIC',
    modelNumber: MODEL_2,
    firmwareVersion: '2.0',
    percentage: 50,
    priority: 'P1',
    rolloutId,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)),
  });

  beforeAll(async () => {
    await insertRollout(t.db, rollout('rl-spring', 'Spring release'), [
      phase('rl-spring', 0, 'bl-phase-1'),
      phase('rl-spring', 1, 'bl-phase-2'),
    ]);
    // Another tenant's rollout: a batch naming its id shows no rollout of it.
    await insertRollout(t.db, rollout('rl-partner', 'Partner release', 'northmart'), [
      phase('rl-partner', 0, null),
    ]);
    await t.db.insert(fotaBatches).values([
      batch('bl-phase-1', 1, 'rl-spring'),
      batch('bl-phase-2', 2, 'rl-spring'),
      // The previous image sent back to a stopped phase's devices: the rollout's, no phase's.
      batch('bl-rollback', 3, 'rl-spring'),
      batch('bl-trigger', 4, null),
      batch('bl-foreign', 5, 'rl-partner'),
    ]);
  });

  it("names each batch's rollout and phase (1 = first), from the same statement as the page", async () => {
    const rows = (await list({ modelNumber: MODEL_2 })).json();
    expect(rows.map((b: { batchId: string; rollout: unknown }) => [b.batchId, b.rollout])).toEqual([
      ['bl-foreign', null],
      ['bl-trigger', null],
      ['bl-rollback', { rolloutId: 'rl-spring', name: 'Spring release', state: 'running', phase: null }],
      ['bl-phase-2', { rolloutId: 'rl-spring', name: 'Spring release', state: 'running', phase: 2 }],
      ['bl-phase-1', { rolloutId: 'rl-spring', name: 'Spring release', state: 'running', phase: 1 }],
    ]);
    // Paged as before: one batch a row, whatever its rollout.
    const second = (await list({ modelNumber: MODEL_2, page: '1', size: '2' })).json();
    expect(second.map((b: { batchId: string }) => b.batchId)).toEqual(['bl-rollback', 'bl-phase-2']);
  });
});

describe('one-device trigger', () => {
  const send = (deviceId: string, latestFirmwareVersion: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: ONE,
      headers,
      payload: { deviceId, currentFirmwareVersion: '1.2', latestFirmwareVersion },
    });

  beforeAll(async () => {
    await insertStaff(t.db, { userName: 'ro.l1', roles: ['CUSTOMERSUPPORTL1'] });
    await insertStaff(t.db, { userName: 'ro.factory', roles: ['FACTORYADMIN'] });
    await insertStaff(t.db, { userName: 'ro.line', roles: ['LINETESTUSER', 'CUSTOMERSUPPORTL4'] });
    await insertDevice(t.db, {
      deviceId: 'r13',
      modelNumber: MODEL,
      firmwareVersion: '1.2',
      brand: 'ANCHOR',
    });
  });
  const commandsOf = (deviceId: string) =>
    t.db.select().from(deviceCommands).where(eq(deviceCommands.deviceId, deviceId));

  it('answers 403 at level 1 or below, to a level-0 factory admin and a line tester, and sends nothing', async () => {
    const before = (await commandsOf('r4')).length;
    for (const user of ['ro.l1', 'ro.factory', 'ro.line']) {
      const res = await send('r4', '1.10', await as(user));
      expect(res.statusCode, user).toBe(403);
      expect(res.json().message).toBe(messages.forbidden);
    }
    expect(await commandsOf('r4')).toHaveLength(before);
  });

  it('answers Device not found outside the caller categories or brands, and for an unknown id', async () => {
    for (const [deviceId, user] of [
      ['r4', 'ro.ref'],
      ['r13', 'ro.l4'],
      ['NOPE', 'ro.l4'],
    ] as const) {
      const res = await send(deviceId, '1.10', await as(user));
      expect(res.statusCode, deviceId).toBe(404);
      expect(res.json().message).toBe(messages.deviceNotFound);
    }
    expect(await commandsOf('r13')).toEqual([]);
  });

  it('checks the version and device id with their messages', async () => {
    const cases: [Record<string, string>, string][] = [
      [
        { deviceId: 'r4', currentFirmwareVersion: '1.2', latestFirmwareVersion: 'v1' },
        messages.invalidFirmwareVersion,
      ],
      [
        { deviceId: ' ', currentFirmwareVersion: '1.2', latestFirmwareVersion: '1.10' },
        messages.invalidRequest,
      ],
      [{ currentFirmwareVersion: '1.2', latestFirmwareVersion: '1.10' }, messages.invalidRequest],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: ONE, headers: admin, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('sends one command to a device in scope at level above 1', async () => {
    const res = await send('r3', '1.10', await as('ro.l3'));
    const body = res.json();
    expect(body.message).toBe(messages.triggerSent);
    const rows = await t.db.select().from(deviceCommands).where(eq(deviceCommands.deviceId, 'r3'));
    const sent = rows.filter((r) => r.batchId === null);
    expect(sent.map((r) => r.commandId)).toEqual([body.commandId]);
  });

  it('refuses a version not newer, an unknown image, and devices out of scope', async () => {
    const notNewer = await send('r11', '1.10', admin);
    expect(notNewer.statusCode).toBe(400);
    expect(notNewer.json().message).toBe(messages.firmwareNotNewer);
    expect((await send('r3', '2.0', admin)).json().message).toBe(messages.noFotaFirmware);
    expect((await send('r12', '1.10', admin)).statusCode).toBe(404);
    expect((await send('r3', '1.10', await as('ro.partner', 'northmart'))).statusCode).toBe(404);
    const payload = { deviceId: 'r3', currentFirmwareVersion: '1.2', latestFirmwareVersion: '1.10' };
    expect((await t.app.inject({ method: 'POST', url: ONE, payload })).statusCode).toBe(401);
  });
});
