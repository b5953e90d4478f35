import { downloadFactoryFirmware, downloadFotaFirmware, uploadFirmware } from '@console/contracts/firmware';
import { addJob, deleteJob, modifyJob } from '@console/contracts/fota-jobs';
import { triggerIduConfig, updateIduConfig, uploadIduConfig } from '@console/contracts/idu-config';
import { cancelNotificationTask, sendNotification } from '@console/contracts/notifications';
import { deleteBatch, upgradeDevice, upgradeDevices } from '@console/contracts/rollouts';
import { asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRMWARE_IMAGE, factoryFields, factoryFiles, signed } from '../src/modules/firmware/test-fixtures';
import { fotaJobsModule } from '../src/modules/fota-jobs';
import { insertAppUsers } from '../src/modules/notifications/test-fixtures';
import { insertModel } from '../src/modules/rollouts/test-fixtures';
import { silentLog } from '../src/modules/telemetry/test-fixtures';
import { auditLog } from '../src/platform/db/schema';
import { type Mqtt, startMqtt } from '../src/platform/mqtt/start-mqtt';
import { buildTestApp, type TestApp } from './build-app';
import { insertDevice, insertStaff, insertTenants } from './fixtures';
import { multipart } from './multipart';

/**
 * Issue 29: every staff action is audited with the caller's address. These fifteen action types
 * recorded none (ip null) before the audit entry's `ip` was required; a fired FOTA job, which no
 * request starts, records null as the person it runs for.
 */
const MODEL = 'CS-AU-1';
const hourAhead = () => Math.floor(Date.now() / 1000) + 3600;
let t: TestApp;
let mqtt: Mqtt;
let admin: Record<string, string>;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Request {
  query?: Record<string, string>;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}
const call = (method: Method, url: string, remoteAddress: string, r: Request = {}) =>
  t.app.inject({
    method,
    url,
    remoteAddress,
    query: r.query,
    payload: r.payload,
    headers: { ...admin, ...r.headers },
  });
const upload = (
  method: Method,
  url: string,
  remoteAddress: string,
  body: ReturnType<typeof multipart>,
  query?: Record<string, string>,
) => call(method, url, remoteAddress, { query, payload: body.payload, headers: body.headers });

/** The action types of issue 29 with no address, and the address each is sent from here. */
const ADDRESSES = {
  'firmware.factory.uploaded': '10.29.7.1',
  'firmware.fota.uploaded': '10.29.7.2',
  'firmware.factory.downloaded': '10.29.7.3',
  'firmware.fota.downloaded': '10.29.7.4',
  'fota.batch.triggered': '10.29.7.5',
  'fota.batch.deleted': '10.29.7.6',
  'fota.device.triggered': '10.29.7.7',
  'fotaJob.added': '10.29.7.8',
  'fotaJob.modified': '10.29.7.9',
  'fotaJob.deleted': '10.29.7.10',
  'iduConfig.uploaded': '10.29.7.11',
  'iduConfig.updated': '10.29.7.12',
  'iduConfig.pushed': '10.29.7.13',
  'notification.sent': '10.29.7.14',
  'notification.cancelled': '10.29.7.15',
} as const;
type Action = keyof typeof ADDRESSES;
const ip = (action: Action) => ADDRESSES[action];

const jobBody = (percentage: number) => ({
  jobName: 'Nightly AC rollout',
  endDate: hourAhead() + 15 * 86_400,
  frequency: { dayOfWeek: 'mon-fri', hour: 21, minute: 30 },
  modelNumber: MODEL,
  percentage,
});

async function ok(res: Awaited<ReturnType<typeof call>>) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const addresses = async (action: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(asc(auditLog.id))).map(
    (e) => ({ ip: e.ip, actorName: e.actorName }),
  );

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'http://files.test' });
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'au.l4', roles: ['CUSTOMERSUPPORTL4'] });
  await insertModel(t.db, MODEL);
  for (const d of [1, 2, 3])
    await insertDevice(t.db, { deviceId: `au-d${d}`, modelNumber: MODEL, firmwareVersion: '1.0' });
  await insertAppUsers(t.db, { prefix: 'au', count: 2 });
  admin = await t.loginAs('au.l4');
  // A real (embedded) broker nobody plays devices on: commands leave and stay sent.
  mqtt = await startMqtt({ port: 0, log: silentLog });
  t.deps.commands.attach(mqtt.client);
});
afterAll(async () => {
  await t?.close();
  await mqtt?.close();
});

