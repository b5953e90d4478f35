import { DEFAULT_JOB_PERCENTAGE } from '@console/contracts/fota-jobs';
import { messages } from '@console/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertDevice, insertStaff, insertTenants } from '../../../test/fixtures';
import { fotaBatches, fotaJobRuns, fotaJobs } from '../../platform/db/schema';
import { type Mqtt, startMqtt } from '../../platform/mqtt/start-mqtt';
import { insertFotaFirmware, insertModel } from '../rollouts/test-fixtures';
import { silentLog } from '../telemetry/test-fixtures';
import { fotaJobsModule } from '.';
import { queueOf } from './fota-job-schedule';

const BASE = '/simplifi/v1/firmwareupgrade/scheduler';
const DAY = 86_400;
let t: TestApp;
let admin: Record<string, string>;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const body = (over: Record<string, unknown> = {}) => ({
  jobName: 'Nightly AC rollout',
  endDate: nowSeconds() + 15 * DAY,
  frequency: { dayOfWeek: 'mon-fri', hour: 21, minute: 30 },
  modelNumber: 'CS-JOB-1',
  percentage: 50,
  ...over,
});
const call = (method: 'POST' | 'PUT' | 'GET' | 'DELETE', path: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url: `${BASE}/${path}`, headers, payload: payload as object });
const schedules = async () => (await (await t.deps.jobs.boss()).getSchedules()).map((s) => [s.name, s.cron]);
const runsOf = (jobId: string) => t.db.select().from(fotaJobRuns).where(eq(fotaJobRuns.jobId, jobId));

beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'job.l4', roles: ['CUSTOMERSUPPORTL4'] });
  await insertStaff(t.db, { userName: 'job.l3s', roles: ['CUSTOMERSUPPORTL3SPECIAL'] });
  await insertStaff(t.db, { userName: 'job.partner', roles: ['CUSTOMERSUPPORTL4'], tenantId: 'northmart' });
  await insertModel(t.db, 'CS-JOB-1');
  await insertFotaFirmware(t.deps, 'CS-JOB-1', '2.0');
  for (const n of [1, 2, 3, 4])
    await insertDevice(t.db, { deviceId: `job-d${n}`, modelNumber: 'CS-JOB-1', firmwareVersion: '1.0' });
  admin = await t.loginAs('job.l4');
});
afterAll(async () => {
  await t.close();
  await mqtt?.close();
});
let mqtt: Mqtt | undefined;

