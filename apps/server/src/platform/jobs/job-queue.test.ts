import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-db';
import type { Database } from '../db/client';
import { createJobQueue, type JobQueue } from './job-queue';

const wait = { timeout: 15_000, interval: 100 };

/** Two servers on one database: each job runs once, each schedule exists once. */
describe('job queue (pg-boss on the app database)', () => {
  let database: Database;
  let a: JobQueue;
  let b: JobQueue;

  beforeAll(async () => {
    database = await openTestDatabase();
    a = createJobQueue(database, { pollingIntervalSeconds: 0.5 });
    b = createJobQueue(database, { pollingIntervalSeconds: 0.5 });
    await a.start();
    await b.start();
  });
  afterAll(async () => {
    await a.stop();
    await b.stop();
    await database.close();
  });

  it('runs every job exactly once when two servers work the same queue', async () => {
    const bossA = await a.boss();
    const bossB = await b.boss();
    await bossA.createQueue('test-work');
    const seen: { server: string; n: number }[] = [];
    const handler = (server: string) => async (jobs: { data: object }[]) => {
      for (const job of jobs) seen.push({ server, n: (job.data as { n: number }).n });
    };
    await bossA.work('test-work', handler('a'));
    await bossB.work('test-work', handler('b'));
    for (let n = 0; n < 20; n++) await (n % 2 ? bossA : bossB).send('test-work', { n });
    await expect.poll(() => seen.length, wait).toBe(20);
    expect(new Set(seen.map((s) => s.n)).size).toBe(20);
  });

  it('keeps one schedule per name, whichever server registers it, and drops it on unschedule', async () => {
    const bossA = await a.boss();
    const bossB = await b.boss();
    await bossA.createQueue('test-schedule');
    await bossA.schedule('test-schedule', '0 9 * * 1-5', { x: 1 }, { tz: 'UTC' });
    await bossB.schedule('test-schedule', '30 10 * * 1-5', { x: 2 }, { tz: 'UTC' });
    const schedules = (await bossA.getSchedules()).filter((s) => s.name === 'test-schedule');
    expect(schedules).toHaveLength(1);
    expect(schedules[0]).toMatchObject({ cron: '30 10 * * 1-5', data: { x: 2 } });
    await bossB.unschedule('test-schedule');
    expect((await bossA.getSchedules()).filter((s) => s.name === 'test-schedule')).toHaveLength(0);
  });

  it('sends a singleton job once however many servers send it', async () => {
    const bossA = await a.boss();
    const bossB = await b.boss();
    await bossA.createQueue('test-singleton');
    const first = await bossA.send('test-singleton', {}, { singletonKey: 'k', singletonSeconds: 60 });
    const second = await bossB.send('test-singleton', {}, { singletonKey: 'k', singletonSeconds: 60 });
    expect(first).toBeTruthy();
    expect(second).toBeNull();
  });

  it('refuses work once stopped, and tells long handlers it is stopping', async () => {
    const c = createJobQueue(database);
    expect(c.signal.aborted).toBe(false);
    await c.stop();
    expect(c.signal.aborted).toBe(true);
    await expect(c.boss()).rejects.toThrow('stopped');
  });
});
