import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type pg from 'pg';
import { DEMO_PASSWORD, DEMO_STAFF } from '../modules/demo/staff';
import { MAIN_TENANT_ID } from '../modules/demo/tenants';
import type { LogPlan } from './gen-logs';
import { deviceIdOf, emailOf, mobileOf, userIdOf } from './scale-identity';

/** Known ids for the bench: the first devices (one per category), some users, devices with full log pages. */
export async function writeScaleFixtures(
  client: pg.ClientBase,
  dataDir: string,
  sizes: { devices: number; users: number },
  logs: { status: LogPlan; diagnostic: LogPlan },
): Promise<string> {
  const picks = [
    ...new Set([
      1,
      2,
      3,
      4,
      5,
      6,
      7,
      8,
      9,
      10,
      11,
      12,
      13,
      14,
      15,
      16,
      Math.ceil(sizes.devices / 2),
      sizes.devices,
    ]),
  ]
    .filter((i) => i >= 1 && i <= sizes.devices)
    .map(deviceIdOf);
  const devices = await client.query(
    `SELECT device_id AS "deviceId", mac_address AS "macAddress", product_serial_number AS "productSerialNumber",
            category, brand, model_number AS "modelNumber", (onboarded_at IS NOT NULL) AS onboarded
       FROM devices WHERE device_id = ANY($1) ORDER BY device_id`,
    [picks],
  );
  const distribution = await client.query(
    `SELECT category, brand, count(*)::int AS devices FROM devices WHERE tenant_id = $1
      GROUP BY category, brand ORDER BY devices DESC`,
    [MAIN_TENANT_ID],
  );
  const userPicks = [...new Set([1, 2, 3, 4, Math.ceil(sizes.users / 2), sizes.users])];
  const fixtures = {
    tenantId: MAIN_TENANT_ID,
    tenantKey: MAIN_TENANT_ID,
    password: DEMO_PASSWORD,
    accounts: DEMO_STAFF.filter((s) => s.tenantId === MAIN_TENANT_ID).map((s) => s.username),
    counts: { ...sizes, statusLogs: logs.status.rows, diagnosticLogs: logs.diagnostic.rows },
    devices: devices.rows,
    users: userPicks.map((u) => ({ userId: userIdOf(u), mobile: mobileOf(u), email: emailOf(u) })),
    logDevices: {
      status: {
        // The first also reports once a minute for 89 days (gen-logs busyDeviceRows).
        perDevice: logs.status.perDevice,
        deviceIds: [...logs.status.devices.slice(0, 5)].map(deviceIdOf),
      },
      diagnostic: {
        perDevice: logs.diagnostic.perDevice,
        deviceIds: [...logs.diagnostic.devices.slice(0, 5)].map(deviceIdOf),
      },
    },
    categoryBrandCounts: distribution.rows,
    idPatterns: {
      device: 'SD%07d',
      user: 'SU%07d',
      home: 'SH%07d',
      mobileIndia: '+9197%08d',
      email: 'user%d@scale.example',
    },
  };
  await mkdir(dataDir, { recursive: true });
  const file = join(dataDir, 'scale-fixtures.json');
  await writeFile(file, `${JSON.stringify(fixtures, null, 2)}\n`);
  return file;
}