describe('scheduled MQTT FOTA jobs', () => {
  let jobId: string;

  it('adds a job: stored, listed in the spec shape and scheduled in pg-boss by its frequency', async () => {
    const res = await call('POST', 'addJob', body());
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(messages.jobAdded);
    jobId = res.json().jobId;
    const list = (await call('GET', 'getAllJobs')).json();
    expect(list).toEqual([
      expect.objectContaining({
        jobId,
        name: 'Nightly AC rollout',
        frequency: { day_of_week: 'mon-fri', hour: '21', minute: '30' },
        modelNumber: 'CS-JOB-1',
        percentage: 50,
      }),
    ]);
    expect(new Date(list[0].endDate.$date).getTime()).toBeGreaterThan(Date.now() + 14 * DAY * 1000);
    expect(await schedules()).toContainEqual([queueOf(jobId), '30 21 * * mon-fri']);
  });

  it('refuses each broken rule with its message, adding nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ jobName: ' ' }, messages.addJobName],
      [{ jobName: 'job#1' }, messages.jobNameSpecialCharacter],
      [{ endDate: undefined }, messages.addEndDate],
      [{ endDate: nowSeconds() - 2 * DAY }, messages.endDateBeforeToday],
      [{ frequency: { dayOfWeek: '', hour: 1, minute: 0 } }, messages.selectWeekDays],
      [{ frequency: { dayOfWeek: 'mon', hour: 24, minute: 0 } }, messages.invalidJobTime],
      [{ modelNumber: 'NOPE' }, messages.firmwareModelUnknown],
    ];
    for (const [over, message] of cases) {
      const res = await call('POST', 'addJob', body(over));
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect((await call('GET', 'getAllJobs')).json()).toHaveLength(1);
  });

  it('records a firing while the broker is unreachable as a failed run, with no batch', async () => {
    await (await t.deps.jobs.boss()).send(queueOf(jobId), { jobId });
    await expect.poll(async () => (await runsOf(jobId)).length, { timeout: 15_000 }).toBe(1);
    const [run] = await runsOf(jobId);
    expect(run).toMatchObject({ status: 'failed', detail: { message: messages.deviceCommandsUnavailable } });
    expect(await t.db.select().from(fotaBatches)).toEqual([]);
    await t.db.delete(fotaJobRuns);
  });

  it('fires through its pg-boss queue: a rollout batch of half the model, recorded as a run', async () => {
    mqtt = await startMqtt({ port: 0, log: silentLog });
    t.deps.commands.attach(mqtt.client);
    await (await t.deps.jobs.boss()).send(queueOf(jobId), { jobId });
    await expect.poll(async () => (await runsOf(jobId)).length, { timeout: 15_000 }).toBe(1);
    const [run] = await runsOf(jobId);
    expect(run).toMatchObject({ status: 'started', detail: expect.objectContaining({ deviceCount: 2 }) });
    const [batch] = await t.db.select().from(fotaBatches);
    expect(batch).toMatchObject({
      batchId: (run?.detail as { batchId?: string } | undefined)?.batchId,
      percentage: 50,
    });
  });

  it('modifies a job and its schedule', async () => {
    const res = await call(
      'PUT',
      `modifyJobByJobId?jobId=${jobId}`,
      body({ frequency: { dayOfWeek: 'mon,wed', hour: '0', minute: '5' } }),
    );
    expect(res.json()).toEqual({ message: messages.jobUpdated, jobId });
    expect(await schedules()).toContainEqual([queueOf(jobId), '5 0 * * mon,wed']);
    const missing = await call('PUT', `modifyJobByJobId?jobId=${crypto.randomUUID()}`, body());
    expect([missing.statusCode, missing.json().message]).toEqual([404, messages.jobNotFound]);
  });

  it('stops at its end date: the next firing records the end and drops the schedule', async () => {
    const res = await call('POST', 'addJob', body({ jobName: 'Short', endDate: nowSeconds() }));
    const short = res.json().jobId;
    const later = Date.now() + 2 * DAY * 1000;
    const { createFotaJobsService } = await import('./fota-jobs.service');
    const future = createFotaJobsService({
      db: t.db,
      jobs: t.deps.jobs,
      rollouts: t.deps.rollouts,
      now: () => later,
    });
    await future.run({ jobId: short });
    expect((await runsOf(short)).map((r) => r.status)).toEqual(['ended']);
    expect((await schedules()).map(([name]) => name)).not.toContain(queueOf(short));
    await call('DELETE', `deleteJobById?jobId=${short}`);
  });

  it('rolls out the smallest share when none is sent; a job saved before without one still shows and fires 100 %', async () => {
    const res = await call('POST', 'addJob', body({ jobName: 'No share', percentage: undefined }));
    const id = res.json().jobId as string;
    const shown = async () =>
      (await call('GET', 'getAllJobs')).json().find((j: { jobId: string }) => j.jobId === id).percentage;
    expect(await shown()).toBe(DEFAULT_JOB_PERCENTAGE);
    await t.db.update(fotaJobs).set({ percentage: null }).where(eq(fotaJobs.id, id));
    expect(await shown()).toBe(100);
    await call('DELETE', `deleteJobById?jobId=${id}`);
  });

  it('records a job without a rollout as skipped', async () => {
    const res = await call('POST', 'addJob', body({ jobName: 'No model', modelNumber: undefined }));
    const id = res.json().jobId;
    await t.servicesOf(fotaJobsModule).fotaJobs.run({ jobId: id });
    expect((await runsOf(id)).map((r) => r.status)).toEqual(['skipped']);
    await call('DELETE', `deleteJobById?jobId=${id}`);
  });

  it('guards every call: session, level above 4, tenant', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/getAllJobs` })).statusCode).toBe(401);
    const l3s = await t.loginAs('job.l3s');
    expect((await call('GET', 'getAllJobs', undefined, l3s)).statusCode).toBe(403);
    expect((await call('POST', 'addJob', body(), l3s)).statusCode).toBe(403);
    const partner = await t.loginAs('job.partner', 'northmart');
    expect((await call('GET', 'getAllJobs', undefined, partner)).json()).toEqual([]);
    expect((await call('DELETE', `deleteJobById?jobId=${jobId}`, undefined, partner)).statusCode).toBe(404);
    expect((await call('POST', 'addJob', body(), partner)).json().message).toBe(
      messages.firmwareModelUnknown,
    );
  });

  it('deletes a job and its schedule after confirmation', async () => {
    const res = await call('DELETE', `deleteJobById?jobId=${jobId}`);
    expect(res.json()).toEqual({ message: messages.jobDeleted });
    expect((await call('GET', 'getAllJobs')).json()).toEqual([]);
    expect((await schedules()).map(([name]) => name)).not.toContain(queueOf(jobId));
  });
});
