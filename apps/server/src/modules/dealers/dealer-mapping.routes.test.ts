import { messages } from '@console/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertDevice, insertStaff, insertTenants } from '../../../test/fixtures';
import { multipart } from '../../../test/multipart';
import { auditLog, dealerProducts, dealers } from '../../platform/db/schema';
import { insertUnit } from '../manufactured-devices/test-fixtures';
import { dealerRow } from './test-fixtures';

let t: TestApp;
const url = '/simplifi/v1/deviceservices/device/dealer';

async function upload(csv: string, user = 'l4', name = 'mapping.csv', field = 'csv_file') {
  const form = multipart({}, [{ field, name, data: Buffer.from(csv) }]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...(await t.headersFor(user)), ...form.headers },
    payload: form.payload,
  });
}
const mappingOf = async (psn: string) =>
  (await t.db.select().from(dealerProducts).where(eq(dealerProducts.productSerialNumber, psn)))[0]?.dealerId;

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'l4', roles: ['CUSTOMERSUPPORTL4'] });
  await insertStaff(t.db, { userName: 'factory', roles: ['FACTORYADMIN'] });
  await insertStaff(t.db, { userName: 'cloud', roles: ['CLOUDADMIN', 'CUSTOMERSUPPORTL1'] });
  await t.db
    .insert(dealers)
    .values([dealerRow('DA'), dealerRow('DB'), dealerRow('DLK', 'lk'), dealerRow('DNM', 'in', 'northmart')]);
  await insertDevice(t.db, { deviceId: 'M01' });
  await insertDevice(t.db, { deviceId: 'M02' });
  await insertDevice(t.db, { deviceId: 'M03', category: 'WM' }); // outside the caller's categories
  await insertDevice(t.db, { deviceId: 'M04', tenantId: 'northmart' });
  await insertDevice(t.db, { deviceId: 'M05' });
  await t.db
    .insert(dealerProducts)
    .values({ tenantId: 'panasonic', productSerialNumber: 'PSNM02', dealerId: 'DB' });
  // Units made but not onboarded by a customer yet: stock a dealer receives first (issue 29).
  await insertUnit(t.db, { deviceId: 'U01' });
  await insertUnit(t.db, { deviceId: 'U02', category: 'WM' });
  await insertUnit(t.db, { deviceId: 'U03', tenantId: 'northmart' });
  await insertUnit(t.db, { deviceId: 'M05' }); // made, then onboarded: on both tables
});
afterAll(() => t.close());

describe('PSN dealer mapping upload', () => {
  it('applies a good file in one go, replacing earlier mappings, audited once', async () => {
    const res = await upload('productSerialNumber,dealerId\r\nPSNM01,DA\r\n PSNM02 , DA \r\n\r\n');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: messages.dealerMappingUploaded,
      applied: 2,
      refusedCount: 0,
      refused: [],
    });
    expect([await mappingOf('PSNM01'), await mappingOf('PSNM02')]).toEqual(['DA', 'DA']);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'dealer.mapping.uploaded'));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.detail).toMatchObject({ rows: 2 });
  });

  it('refuses every bad row with its reason and applies nothing of a mixed file', async () => {
    const csv = [
      'ProductSerialNumber,Dealer_Id',
      'PSNM01,DB', // good on its own
      'PSNNOPE,DA',
      'PSNM02,DNOPE',
      'PSNM01,DA',
      'PSNM03,DA',
      'PSNM04,DA',
      'PSNM05,DLK',
      ',DA',
    ].join('\n');
    const res = await upload(csv);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe(messages.dealerMappingFailed);
    expect(body.applied).toBe(0);
    expect(body.refusedCount).toBe(7);
    expect(body.refused.map((r: { row: number; reason: string }) => [r.row, r.reason])).toEqual([
      [3, messages.mappingUnknownSerial],
      [4, messages.mappingUnknownDealer],
      [5, messages.mappingDuplicate],
      [6, messages.mappingOutOfScope],
      [7, messages.mappingUnknownSerial], // a serial of another tenant is unknown here
      [8, messages.mappingUnknownDealer], // a dealer of another country is not the caller's
      [9, messages.mappingMissingValue],
    ]);
    expect(await mappingOf('PSNM01')).toBe('DA');
  });

  it('takes manufactured units not yet onboarded, within the tenant and the caller scope', async () => {
    const refused = await upload('productSerialNumber,dealerId\nPSNU02,DA\nPSNU03,DA\n');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().refused.map((r: { row: number; reason: string }) => [r.row, r.reason])).toEqual([
      [2, messages.mappingOutOfScope],
      [3, messages.mappingUnknownSerial], // a unit of another tenant is unknown here
    ]);
    const res = await upload('productSerialNumber,dealerId\nPSNU01,DA\nPSNM05,DB\n');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().applied).toBe(2);
    expect([await mappingOf('PSNU01'), await mappingOf('PSNM05')]).toEqual(['DA', 'DB']);
  });

  it("answers 'Invalid File' for a name not ending in .csv, or another field", async () => {
    for (const [name, field] of [
      ['mapping.txt', 'csv_file'],
      ['mapping.csv.exe', 'csv_file'],
      ['mapping.csv', 'file'],
    ]) {
      const res = await upload('productSerialNumber,dealerId\nPSNM01,DB\n', 'l4', name, field);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message).toBe(messages.dealerMappingInvalidFile);
    }
    expect(await mappingOf('PSNM01')).toBe('DA');
  });

  it('refuses a file without its columns or rows', async () => {
    const noColumns = await upload('serial,dealer\nPSNM01,DB\n');
    expect(noColumns.json().message).toBe(messages.mappingMissingColumns);
    const empty = await upload('productSerialNumber,dealerId\n');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(messages.mappingNoRows);
  });

  it('is for level above 4 or a cloud admin', async () => {
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    expect((await upload('productSerialNumber,dealerId\nPSNM01,DB\n', 'factory')).statusCode).toBe(403);
    const cloud = await upload('productSerialNumber,dealerId\nPSNM01,DB\n', 'cloud');
    expect(cloud.json().applied).toBe(1);
    expect(await mappingOf('PSNM01')).toBe('DB');
  });
});
