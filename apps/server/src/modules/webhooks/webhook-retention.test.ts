import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { insertTenants } from '../../../test/fixtures';
import { rowsOf } from '../../platform/db/rows';
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../platform/db/schema';
import {
  createWebhookRetention,
  pruneWebhookLog,
  WEBHOOK_RETENTION_CRON,
  WEBHOOK_RETENTION_QUEUE,
} from './webhook-retention';

/*
 * The webhook log's retention (issue 33): delivered and given-up events, their deliveries and the
 * log's tries grew without end. Events older than the retention whose deliveries all settled go,
 * in batches, with their deliveries; one still waiting keeps its event; tries go by their age.
 */

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-28T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW - n * DAY);
type State = 'pending' | 'delivered' | 'failed';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await insertTenants(t.db);
  const endpoint = (id: string, tenantId: string) => ({
    id,
    tenantId,
    url: `https://${id}.example.com/hook`,
    events: ['device.offboarded'],
    secretSealed: 'sealed',
    createdBy: 'test',
  });
  await t.db.insert(webhookEndpoints).values([endpoint('p1', 'panasonic'), endpoint('n1', 'northmart')]);
});
afterAll(() => t?.close());

/** An event of `age` days, one delivery to each endpoint in `to` ([endpoint, state]). */
async function event(id: string, age: number, to: [string, State][]) {
  const tenantId = to[0]?.[0] === 'n1' ? 'northmart' : 'panasonic';
  await t.db.insert(webhookEvents).values({
    id,
    tenantId,
    type: 'device.offboarded',
    payload: { type: 'device.offboarded' },
    createdAt: daysAgo(age),
  });
  await t.db.insert(webhookDeliveries).values(
    to.map(([endpointId, state]) => ({
      tenantId,
      endpointId,
      eventId: id,
      state,
      createdAt: daysAgo(age),
    })),
  );
}

async function attempt(endpointId: string, age: number) {
  await t.db.insert(webhookAttempts).values({
    tenantId: endpointId === 'n1' ? 'northmart' : 'panasonic',
    endpointId,
    deliveryId: 1,
    eventId: `at-${age}`,
    eventType: 'device.offboarded',
    attempt: 1,
    at: daysAgo(age),
    statusCode: 204,
    durationMs: 5,
  });
}

async function seed() {
  await t.db.delete(webhookEvents);
  await t.db.delete(webhookAttempts);
  for (let i = 0; i < 5; i++) await event(`old-delivered-${i}`, 40 + i, [['p1', 'delivered']]);
  await event('old-given-up', 31, [['n1', 'failed']]);
  await event('old-one-waits', 35, [
    ['p1', 'delivered'],
    ['p1', 'pending'],
  ]);
  await event('old-waiting', 45, [['p1', 'pending']]);
  await event('recent', 29, [['p1', 'delivered']]);
  for (const [endpointId, age] of [
    ['p1', 60],
    ['n1', 31],
    ['p1', 29],
    ['n1', 1],
  ] as const)
    await attempt(endpointId, age);
}

const ids = async () =>
  (await t.db.select({ id: webhookEvents.id }).from(webhookEvents)).map((r) => r.id).sort();

describe('webhook log retention', () => {
  it('deletes settled events older than the retention with their deliveries, in batches, and old tries', async () => {
    await seed();
    const done = await pruneWebhookLog(t.db, { days: 30, nowMs: NOW, batchSize: 2 });
    expect(done).toMatchObject({ before: daysAgo(30).toISOString(), events: 6, attempts: 2 });
    // 6 events in batches of 2: three full and one empty; 2 tries: one full, one empty.
    expect(done.statements).toBe(6);
    expect(await ids()).toEqual(['old-one-waits', 'old-waiting', 'recent']);
    const deliveries = await t.db.select({ eventId: webhookDeliveries.eventId }).from(webhookDeliveries);
    expect(deliveries.map((d) => d.eventId).sort()).toEqual([
      'old-one-waits',
      'old-one-waits',
      'old-waiting',
      'recent',
    ]);
    const tries = await t.db.select({ at: webhookAttempts.at }).from(webhookAttempts);
    expect(tries.map((a) => a.at.getTime()).sort()).toEqual([daysAgo(29).getTime(), daysAgo(1).getTime()]);

    // A second run finds nothing more; a shorter retention takes the recent event too.
    expect(await pruneWebhookLog(t.db, { days: 30, nowMs: NOW })).toMatchObject({ events: 0, attempts: 0 });
    expect(await pruneWebhookLog(t.db, { days: 7, nowMs: NOW })).toMatchObject({ events: 1, attempts: 1 });
    expect(await ids()).toEqual(['old-one-waits', 'old-waiting']);
  });

  it('walks indexes: the oldest tries first, and an event’s deliveries (the waiting check and the cascade)', async () => {
    const plan = (query: string) =>
      t.db.transaction(async (tx) => {
        // Tables this small are read whole; forbidding that shows whether an index can serve.
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        const rows = rowsOf<Record<string, string>>(await tx.execute(sql.raw(`EXPLAIN ${query}`)));
        return rows.map((r) => Object.values(r)[0]).join('\n');
      });
    expect(await plan('SELECT id FROM webhook_attempts WHERE at < now() ORDER BY at LIMIT 10')).toContain(
      'webhook_attempts_at',
    );
    expect(await plan(`SELECT 1 FROM webhook_deliveries WHERE event_id = 'x'`)).toContain(
      'webhook_deliveries_event',
    );
    expect(
      await plan('SELECT id FROM webhook_events WHERE created_at < now() ORDER BY created_at LIMIT 10'),
    ).toContain('webhook_events_created');
  });

  it('runs daily as a job, and at start when no run finished in the last day', async () => {
    await seed();
    const log = { info: vi.fn(), error: vi.fn() };
    const retention = createWebhookRetention({ db: t.db, jobs: t.deps.jobs, days: 30, now: () => NOW });
    await retention.startWorker(log, 0);
    try {
      const schedules = await (await t.deps.jobs.boss()).getSchedules();
      expect(schedules.filter((s) => s.name === WEBHOOK_RETENTION_QUEUE).map((s) => s.cron)).toEqual([
        WEBHOOK_RETENTION_CRON,
      ]);
      await vi.waitFor(() => expect(log.info).toHaveBeenCalled(), { timeout: 20_000, interval: 250 });
      expect(log.info.mock.calls[0]?.[0]).toMatchObject({ events: 6, attempts: 2 });
      expect(log.info.mock.calls[0]?.[1]).toBe('webhook log older than the retention deleted');
      expect(await ids()).toEqual(['old-one-waits', 'old-waiting', 'recent']);
    } finally {
      await retention.stopWorker();
    }
  });
});
