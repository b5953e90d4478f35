import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-db';
import type { Database } from '../../platform/db/client';
import { devices } from '../../platform/db/schema';
import { clearOnboarding } from '../devices';
import { insertCommands, insertTenant, writeCommandResults } from '../telemetry/test-fixtures';

/*
 * device_version_counts is kept by triggers on devices (migration 0010). Property: after any mix of
 * inserts, deletes, onboarding, offboarding, version changes and rollout results, one statement
 * touching one or many devices, the table equals a GROUP BY over devices.
 */

let database: Database;
const TENANTS = ['vc-a', 'vc-b'];
const CATEGORIES = ['AC', 'FAN'];
const BRANDS = ['PANASONIC', 'ANCHOR'];
const CHIPS = ['ESPWIFI', 'RTL', null];
const VERSIONS = ['1.0', '1.9', '1.10', '2.0'];

/** Small seeded generator, so a failing sequence can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
  return {
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: T[]) => list[Math.floor(next() * list.length)] as T,
  };
}

/** Devices by id; none for an empty list. */
const byIds = (list: string[]) => (list.length > 0 ? inArray(devices.deviceId, list) : sql`false`);
const rows = async (query: string) => (await database.execute(query)).rows;

async function countsMatchDevices() {
  const counted =
    await rows(`SELECT tenant_id, category, brand, chip_type, firmware_version, onboarded, devices
    FROM device_version_counts ORDER BY 1, 2, 3, 4 NULLS FIRST, 5, 6`);
  const grouped = await rows(`SELECT tenant_id, category, brand, chip_type, firmware_version,
      onboarded_at IS NOT NULL AS onboarded, count(*)::int AS devices
    FROM devices GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4 NULLS FIRST, 5, 6`);
  expect(counted).toEqual(grouped);
  return grouped.length;
}

beforeAll(async () => {
  database = await openTestDatabase();
  for (const t of TENANTS) await insertTenant(database.db, t);
});
afterAll(() => database.close());

describe('device version counts', () => {
  it('equal a GROUP BY over devices after random changes of one or many devices', async () => {
    const rng = random(20_260_522);
    let nextId = 0;
    const ids = new Set<string>();
    const someIds = (n: number) => [...ids].filter(() => rng.int(ids.size) < n);
    const newDevices = (n: number) =>
      Array.from({ length: n }, () => {
        const deviceId = `vc-${++nextId}`;
        ids.add(deviceId);
        return {
          deviceId,
          tenantId: rng.pick(TENANTS),
          modelNumber: 'VC-M1',
          macAddress: `MAC${nextId}`,
          serialNumber: `SN${nextId}`,
          brand: rng.pick(BRANDS),
          category: rng.pick(CATEGORIES),
          chipType: rng.pick(CHIPS),
          country: 'IN',
          firmwareVersion: rng.pick(VERSIONS),
          onboardedAt: rng.int(2) ? 1_700_000_000 : null,
        };
      });
    await database.db.insert(devices).values(newDevices(60));
    let commands = 0;

    const steps: Record<string, () => Promise<unknown>> = {
      insert: () => database.db.insert(devices).values(newDevices(1 + rng.int(20))),
      delete: async () => {
        const gone = someIds(5);
        for (const id of gone) ids.delete(id);
        if (gone.length > 0) await database.db.delete(devices).where(byIds(gone));
      },
      onboard: () =>
        database.db
          .update(devices)
          .set({ onboardedAt: 1_800_000_000 })
          .where(byIds(someIds(10))),
      offboard: async () => {
        const [id] = someIds(3);
        const tenant = await rows(`SELECT tenant_id FROM devices WHERE device_id = '${id}'`);
        if (id && tenant[0])
          await database.db.transaction((tx) => clearOnboarding(tx, String(tenant[0]?.tenant_id), id));
      },
      'version change': () =>
        database.db
          .update(devices)
          .set({ firmwareVersion: rng.pick(VERSIONS) })
          .where(byIds(someIds(15))),
      'move to another category, brand and chip': () =>
        database.db
          .update(devices)
          .set({ category: rng.pick(CATEGORIES), brand: rng.pick(BRANDS), chipType: rng.pick(CHIPS) })
          .where(byIds(someIds(4))),
      'status only (no counted column)': () =>
        database.db
          .update(devices)
          .set({ online: true })
          .where(byIds(someIds(20))),
      'rollout results': async () => {
        const target = rng.pick(VERSIONS);
        const chosen = await rows(
          `SELECT device_id, tenant_id FROM devices WHERE device_id = ANY('{${someIds(20).join(',')}}')`,
        );
        const sent = chosen.map((d) => ({
          commandId: `vc-cmd-${++commands}`,
          tenantId: String(d.tenant_id),
          deviceId: String(d.device_id),
          type: 'fota',
          batchId: 'vc-batch',
          targetVersion: target,
        }));
        await insertCommands(database.db, sent);
        await writeCommandResults(
          database.db,
          sent.map((c) => ({
            commandId: c.commandId,
            deviceId: c.deviceId,
            status: rng.int(4) === 0 ? ('failure' as const) : ('success' as const),
            ts: 1_800_000_000,
          })),
        );
      },
    };
    const names = Object.keys(steps);
    for (let i = 0; i < 60; i++) {
      const name = rng.pick(names);
      await steps[name]?.();
      await countsMatchDevices();
    }
    expect(ids.size).toBeGreaterThan(0);
    // A statement that fails changes neither devices nor counts.
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(devices).set({ firmwareVersion: '9.9' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await countsMatchDevices()).toBeGreaterThan(1);
  });

  it('are emptied with devices on TRUNCATE', async () => {
    await database.execute('TRUNCATE devices CASCADE');
    expect(await countsMatchDevices()).toBe(0);
  });
});
