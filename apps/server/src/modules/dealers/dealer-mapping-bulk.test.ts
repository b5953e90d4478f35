import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertStaff, insertTenants } from '../../../test/fixtures';
import { multipart } from '../../../test/multipart';
import { dealerProducts, dealers } from '../../platform/db/schema';
import { dealerRow } from './test-fixtures';

/**
 * The PSN dealer mapping upload at its stated size: 100,000 rows in one file, in one transaction,
 * half of them units not onboarded yet.
 */
const BULK = 100_000;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'l4', roles: ['CUSTOMERSUPPORTL4'] });

  await t.db.insert(dealers).values([dealerRow('DA'), dealerRow('DB')]);
  // BULK units with serials BULK000001…: the odd ones onboarded (devices), the even ones only
  // manufactured (stock a dealer gets first), one statement each.
  await t.database.execute(
    `INSERT INTO devices (device_id, tenant_id, model_number, mac_address, serial_number, product_serial_number,
       brand, category, country, firmware_version)
     SELECT 'B' || n, 'panasonic', 'CS-TEST-1', 'MAC' || n, 'SN' || n, 'BULK' || lpad(n::text, 6, '0'),
       'PANASONIC', 'AC', 'in', '1.0' FROM generate_series(1, ${BULK}, 2) AS n`,
  );
  await t.database.execute(
    `INSERT INTO manufactured_devices (tenant_id, device_id, model_id, model_number, category, brand, country,
       mac_address, serial_number, product_serial_number, firmware_version, manufactured_date, discriminator,
       passcode_enc)
     SELECT 'panasonic', 'U' || n, 'MT0001', 'CS-TEST-1', 'AC', 'PANASONIC', 'in', 'MAC' || n, 'SN' || n,
       'BULK' || lpad(n::text, 6, '0'), '1.0', 1761955200, 3840, 'sealed' FROM generate_series(2, ${BULK}, 2) AS n`,
  );
}, 60_000);
afterAll(() => t.close());

it(`takes ${BULK.toLocaleString('en')} rows in one upload`, async () => {
  let csv = 'productSerialNumber,dealerId\n';
  for (let n = 1; n <= BULK; n += 1) csv += `BULK${String(n).padStart(6, '0')},${n % 2 ? 'DA' : 'DB'}\n`;
  const form = multipart({}, [{ field: 'csv_file', name: 'bulk.csv', data: Buffer.from(csv) }]);
  const started = performance.now();
  const res = await t.app.inject({
    method: 'POST',
    url: '/simplifi/v1/deviceservices/device/dealer',
    headers: { ...(await t.headersFor('l4')), ...form.headers },
    payload: form.payload,
  });
  const seconds = (performance.now() - started) / 1000;
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.json().applied).toBe(BULK);
  const count = await t.database.execute('SELECT count(*)::int AS n FROM dealer_products');
  expect(count.rows[0]?.n).toBe(BULK);
  const [last] = await t.db
    .select()
    .from(dealerProducts)
    .where(eq(dealerProducts.productSerialNumber, 'BULK100000'));
  expect(last?.dealerId).toBe('DB');
  console.info(
    `PSN mapping upload: ${BULK} rows in ${seconds.toFixed(2)} s, ${Math.round(BULK / seconds)} rows/s`,
  );
}, 60_000);
