import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDevice, insertTenants } from '../../../test/fixtures';
import { openTestDatabase } from '../../../test/test-db';
import type { Database } from '../db/client';
import { devices } from '../db/schema';
import { scopeCondition } from './scope';

/** The tables the scope rule reads by category and brand (migration 0029 checks each). */
const SCOPED_TABLES = ['devices', 'device_models', 'feedback_tickets', 'manufactured_devices', 'qr_labels'];

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await insertTenants(database.db);
  await insertDevice(database.db, { deviceId: 'D1', category: 'AC', brand: 'PANASONIC' });
  await insertDevice(database.db, { deviceId: 'D2', category: 'FAN', brand: 'ANCHOR' });
}, 30_000);
afterAll(() => database.close());

const caller = (categories: string[], brands: string[]) => ({
  tenantId: 'panasonic',
  scope: {
    allowedCountries: ['in'],
    allowedCountryCodes: [],
    allowedDeviceCategories: categories,
    allowCompanyBrand: brands,
  },
});

describe('the data scope on category and brand', () => {
  it('keeps every table it reads upper-case: a mixed-case category or brand is refused', async () => {
    const { rows } = await database.execute(
      `SELECT conrelid::regclass::text AS t FROM pg_constraint WHERE conname LIKE '%_scope_upper_case' ORDER BY 1`,
    );
    expect(rows.map((r) => r.t)).toEqual([...SCOPED_TABLES].sort());
    await expect(insertDevice(database.db, { deviceId: 'D3', brand: 'Panasonic' })).rejects.toThrow();
    await expect(insertDevice(database.db, { deviceId: 'D4', category: 'ac' })).rejects.toThrow();
  });

  it('compares the columns as stored, without upper()', async () => {
    const where = scopeCondition(caller(['AC'], ['PANASONIC']), {
      tenantId: devices.tenantId,
      country: devices.country,
      category: devices.category,
      brand: devices.brand,
    });
    const query = database.db.select({ id: devices.deviceId }).from(devices).where(where);
    expect(query.toSQL().sql).not.toMatch(/upper\(/i);
    expect((await query).map((r) => r.id)).toEqual(['D1']);
    const none = scopeCondition(caller(['AC'], []), { tenantId: devices.tenantId, brand: devices.brand });
    expect(
      await database.db
        .select()
        .from(devices)
        .where(and(none, eq(devices.deviceId, 'D1'))),
    ).toEqual([]);
  });
});