describe('the audit entry of each staff action holds the caller’s address', () => {
  it('firmware: factory and FOTA uploads and downloads', async () => {
    const factory = multipart(
      { ...factoryFields, signatureFileName: 'ac.sign' },
      factoryFiles('ac.tar.gz', 'ac.sign'),
    );
    await ok(await upload('POST', uploadFirmware.path, ip('firmware.factory.uploaded'), factory));
    const fotaFields = {
      modelNumber: MODEL,
      firmwareVersion: '3.0',
      isMandatoryVersion: 'false',
      chipType: 'ESPWIFI',
    };
    const fota = multipart({ ...fotaFields, signatureFileName: 'cs_3.0.ota.bin.sig' }, [
      { field: 'files', name: 'cs_3.0.ota.bin', data: FIRMWARE_IMAGE },
      { field: 'files', name: 'cs_3.0.ota.bin.sig', data: signed() },
    ]);
    await ok(await upload('POST', uploadFirmware.path, ip('firmware.fota.uploaded'), fota));
    const scope = { category: 'AC', brand: 'PANASONIC' };
    await ok(
      await call('GET', downloadFactoryFirmware.path, ip('firmware.factory.downloaded'), {
        query: { ...scope, version: '2.1' },
      }),
    );
    await ok(
      await call('GET', downloadFotaFirmware.path, ip('firmware.fota.downloaded'), {
        query: { ...scope, modelNumber: MODEL, version: '3.0' },
      }),
    );
  });

  it('rollouts: a batch triggered and deleted, one device triggered', async () => {
    const { batchId } = await ok(
      await call('POST', upgradeDevices.path, ip('fota.batch.triggered'), {
        payload: { modelNumber: MODEL, percentage: 100 },
      }),
    );
    expect(batchId).toEqual(expect.any(String));
    await ok(await call('DELETE', deleteBatch.path, ip('fota.batch.deleted'), { query: { batchId } }));
    await ok(
      await call('POST', upgradeDevice.path, ip('fota.device.triggered'), {
        payload: { deviceId: 'au-d1', currentFirmwareVersion: '1.0', latestFirmwareVersion: '3.0' },
      }),
    );
  });

  it('FOTA jobs: added, modified, deleted', async () => {
    const { jobId } = await ok(
      await call('POST', addJob.path, ip('fotaJob.added'), { payload: jobBody(50) }),
    );
    const query = { jobId };
    await ok(await call('PUT', modifyJob.path, ip('fotaJob.modified'), { query, payload: jobBody(60) }));
    await ok(await call('DELETE', deleteJob.path, ip('fotaJob.deleted'), { query }));
  });

  it('IDU configs: uploaded, updated, pushed to a device', async () => {
    const file = (data: string) => [{ field: 'iduConfigFile', name: 'au.bin', data: Buffer.from(data) }];
    const fields = { category: 'AC', brand: 'PANASONIC', modelId: `M-${MODEL}`, iduConfigVersion: '1.0' };
    const { configId } = await ok(
      await upload('POST', uploadIduConfig.path, ip('iduConfig.uploaded'), multipart(fields, file('v1'))),
    );
    const update = multipart({ iduConfigVersion: '1.1' }, file('v1.1'));
    await ok(await upload('PUT', updateIduConfig.path, ip('iduConfig.updated'), update, { configId }));
    await ok(
      await call('POST', triggerIduConfig.path, ip('iduConfig.pushed'), { payload: { deviceId: 'au-d2' } }),
    );
  });

  it('notifications: a task sent and cancelled', async () => {
    const { taskId } = await ok(
      await call('POST', sendNotification.path, ip('notification.sent'), {
        payload: {
          channel: { type: 'sms' },
          message: { text: 'Service visit tomorrow' },
          severity: 'info',
          users: { userIds: ['au-0001', 'au-0002'] },
          expiry: hourAhead() + 3600,
          schedule: { repeatType: 'once', time: hourAhead() },
        },
      }),
    );
    const url = cancelNotificationTask.path.replace(':taskId', taskId);
    await ok(await call('DELETE', url, ip('notification.cancelled')));
  });

  it('each of the fifteen action types has one entry, with its request’s address and actor', async () => {
    const recorded: Record<string, unknown> = {};
    for (const action of Object.keys(ADDRESSES) as Action[]) recorded[action] = await addresses(action);
    const expected = Object.fromEntries(
      Object.entries(ADDRESSES).map(([action, address]) => [action, [{ ip: address, actorName: 'au.l4' }]]),
    );
    expect(recorded).toEqual(expected);
  });

  it('no entry a request made lacks its address', async () => {
    const lacking = await t.db
      .selectDistinct({ action: auditLog.action })
      .from(auditLog)
      .where(isNull(auditLog.ip));
    expect(lacking).toEqual([]);
  });

  it('a fired FOTA job, which no request starts, records no address, as its owner', async () => {
    const { jobId } = await ok(await call('POST', addJob.path, '10.29.7.16', { payload: jobBody(100) }));
    const before = (await addresses('fota.batch.triggered')).length;
    await t.servicesOf(fotaJobsModule).fotaJobs.run({ jobId });
    const after = await addresses('fota.batch.triggered');
    expect(after.slice(before)).toEqual([{ ip: null, actorName: 'au.l4' }]);
  });
});
