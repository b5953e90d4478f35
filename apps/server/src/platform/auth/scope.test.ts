import { and, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDevice, insertTenants } from '../../../test/fixtures';
import { openTestDatabase } from '../../../test/test-db';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { devices } from '../db/schema';
import {
  countryScopeCondition,
  permissionCountryInScope,
  rollupScopeCondition,
  type ScopeColumns,
  scopeCondition,
  scopeConditionOrNoCountry,
} from './scope';

/**
 * The tables the scope rule reads by category and brand with writers of their own (migrations 0029
 * and 0031 check each); the rollups and count tables copy them from devices.
 */
const SCOPED_TABLES = [
  'customer_products',
  'devices',
  'device_models',
  'feedback_tickets',
  'fota_batches',
  'manufactured_devices',
  'qr_labels',
];

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

/** Rows (id, tenant, country, category, brand) the named variants are tried on, as one VALUES list. */
async function idsWhere(condition: (columns: ScopeColumns) => SQL): Promise<string[]> {
  const columns: ScopeColumns = {
    tenantId: sql`tenant_id`,
    country: sql`country`,
    category: sql`category`,
    brand: sql`brand`,
  };
  const result = await database.db.execute(sql`SELECT id FROM (VALUES
      ('unit', 'panasonic', 'in', 'AC', 'PANASONIC'),
      ('other-brand', 'panasonic', 'in', 'AC', 'ANCHOR'),
      ('other-category', 'panasonic', 'in', 'FAN', 'PANASONIC'),
      ('other-country', 'panasonic', 'jp', 'AC', 'PANASONIC'),
      ('other-tenant', 'northmart', 'in', 'AC', 'PANASONIC'),
      ('no-category-or-brand', 'panasonic', 'in', '', ''),
      ('all-categories', 'panasonic', 'in', '*', 'PANASONIC'),
      ('all-categories-other-brand', 'panasonic', 'in', '*', 'ANCHOR'),
      ('no-brand-other-country', 'panasonic', 'jp', '', ''),
      ('no-country', 'panasonic', NULL, 'AC', 'PANASONIC'),
      ('no-country-other-brand', 'panasonic', NULL, 'AC', 'ANCHOR')
    ) AS r(id, tenant_id, country, category, brand)
    WHERE ${condition(columns)} ORDER BY id`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

describe('the named variants of the rule', () => {
  const acPanasonic = caller(['AC'], ['PANASONIC']);

  it("lets a rollup row without a category or brand ('') or for all categories ('*') pass those, never the country or tenant", async () => {
    expect(await idsWhere((c) => rollupScopeCondition(acPanasonic, c))).toEqual([
      'all-categories',
      'no-category-or-brand',
      'unit',
    ]);
    expect(await idsWhere((c) => scopeCondition(acPanasonic, c))).toEqual(['unit']);
  });

  it('lets a row without a country pass the country limit only, with scopeConditionOrNoCountry', async () => {
    expect(await idsWhere((c) => scopeConditionOrNoCountry(acPanasonic, c))).toEqual(['no-country', 'unit']);
  });

  it('limits by tenant and country alone with countryScopeCondition (a stored notification audience)', async () => {
    const audience = { tenantId: 'panasonic', countries: ['in'] };
    expect(
      await idsWhere((c) =>
        countryScopeCondition(audience, { tenantId: c.tenantId, country: c.country ?? sql`country` }),
      ),
    ).toEqual([
      'all-categories',
      'all-categories-other-brand',
      'no-category-or-brand',
      'other-brand',
      'other-category',
      'unit',
    ]);
    expect(
      await idsWhere((c) =>
        countryScopeCondition(
          { tenantId: 'panasonic', countries: [] },
          { tenantId: c.tenantId, country: sql`country` },
        ),
      ),
    ).toEqual([]);
  });
});

describe('a country as permission entries name it', () => {
  const entry = (country: string) => ({ country, brand: 'PANASONIC', categories: ['AC'] });
  it("matches the entries' own codes in any case, not the normalised list", () => {
    const caller = { permissions: [entry('IN'), entry('SL1')] };
    expect(permissionCountryInScope(caller, 'in')).toBe(true);
    expect(permissionCountryInScope(caller, 'SL1')).toBe(true);
    expect(permissionCountryInScope(caller, 'LK')).toBe(false);
    expect(permissionCountryInScope(caller, 'JP')).toBe(false);
  });
});
