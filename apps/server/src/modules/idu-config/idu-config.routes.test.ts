import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@console/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants } from '../../../test/fixtures';
import { auditLog } from '../../platform/db/schema';
import { insertModel } from '../device-models/model-test-fixtures';
import { IDU, sendConfig } from './idu-config-test-helpers';

let t: TestApp;
let filesDir: string;
let admin: Record<string, string>;
const bin = Buffer.from('eeprom bytes '.repeat(40));
const file = (name = 'eeprom.bin', data = bin) => ({ name, data });
const fields = { category: 'AC', brand: 'PANASONIC', modelId: 'M1,M2', iduConfigVersion: '1.2' };
const stored = async () => (await readdir(join(filesDir, 'idu-config')).catch(() => [])).length;
const get = (url: string, query: Record<string, string> = {}, headers = admin) =>
  t.app.inject({ method: 'GET', url, query, headers });

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'idu-test-'));
  t = await buildTestApp({ FILES_DIR: filesDir, IDU_CONFIG_MAX_KB: '1' });
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'idu.l4', roles: ['CUSTOMERSUPPORTL4'] });
  await insertStaff(t.db, { userName: 'idu.factory', roles: ['FACTORYADMIN', 'CUSTOMERSUPPORTL1'] });
  await insertStaff(t.db, { userName: 'idu.l3', roles: ['CUSTOMERSUPPORTL3'] });
  await insertStaff(t.db, {
    userName: 'idu.other',
    roles: ['CUSTOMERSUPPORTL4'],
    permissions: [{ country: 'IN', categories: ['AC'], brand: 'OTHERBRAND' }],
  });
  await insertStaff(t.db, { userName: 'idu.partner', roles: ['CUSTOMERSUPPORTL4'], tenantId: 'northmart' });
  for (const modelId of ['M1', 'M2', 'M3']) await insertModel(t.db, { modelId });
  await insertModel(t.db, { modelId: 'R1', category: 'REF' });
  admin = await t.loginAs('idu.l4');
});
afterAll(async () => {
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('IDU config upload and view', () => {
  let configId: string;

  it('stores an upload for its models and finds it by Model ID and by Config ID, file included', async () => {
    const res = await sendConfig(t, admin, fields, file());
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(messages.iduConfigUploaded);
    configId = res.json().configId;
    expect(configId).toMatch(/^C[0-9A-F]{10}$/);

    const byModel = await get(`${IDU}/config`, { modelId: 'M2' });
    expect(byModel.json()).toEqual([
      expect.objectContaining({ modelId: 'M2', modelNumber: 'NUM-M2', configId, iduConfigVersion: '1.2' }),
    ]);
    const row = byModel.json()[0];
    expect(Buffer.from(row.iduConfigFileObjectBin, 'base64').equals(bin)).toBe(true);
    expect(row.sha256).toBe(createHash('sha256').update(bin).digest('hex'));

    const byConfig = await get(`${IDU}/config`, { configId });
    expect(byConfig.json().map((r: { modelId: string }) => r.modelId)).toEqual(['M1', 'M2']);
    expect((await get(`${IDU}/${configId}/modelIds`)).json()).toEqual([
      { modelId: 'M1', modelNumber: 'NUM-M1' },
      { modelId: 'M2', modelNumber: 'NUM-M2' },
    ]);
    const audits = await t.db.select().from(auditLog);
    expect(audits.some((a) => a.action === 'iduConfig.uploaded' && a.entityId === configId)).toBe(true);
  });

  it('refuses each broken rule, an empty file, unknown models and oversized files, storing nothing', async () => {
    const before = await stored();
    const cases: [Record<string, string>, ReturnType<typeof file> | null, number, string][] = [
      [{ ...fields, category: '' }, file(), 400, messages.categoryEmpty],
      [{ ...fields, brand: '' }, file(), 400, messages.brandEmpty],
      [{ ...fields, modelId: ' , ' }, file(), 400, messages.modelIdsEmpty],
      [{ ...fields, iduConfigVersion: '1.234' }, file(), 400, messages.invalidIduConfigVersion],
      [fields, file('eeprom.txt'), 400, messages.invalidIduConfigImage],
      [fields, null, 400, messages.invalidIduConfigImage],
      [fields, file('empty.bin', Buffer.alloc(0)), 400, messages.invalidIduConfigImage],
      [{ ...fields, modelId: 'M1,R1' }, file(), 400, messages.iduConfigModelUnknown],
      [fields, file('big.bin', Buffer.alloc(2048)), 413, messages.iduConfigTooLarge],
    ];
    for (const [f, upload, status, message] of cases) {
      const res = await sendConfig(t, admin, f, upload);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    expect(await stored()).toBe(before);
  });

  it('asks for a Model ID or a Config ID', async () => {
    const res = await get(`${IDU}/config`);
    expect([res.statusCode, res.json().message]).toEqual([400, messages.invalidFilter]);
    expect((await get(`${IDU}/config`, { modelId: 'M3' })).json()).toEqual([]);
  });

  it('updates a config in place by Config ID, replacing its file', async () => {
    const before = await stored();
    const res = await sendConfig(t, admin, { iduConfigVersion: '1.3' }, file('v13.BIN'), { configId });
    expect(res.json()).toEqual({ message: messages.iduConfigUploaded, configId });
    expect((await get(`${IDU}/config`, { modelId: 'M1' })).json()[0]).toMatchObject({
      iduConfigVersion: '1.3',
      fileName: 'v13.BIN',
    });
    expect(await stored()).toBe(before);
  });

  it('moves models given by Model ID to a new config, and keeps one config when they are all of it', async () => {
    const moved = await sendConfig(t, admin, { iduConfigVersion: '2.0' }, file(), { modelId: 'M2' });
    expect(moved.statusCode).toBe(200);
    const newId = moved.json().configId;
    expect(newId).not.toBe(configId);
    expect((await get(`${IDU}/${configId}/modelIds`)).json()).toEqual([
      { modelId: 'M1', modelNumber: 'NUM-M1' },
    ]);
    const again = await sendConfig(t, admin, { iduConfigVersion: '2.1' }, file(), { modelId: 'M2' });
    expect(again.json().configId).toBe(newId);
    const missing = await sendConfig(t, admin, { iduConfigVersion: '2.1' }, file(), { configId: 'CNOPE' });
    expect([missing.statusCode, missing.json().message]).toEqual([404, messages.iduConfigNotFound]);
  });
});

describe('IDU config access', () => {
  it('needs a session and the iduConfig rule', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${IDU}/config?modelId=M1` })).statusCode).toBe(401);
    const l3 = await t.loginAs('idu.l3');
    expect((await get(`${IDU}/config`, { modelId: 'M1' }, l3)).statusCode).toBe(403);
    expect((await sendConfig(t, l3, fields, file())).statusCode).toBe(403);
    const factory = await t.loginAs('idu.factory');
    expect((await get(`${IDU}/config`, { modelId: 'M1' }, factory)).json()).toHaveLength(1);
  });

  it('keeps configs of other brands and tenants invisible', async () => {
    const other = await t.loginAs('idu.other');
    expect((await get(`${IDU}/config`, { modelId: 'M1' }, other)).json()).toEqual([]);
    expect((await sendConfig(t, other, fields, file())).statusCode).toBe(403);
    const partner = await t.loginAs('idu.partner', 'northmart');
    expect((await get(`${IDU}/config`, { modelId: 'M1' }, partner)).json()).toEqual([]);
    const { configId } = (await get(`${IDU}/config`, { modelId: 'M1' })).json()[0];
    expect((await get(`${IDU}/${configId}/modelIds`, {}, partner)).statusCode).toBe(404);
  });
});
