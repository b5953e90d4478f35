import type { BulkAction } from '@console/contracts/segments';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertDevice, insertStaff, insertTenants } from '../../../test/fixtures';
import { queuedEvents, subscribeWebhook } from '../../../test/webhook-outbox';
import { auditLog, deviceOnboardHistory, devices, segmentActionResults } from '../../platform/db/schema';
import { segmentsModule } from '.';
import { createBulkActionRunner } from './bulk-action-runner';

let t: TestApp;
const base = '/simplifi/v1/fleet';

const call = async (method: 'GET' | 'POST', url: string, body?: object, user = 'l4') =>
  t.app.inject({
    method,
    url: `${base}${url}`,
    headers: await t.headersFor(user),
    ...(body ? { payload: body } : {}),
  });

async function ask(filter: object, user = 'l4'): Promise<BulkAction> {
  const res = await call('POST', '/actions', { kind: 'offboard', filter }, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function control(id: string, action: string, user = 'l4') {
  return call('POST', `/actions/${id}/control`, { action }, user);
}
const get = async (id: string) => (await call('GET', `/actions/${id}`)).json() as BulkAction;
const ended = (id: string) =>
  vi.waitFor(
    async () => {
      const a = await get(id);
      expect(['completed', 'cancelled']).toContain(a.state);
      return a;
    },
    { timeout: 20_000, interval: 50 },
  );

beforeAll(async () => {
  // Three devices is the approval size: four or more wait for a second person.
  t = await buildTestApp(
    { BULK_ACTION_APPROVAL_DEVICES: '3', BULK_ACTION_STEP_SECONDS: '0.2' },
    { workers: ['segments'] },
  );
  await insertTenants(t.db);
  await insertStaff(t.db, { userName: 'l4', roles: ['CUSTOMERSUPPORTL4'] });
  await insertStaff(t.db, { userName: 'other', roles: ['CUSTOMERSUPPORTL3'] });
  await insertStaff(t.db, { userName: 'nm', roles: ['CUSTOMERSUPPORTL4'], tenantId: 'northmart' });
  // B01, B02 onboarded on model M-OFF; B03 never onboarded; C01–C05 onboarded on model M-BIG.
  await insertDevice(t.db, { deviceId: 'B01', modelNumber: 'M-OFF' });
  await insertDevice(t.db, { deviceId: 'B02', modelNumber: 'M-OFF' });
  await insertDevice(t.db, { deviceId: 'B03', modelNumber: 'M-OFF', onboardedAt: null });
  for (const n of [1, 2, 3, 4, 5]) await insertDevice(t.db, { deviceId: `C0${n}`, modelNumber: 'M-BIG' });
  await subscribeWebhook(t.db, 'panasonic', ['bulk_action.finished']);
});

/** The `bulk_action.finished` events queued for one action. */
const finishedEvents = async (actionId: string) =>
  (await queuedEvents(t.db, 'panasonic', 'bulk_action.finished')).filter((e) => e.actionId === actionId);

afterAll(() => t?.close());

describe('bulk offboarding', () => {
  it('shows the count before anything is done, then offboards each device once with a result each', async () => {
    const small = await ask({ modelNumbers: ['M-OFF'], onboardState: 'onboarded' });
    expect(small).toMatchObject({ state: 'awaitingConfirmation', total: 2, needsApproval: false, done: 0 });
    const untouched = await t.db.select().from(devices).where(eq(devices.deviceId, 'B01'));
    expect(untouched[0]?.onboardedAt).not.toBeNull();

    expect((await control(small.actionId, 'confirm', 'other')).statusCode).toBe(403);
    expect((await control(small.actionId, 'confirm')).statusCode).toBe(200);
    const done = await ended(small.actionId);
    expect(done).toMatchObject({ state: 'completed', done: 2, skipped: 0, failed: 0 });
    expect(await finishedEvents(small.actionId)).toEqual([
      {
        actionId: small.actionId,
        kind: 'offboard',
        state: 'completed',
        total: 2,
        done: 2,
        skipped: 0,
        failed: 0,
        askedBy: done.createdBy,
      },
    ]);
    const rows = await t.db.select().from(devices).where(eq(devices.modelNumber, 'M-OFF'));
    expect(rows.every((d) => d.onboardedAt === null)).toBe(true);
    const history = await t.db
      .select()
      .from(deviceOnboardHistory)
      .where(eq(deviceOnboardHistory.activity, 'offboard'));
    expect(history.map((h) => h.deviceId).sort()).toEqual(['B01', 'B02']);
    const results = (await call('GET', `/actions/${small.actionId}/results`)).json();
    expect(
      results.results.map((r: { deviceId: string; outcome: string }) => [r.deviceId, r.outcome]),
    ).toEqual([
      ['B01', 'done'],
      ['B02', 'done'],
    ]);
    const csv = await call('GET', `/actions/${small.actionId}/results.csv`);
    expect(csv.body.trim().split('\n')).toHaveLength(3);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.entityId, small.actionId));
    expect(audited.map((a) => a.action).sort()).toEqual([
      'bulk.confirm',
      'bulk.create',
      'export.bulk-results.csv',
    ]);
  });

  it('says why a device was skipped', async () => {
    const action = await ask({ modelNumbers: ['M-OFF'] });
    await control(action.actionId, 'confirm');
    const done = await ended(action.actionId);
    // All three are offboarded or never were by now.
    expect(done).toMatchObject({ total: 3, done: 0, skipped: 3 });
    const skipped = (await call('GET', `/actions/${action.actionId}/results?outcome=skipped`)).json();
    expect(skipped.results[0].reason).toBe('Not onboarded: nothing to offboard.');
  });

  it('larger than the approval size waits for a second person, never its creator', async () => {
    const big = await ask({ modelNumbers: ['M-BIG'] });
    expect(big).toMatchObject({ total: 5, needsApproval: true });
    const confirmed = (await control(big.actionId, 'confirm')).json();
    expect(confirmed.state).toBe('awaitingApproval');
    const self = await control(big.actionId, 'approve');
    expect(self.statusCode).toBe(403);
    expect(self.body).toContain('A second person must approve');
    const approved = await control(big.actionId, 'approve', 'other');
    expect(approved.json()).toMatchObject({ state: 'running', approvedBy: 'other Tester' });
    expect((await ended(big.actionId)).done).toBe(5);
  });

  it('a cancelled action does nothing more; a finished one cannot be cancelled', async () => {
    await t.db.update(devices).set({ onboardedAt: 1_700_000_000 }).where(eq(devices.modelNumber, 'M-BIG'));
    const big = await ask({ modelNumbers: ['M-BIG'] });
    await control(big.actionId, 'confirm');
    expect((await control(big.actionId, 'cancel', 'other')).json()).toMatchObject({
      state: 'cancelled',
      cancelledBy: 'other Tester',
    });
    expect((await control(big.actionId, 'approve', 'other')).statusCode).toBe(409);
    expect((await finishedEvents(big.actionId)).map((e) => [e.state, e.done, e.total])).toEqual([
      ['cancelled', 0, 5],
    ]);
    const results = await t.db
      .select()
      .from(segmentActionResults)
      .where(eq(segmentActionResults.actionId, big.actionId));
    expect(results).toHaveLength(0);
  });

  it('dismissed at its confirmation, an action leaves no row in the list, only its audit entries', async () => {
    const asked = await ask({ modelNumbers: ['M-BIG'] });
    const dismissed = await control(asked.actionId, 'cancel');
    expect(dismissed.json()).toMatchObject({ state: 'cancelled', cancelledBy: 'l4 Tester' });
    expect((await call('GET', `/actions/${asked.actionId}`)).statusCode).toBe(404);
    const list = (await call('GET', '/actions?page=0&size=100')).json() as { actions: BulkAction[] };
    expect(list.actions.map((a) => a.actionId)).not.toContain(asked.actionId);
    expect(await finishedEvents(asked.actionId)).toEqual([]);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.entityId, asked.actionId));
    expect(audited.map((a) => a.action).sort()).toEqual(['bulk.cancel', 'bulk.create']);
  });

  it('two runners on one action act on each device once', async () => {
    const action = await ask({ modelNumbers: ['M-BIG'] });
    // Past the approval by hand: this test is about the runners.
    await control(action.actionId, 'confirm');
    await control(action.actionId, 'approve', 'other');
    const a = createBulkActionRunner({ db: t.db, stepSeconds: 60 });
    const b = createBulkActionRunner({ db: t.db, stepSeconds: 60 });
    a.start(console);
    b.start(console);
    await ended(action.actionId);
    await Promise.all([a.stop(), b.stop()]);
    const done = await get(action.actionId);
    expect(done.done + done.skipped + done.failed).toBe(5);
    const offboards = await t.db
      .select()
      .from(deviceOnboardHistory)
      .where(and(eq(deviceOnboardHistory.activity, 'offboard')));
    const perDevice = new Map<string, number>();
    for (const h of offboards) perDevice.set(h.deviceId, (perDevice.get(h.deviceId) ?? 0) + 1);
    // M-BIG devices were onboarded twice (the test above re-onboarded them), so offboarded twice in all: once per action.
    for (const n of [1, 2, 3, 4, 5]) expect(perDevice.get(`C0${n}`)).toBe(2);
  });

  it('shows a reader of a narrower scope only the results of their devices, on the page and in the CSV', async () => {
    // Outside `narrow`'s scope (India, AC): one in Japan, one of another category.
    await insertDevice(t.db, { deviceId: 'S01', modelNumber: 'M-SCOPE' });
    await insertDevice(t.db, { deviceId: 'S02', modelNumber: 'M-SCOPE', country: 'jp' });
    await insertDevice(t.db, { deviceId: 'S03', modelNumber: 'M-SCOPE', category: 'REF' });
    await insertStaff(t.db, {
      userName: 'narrow',
      roles: ['CUSTOMERSUPPORTL4'],
      permissions: [{ country: 'IN', categories: ['AC'], brand: 'PANASONIC' }],
    });
    await insertStaff(t.db, {
      userName: 'wide',
      roles: ['CUSTOMERSUPPORTL4'],
      permissions: [
        { country: 'IN', categories: ['AC', 'REF'], brand: 'PANASONIC' },
        { country: 'JP', categories: ['AC'], brand: 'PANASONIC' },
      ],
    });
    const action = await ask({ modelNumbers: ['M-SCOPE'] }, 'wide');
    expect(action.total).toBe(3);
    expect((await control(action.actionId, 'confirm', 'wide')).statusCode).toBe(200);
    await ended(action.actionId);
    const page = async (user: string) =>
      (await call('GET', `/actions/${action.actionId}/results`, undefined, user))
        .json()
        .results.map((r: { deviceId: string }) => r.deviceId);
    expect(await page('wide')).toEqual(['S01', 'S02', 'S03']);
    expect(await page('narrow')).toEqual(['S01']);
    const csv = await call('GET', `/actions/${action.actionId}/results.csv`, undefined, 'narrow');
    expect(
      csv.body
        .trim()
        .split('\n')
        .slice(1)
        .map((l) => l.split(',')[0]),
    ).toEqual(['S01']);
  });

  it('another tenant finds none of them', async () => {
    const { actions } = (await call('GET', '/actions')).json() as { actions: BulkAction[] };
    expect(actions.length).toBeGreaterThan(0);
    const res = await t.app.inject({
      method: 'GET',
      url: `${base}/actions/${actions[0]!.actionId}`,
      headers: await t.headersFor('nm', 'northmart'),
    });
    expect(res.statusCode).toBe(404);
    expect(t.servicesOf(segmentsModule).runner).toBeDefined();
  });
});
