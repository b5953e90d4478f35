import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { levelOf } from '@console/contracts/access';
import { DEVICE_CATEGORIES } from '@console/contracts/constants';
import { decodeSetupPayload, isValidPasscode } from '@console/contracts/matter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-db';
import { openSecret } from '../../platform/auth/secret-box';
import { totpCode, verifyTotp } from '../../platform/auth/totp';
import { loadConfig } from '../../platform/config/config';
import type { Database } from '../../platform/db/client';
import { seedDemoData } from './seed-demo-data';
import { simulatedDeviceIdentities } from './simulated-devices';

const NOW = Date.UTC(2025, 5, 1, 6, 30);
const quiet = { info: () => {}, warn: () => {} };
const KEY = Buffer.alloc(32, 7);

let database: Database;
let dataDir: string;

const rows = async (sql: string, params?: unknown[]) => (await database.execute(sql, params)).rows;
const readJson = async (name: string) => JSON.parse(await readFile(join(dataDir, name), 'utf8'));

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'demo-seed-'));
  await seedDemoData(database, { dataDir, log: quiet, now: NOW, secretKey: KEY });
  // The whole demo seed on PGlite: 35 s alone, 50–70 s on a machine busy with other work.
}, 180_000);

afterAll(async () => {
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('seedDemoData', () => {
  it('seeds once: a second run changes nothing and returns null', async () => {
    const before = await rows('SELECT (SELECT count(*) FROM tenants) t, (SELECT count(*) FROM devices) d');
    expect(await seedDemoData(database, { dataDir, log: quiet, now: NOW, secretKey: KEY })).toBeNull();
    expect(await rows('SELECT (SELECT count(*) FROM tenants) t, (SELECT count(*) FROM devices) d')).toEqual(
      before,
    );
    expect(before[0]?.t).toBe(3);
  });

  it('writes demo-accounts.json with the documented shape', async () => {
    const file = await readJson('demo-accounts.json');
    expect(Object.keys(file).sort()).toEqual(['accounts', 'tenantId', 'tenantKey']);
    expect(file.tenantKey).toBe('panasonic');
    expect(file.tenantId).toBe('panasonic');
    for (const account of file.accounts) {
      const keys = ['email', 'level', 'password', 'roles', 'username'];
      if (!['demo.l2', 'demo.norole'].includes(account.username)) keys.push('totpSecret');
      expect(Object.keys(account).sort()).toEqual(keys.sort());
      expect(account.password).toBe('Demo@1234');
      expect(account.level).toBe(levelOf(account.roles));
    }
    const byName = Object.fromEntries(file.accounts.map((a: { username: string }) => [a.username, a]));
    expect(byName['demo.l4']).toMatchObject({ roles: ['CUSTOMERSUPPORTL4'], level: 5 });
    expect(byName['demo.cs']).toMatchObject({ roles: ['CUSTOMERSUPPORT', 'CUSTOMERSUPPORTL1'], level: 1 });
    expect(byName['demo.factoryadmin']).toMatchObject({ roles: ['FACTORYADMIN'], level: 0 });
    expect(byName['demo.norole']).toMatchObject({ roles: [], level: 0 });
    // A second person with firmware rights approves the large rollouts demo.l4 creates.
    expect(byName['demo.approver']).toMatchObject({ roles: ['CUSTOMERSUPPORTL4'], level: 5 });
    expect(byName['demo.approver'].totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    expect(file.accounts).toHaveLength(13);
  });

  it('has the bad release 9.99 as the latest FOTA image of its model, a model the simulator plays', async () => {
    const bad = await rows(
      `SELECT tenant_id, model_number, uploaded_by FROM firmware WHERE kind = 'fota' AND firmware_version = '9.99'`,
    );
    expect(bad).toEqual([{ tenant_id: 'panasonic', model_number: 'FZ-BLDC48', uploaded_by: 'demo.l4' }]);
    const versions = await rows(
      `SELECT firmware_version FROM firmware WHERE kind = 'fota' AND model_number = 'FZ-BLDC48' AND tenant_id = 'panasonic'`,
    );
    const asNumbers = (v: unknown) => String(v).split('.').map(Number) as [number, number];
    const latest = versions
      .map((r) => asNumbers(r.firmware_version))
      .sort((a, b) => b[0] - a[0] || b[1] - a[1])[0];
    expect(latest).toEqual([9, 99]);
    // The server plays the fleet's first SIMULATED_DEVICES: by default, enough of the model for a
    // health gate to judge a rollout to them (and over 10 % of it: the rollout needs an approval).
    const fixtures = await readJson('demo-fixtures.json');
    const played = fixtures.fleet
      .slice(0, loadConfig({}).SIMULATED_DEVICES)
      .filter((d: { modelNumber: string }) => d.modelNumber === 'FZ-BLDC48');
    expect(played.length).toBeGreaterThanOrEqual(5);
    const [model] = await rows(
      `SELECT count(*)::int n FROM devices WHERE model_number = 'FZ-BLDC48' AND tenant_id = 'panasonic'`,
    );
    expect(played.length * 10).toBeGreaterThan(Number(model?.n));
  });

  it('enrols main-tenant accounts but demo.l2 and demo.norole with sealed, deterministic TOTP secrets', async () => {
    const file = await readJson('demo-accounts.json');
    const staff = await rows(
      `SELECT user_name, tenant_id, mfa_enabled, totp_secret_enc FROM staff_users ORDER BY tenant_id, user_name`,
    );
    for (const row of staff) {
      const account = file.accounts.find((a: { username: string }) => a.username === row.user_name);
      const enrolled =
        row.tenant_id === 'panasonic' && !['demo.l2', 'demo.norole'].includes(String(row.user_name));
      expect(row.mfa_enabled).toBe(enrolled);
      if (!enrolled) {
        expect(row.totp_secret_enc).toBeNull();
        continue;
      }
      expect(account.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
      expect(String(row.totp_secret_enc)).not.toContain(account.totpSecret);
      expect(openSecret(KEY, String(row.totp_secret_enc))).toBe(account.totpSecret);
      expect(verifyTotp(account.totpSecret, totpCode(account.totpSecret), null)).not.toBeNull();
    }
    const secrets = file.accounts.map((a: { totpSecret?: string }) => a.totpSecret).filter(Boolean);
    expect(new Set(secrets).size).toBe(11);
  });

  it('registers warranties for a good share of devices, some expiring within 30 days and some expired', async () => {
    const today = new Date(NOW).toISOString().slice(0, 10);
    const [counts] = await rows(
      `SELECT (SELECT count(*) FROM customer_products WHERE device_id IS NOT NULL) connected,
              (SELECT count(*) FROM devices WHERE onboarded_at IS NOT NULL AND category <> 'IAC') onboarded,
              (SELECT count(*) FROM product_warranties WHERE expiry_date BETWEEN $1::date AND $1::date + 30) soon,
              (SELECT count(*) FROM product_warranties w WHERE expiry_date < $1::date AND NOT EXISTS
                 (SELECT 1 FROM product_warranties l WHERE l.product_id = w.product_id AND l.expiry_date >= $1::date)) expired,
              (SELECT count(*) FROM service_requests) jobs,
              (SELECT count(*) FROM customer_products p JOIN end_users u ON u.id = p.user_id
                WHERE u.tenant_id <> p.tenant_id) crossed`,
      [today],
    );
    expect(Number(counts?.connected)).toBeGreaterThan(Number(counts?.onboarded) * 0.4);
    expect(Number(counts?.soon)).toBeGreaterThan(10);
    expect(Number(counts?.expired)).toBeGreaterThan(10);
    expect(Number(counts?.jobs)).toBeGreaterThan(50);
    expect(Number(counts?.crossed)).toBe(0);
    const { warrantyHomes } = await readJson('demo-fixtures.json');
    expect(warrantyHomes.length).toBeGreaterThan(0);
    for (const home of warrantyHomes) {
      expect(await rows('SELECT 1 FROM devices WHERE home_id = $1', [home.homeId])).toHaveLength(0);
      expect(
        await rows('SELECT 1 FROM customer_products WHERE user_id = $1', [home.userId]),
      ).not.toHaveLength(0);
    }
  });

  it('writes demo-fixtures.json with good main-tenant samples', async () => {
    const fixtures = await readJson('demo-fixtures.json');
    expect(Object.keys(fixtures).sort()).toEqual([
      'actions',
      'devices',
      'factoryUnit',
      'firmwareSigning',
      'fleet',
      'homes',
      'matterUnit',
      'partnerDevices',
      'unnamedHomes',
      'users',
      'warrantyHomes',
    ]);
    expect(fixtures.unnamedHomes).toHaveLength(1);
    // The Matter sample's label is the unit's own: its serial in the QR code, the passcode opened.
    const [label] = decodeSetupPayload(fixtures.matterUnit.qrString) ?? [];
    expect(label).toMatchObject({
      version: 0,
      vendorId: 4447,
      serialNumber: fixtures.matterUnit.productSerialNumber,
    });
    expect(isValidPasscode(label?.passcode ?? 0)).toBe(true);
    expect(fixtures.factoryUnit.category).toBe('AC');
    for (const home of fixtures.unnamedHomes) {
      expect(await rows('SELECT home_name FROM homes WHERE id = $1', [home.homeId])).toEqual([
        { home_name: null },
      ]);
    }
    // The devices action tests change are none of the samples other tests read, and all different.
    const { offboardDeviceId, gatewayId, childDeviceId, modelEdit, dealerDeviceId, serialEditDeviceId } =
      fixtures.actions;
    const changed = [
      offboardDeviceId,
      gatewayId,
      childDeviceId,
      modelEdit.deviceId,
      dealerDeviceId,
      serialEditDeviceId,
    ];
    expect(new Set(changed).size).toBe(6);
    expect(
      await rows('SELECT 1 FROM devices WHERE device_id = $1 AND onboarded_at IS NULL', [serialEditDeviceId]),
    ).toHaveLength(1);
    for (const d of fixtures.devices) expect(changed).not.toContain(d.deviceId);
    expect(await rows('SELECT 1 FROM devices WHERE parent_device_id = $1', [gatewayId])).not.toHaveLength(0);
    for (const list of [fixtures.users, fixtures.homes, fixtures.devices]) {
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.length).toBeLessThanOrEqual(6);
    }
    for (const user of fixtures.users) {
      expect(Object.keys(user).sort()).toEqual(['email', 'mobile', 'userId']);
      expect(user.mobile).toMatch(/^\+\d{4,15}$/);
      const kinds = await rows('SELECT DISTINCT membership FROM home_members WHERE user_id = $1 ORDER BY 1', [
        user.userId,
      ]);
      expect(kinds.map((k) => k.membership)).toEqual(['primary', 'secondary']);
    }
    for (const home of fixtures.homes) {
      expect(
        await rows('SELECT 1 FROM home_members WHERE home_id = $1 AND user_id = $2', [
          home.homeId,
          home.userId,
        ]),
      ).toHaveLength(1);
    }
    for (const device of fixtures.devices) {
      expect(Object.keys(device).sort()).toEqual([
        'brand',
        'category',
        'deviceId',
        'macAddress',
        'modelNumber',
        'productSerialNumber',
      ]);
      const [row] = await rows('SELECT * FROM devices WHERE device_id = $1', [device.deviceId]);
      expect(row).toMatchObject({
        tenant_id: 'panasonic',
        mac_address: device.macAddress,
        product_serial_number: device.productSerialNumber,
      });
      expect(row?.onboarded_at).not.toBeNull();
    }
    expect(fixtures.partnerDevices.map((d: { tenantId: string }) => d.tenantId)).toEqual([
      'northmart',
      'southhome',
    ]);
    for (const { tenantId, deviceId } of fixtures.partnerDevices) {
      expect(
        await rows('SELECT 1 FROM devices WHERE device_id = $1 AND tenant_id = $2', [deviceId, tenantId]),
      ).toHaveLength(1);
    }
    const gateway = fixtures.devices.find((d: { category: string }) => d.category === 'GATEWAY');
    expect(
      await rows('SELECT 1 FROM devices WHERE parent_device_id = $1', [gateway?.deviceId]),
    ).not.toHaveLength(0);
  });

  it('has every device category, realistic identifiers and a model for every device', async () => {
    const categories = await rows("SELECT DISTINCT category FROM devices WHERE tenant_id = 'panasonic'");
    expect(categories.map((c) => c.category).sort()).toEqual([...DEVICE_CATEGORIES].sort());
    const devices = await rows('SELECT * FROM devices');
    for (const d of devices) {
      expect(d.mac_address).toMatch(/^([0-9A-F]{2}:){5}[0-9A-F]{2}$/);
      expect(d.firmware_version).toMatch(/^\d{1,2}\.\d{1,2}$/);
    }
    expect(new Set(devices.map((d) => d.mac_address)).size).toBe(devices.length);
    expect(devices.some((d) => d.onboarded_at === null)).toBe(true);
    expect(devices.some((d) => d.product_serial_number === null)).toBe(true);
    const orphans = await rows(`SELECT d.device_id FROM devices d LEFT JOIN device_models m
      ON m.tenant_id = d.tenant_id AND m.model_number = d.model_number WHERE m.id IS NULL`);
    expect(orphans).toEqual([]);
    const kinds = await rows('SELECT DISTINCT kind FROM firmware ORDER BY kind');
    expect(kinds.map((k) => k.kind)).toEqual(['factory', 'fota']);
  });

  it('has 90 days of logs, dense for the sample devices', async () => {
    const fixtures = await readJson('demo-fixtures.json');
    const ac = fixtures.devices.find((d: { category: string }) => d.category === 'AC');
    const [span] = await rows(
      'SELECT count(*) n, min(ts) lo, max(ts) hi FROM device_status_logs WHERE device_id = $1',
      [ac.deviceId],
    );
    const nowSec = NOW / 1000;
    expect(Number(span?.n)).toBeGreaterThan(1000);
    expect(Number(span?.lo)).toBeGreaterThanOrEqual(nowSec - 90 * 86_400);
    expect(Number(span?.hi)).toBeLessThanOrEqual(nowSec);
    for (const table of [
      'device_diagnostic_logs',
      'device_connection_logs',
      'device_activity_logs',
      'device_onboard_history',
    ]) {
      expect(await rows(`SELECT 1 FROM ${table} WHERE device_id = $1 LIMIT 1`, [ac.deviceId])).toHaveLength(
        1,
      );
    }
    for (const table of ['dac_logs', 'device_firmware_history']) {
      expect(await rows(`SELECT 1 FROM ${table} LIMIT 1`)).toHaveLength(1);
    }
  });

  it('gives every demo tenant a signing key kept in DATA_DIR, named in demo-fixtures.json', async () => {
    const fixtures = await readJson('demo-fixtures.json');
    expect(fixtures.firmwareSigning).toEqual({
      tenantId: 'panasonic',
      privateKeyPath: join(dataDir, 'signing-keys', 'panasonic.key.pem'),
      publicKeyPath: join(dataDir, 'signing-keys', 'panasonic.pub.pem'),
    });
    for (const row of await rows('SELECT id, settings FROM tenants')) {
      const publicKey = await readFile(join(dataDir, 'signing-keys', `${row.id}.pub.pem`), 'utf8');
      expect((row.settings as { firmwareSigningKeys: string[] }).firmwareSigningKeys).toEqual([publicKey]);
    }
  });

  it('makes every device a manufactured unit, and some units are still at the factory', async () => {
    const [missing] = await rows(
      `SELECT count(*)::int n FROM devices d
        WHERE NOT EXISTS (SELECT 1 FROM manufactured_devices m
                           WHERE m.tenant_id = d.tenant_id AND m.device_id = d.device_id
                             AND m.mac_address = d.mac_address AND m.manufactured_date = d.manufactured_date)`,
    );
    expect(missing?.n).toBe(0);
    const [units] = await rows(
      `SELECT count(*)::int total,
              count(*) FILTER (WHERE provisioned_at IS NULL)::int unprovisioned,
              count(*) FILTER (WHERE onboarded_at IS NULL)::int not_onboarded,
              count(DISTINCT date_trunc('month', to_timestamp(manufactured_date)))::int months,
              min(discriminator) min_d, max(discriminator) max_d
         FROM manufactured_devices`,
    );
    expect(units?.unprovisioned).toBeGreaterThan(0);
    expect(Number(units?.not_onboarded)).toBeGreaterThan(Number(units?.unprovisioned));
    expect(units?.months).toBeGreaterThan(3);
    expect(Number(units?.max_d)).toBeLessThanOrEqual(0xfff);
    const sealed = await rows('SELECT passcode_enc FROM manufactured_devices LIMIT 50');
    for (const { passcode_enc } of sealed) {
      const passcode = Number(openSecret(KEY, String(passcode_enc)));
      expect(isValidPasscode(passcode)).toBe(true);
    }
    const matter = await rows(
      `SELECT model_id, vendor_id, product_id FROM device_models WHERE is_matter_enabled AND tenant_id = 'panasonic'`,
    );
    expect(matter.length).toBeGreaterThan(0);
    for (const model of matter) expect(model.product_id).not.toBeNull();
  });

  it('gives recent units their printed QR labels, so QR Code Count has a figure', async () => {
    const [labels] = await rows(
      `SELECT count(*)::int n, count(*) FILTER (WHERE m.device_id IS NULL)::int orphans, min(l.copies) copies
         FROM qr_labels l
         LEFT JOIN manufactured_devices m
           ON m.tenant_id = l.tenant_id AND m.product_serial_number = l.product_serial_number`,
    );
    expect(labels?.n).toBeGreaterThan(0);
    expect(labels?.orphans).toBe(0);
    expect(labels?.copies).toBe(4);
  });

  it('rewrites the files from the database when it is already seeded', async () => {
    const before = await Promise.all([readJson('demo-accounts.json'), readJson('demo-fixtures.json')]);
    await rm(join(dataDir, 'demo-accounts.json'));
    await rm(join(dataDir, 'demo-fixtures.json'));
    await seedDemoData(database, { dataDir, log: quiet, now: NOW, secretKey: KEY });
    expect(await Promise.all([readJson('demo-accounts.json'), readJson('demo-fixtures.json')])).toEqual(
      before,
    );
  });

  it('lists simulated devices: onboarded main-tenant devices without gateway children, in a stable order', async () => {
    const devices = await simulatedDeviceIdentities(database, 12);
    expect(devices).toHaveLength(12);
    expect(devices.map((d) => d.deviceId)).toEqual([...devices.map((d) => d.deviceId)].sort());
    const fixtures = await readJson('demo-fixtures.json');
    expect(devices[0]?.deviceId).toBe(fixtures.devices[0].deviceId);
    // The fixtures list the fleet in the simulator's order, with the serials a rollout's CSV names.
    expect(fixtures.fleet.slice(0, 12)).toEqual(
      devices.map(({ deviceId, serialNumber, category, brand, modelNumber }) => ({
        deviceId,
        serialNumber,
        category,
        brand,
        modelNumber,
      })),
    );
    expect(devices.every((d) => /^\w+$/.test(d.serialNumber))).toBe(true);
    for (const d of devices) {
      const [row] = await rows(
        'SELECT tenant_id, onboarded_at, parent_device_id FROM devices WHERE device_id = $1',
        [d.deviceId],
      );
      expect(row).toMatchObject({ tenant_id: 'panasonic', parent_device_id: null });
      expect(row?.onboarded_at).not.toBeNull();
    }
  });

  it('is deterministic: a second fresh database gets the same ids and fixtures', async () => {
    const other = await openTestDatabase();
    const otherDir = await mkdtemp(join(tmpdir(), 'demo-seed-'));
    try {
      await seedDemoData(other, { dataDir: otherDir, log: quiet, now: NOW, secretKey: KEY });
      const ids = async (db: Database, sql: string) =>
        (await db.execute(sql)).rows.map((r) => Object.values(r).join('|'));
      for (const sql of [
        'SELECT device_id, mac_address, product_serial_number, firmware_version FROM devices ORDER BY device_id',
        'SELECT id, mobile FROM end_users ORDER BY id',
        'SELECT home_id, user_id, membership FROM home_members ORDER BY home_id, user_id',
      ]) {
        expect(await ids(other, sql)).toEqual(await ids(database, sql));
      }
      // The same records; each data directory has its own signing key.
      const { firmwareSigning: a, ...fixtures } = JSON.parse(
        await readFile(join(otherDir, 'demo-fixtures.json'), 'utf8'),
      );
      const { firmwareSigning: b, ...expected } = await readJson('demo-fixtures.json');
      expect(fixtures).toEqual(expected);
      expect(a.privateKeyPath).not.toBe(b.privateKeyPath);
      const accounts = JSON.parse(await readFile(join(otherDir, 'demo-accounts.json'), 'utf8'));
      expect(accounts).toEqual(await readJson('demo-accounts.json'));
    } finally {
      await other.close();
      await rm(otherDir, { recursive: true, force: true });
    }
  }, 90_000);
});
