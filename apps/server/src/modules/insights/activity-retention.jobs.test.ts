import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createActivityRetention, RETENTION_QUEUE } from './activity-retention.service';
import { at, insertEvents } from './test-fixtures';

/*
 * The retention as the server runs it (pg-boss): one daily schedule whichever number of servers
 * start, one start-up run queued when none finished in the last day, and the run itself.
 */

const queued = async (t: TestApp) =>
  (
    await t.database.execute(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state = 'created'`,
      [RETENTION_QUEUE],
    )
  ).rows[0]?.n;

describe('the insights workers on two servers sharing a database', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await buildTestApp({}, { workers: ['insights'] });
    second = await buildTestApp({}, { workers: ['insights'], database: first.database });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('register the retention schedule once, daily at 03:00 metrics time (21:30 UTC)', async () => {
    const schedules = await (await first.deps.jobs.boss()).getSchedules();
    expect(schedules.filter((s) => s.name === RETENTION_QUEUE).map((s) => [s.cron, s.options?.tz])).toEqual([
      ['30 21 * * *', 'UTC'],
    ]);
  });

  it('queue one start-up run between them (none finished yet)', async () => {
    expect(await queued(first)).toBe(1);
  });
});

describe('the retention job', () => {
  let t: TestApp;
  const log = { info: vi.fn(), error: vi.fn() };
  const now = () => at('2026-11-24', '15:00') * 1000;
  beforeAll(async () => {
    t = await buildTestApp();
    await insertEvents(t.db, [
      { kind: 'control', ts: at('2026-11-10'), deviceId: 'A1', controller: 'an' },
      { kind: 'control', ts: at('2026-11-20'), deviceId: 'A1', controller: 'an' },
    ]);
  });
  afterAll(() => t.close());

  it('runs at start when overdue, deletes what is older and logs it', async () => {
    const retention = createActivityRetention({ db: t.db, jobs: t.deps.jobs, rawDays: 7, now });
    await retention.startWorker(log, 0);
    await vi.waitFor(() => expect(log.info).toHaveBeenCalled(), { timeout: 20_000, interval: 250 });
    expect(log.info.mock.calls[0]?.[0]).toMatchObject({ rawBefore: '2026-11-18', events: 1 });
    expect(log.info.mock.calls[0]?.[1]).toBe('raw activity older than the retention deleted');
    const days = await t.database.execute(`SELECT activity_day(ts)::text AS day FROM activity_events`);
    expect(days.rows).toEqual([{ day: '2026-11-20' }]);
    await retention.stopWorker();
  });

  it('is not queued again at the next start within the day', async () => {
    await vi.waitFor(async () => expect(await t.deps.jobs.lastCompletedOn(RETENTION_QUEUE)).toBeDefined());
    const another = createActivityRetention({
      db: t.db,
      jobs: t.deps.jobs,
      rawDays: 7,
      now: () => Date.now(),
    });
    await another.startWorker(log, 0);
    expect(await queued(t)).toBe(0);
    await another.stopWorker();
  });
});
